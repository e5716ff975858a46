import { defineFields, pair, pairs } from "./define";

/** ユーザー (users). */
export const userFields = defineFields({
  name: { label: "氏名" },
  // The user form's label (「氏名カナ」 would also match the e2e lookups of 「氏名」).
  nameKana: { label: "フリガナ" },
  email: { label: "メールアドレス" },
  roleTypeId: { label: "権限種別", value: pair("role-types") },
  associateCompanyIds: { label: "協力会社", value: pairs("associate-companies") },
  teamIds: { label: "班", value: pairs("teams") },
  clientIds: { label: "発注元", value: pairs("clients") },
  passwordReset: { label: "仮パスワードの再発行" },
});

/** 連携クライアント (machine_clients). */
export const machineClientFields = defineFields({
  clientId: { label: "クライアントID" },
  name: { label: "名称" },
  scopes: { label: "スコープ" },
  associateCompanyId: { label: "協力会社", value: pair("associate-companies") },
  disabledAt: { label: "停止日時" },
  secret: { label: "シークレット" },
});
