import { describe, expect, it } from "vitest";
import {
  EMPTY_USER_FORM,
  teamsOfCompany,
  userFormSchema,
  type TeamOption,
  type UserFormMode,
  type UserFormValues,
} from "./user-form";

const TEAMS: TeamOption[] = [
  { id: 1, name: "第1班", associateCompanyId: 1 },
  { id: 2, name: "第2班", associateCompanyId: 1 },
  { id: 3, name: "第1班", associateCompanyId: 2 },
];

const valid: UserFormValues = {
  name: "山田 太郎",
  nameKana: "",
  email: "yamada@example.jp",
  roleTypeId: "3",
  associateCompanyId: "",
  teamId: "",
  clientId: "",
  temporaryPassword: "Passw0rd",
};

/** The first message per field, as the form shows them. */
function errors(values: UserFormValues, mode: UserFormMode = "edit") {
  const result = userFormSchema(mode, TEAMS).safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe("userFormSchema", () => {
  it("accepts a complete form", () => {
    expect(errors(valid, "create")).toEqual({});
  });

  it("reports every required field in Japanese", () => {
    expect(errors(EMPTY_USER_FORM, "create")).toEqual({
      name: "氏名は必須入力です",
      email: "メールアドレスは必須入力です",
      roleTypeId: "権限種別を選択してください",
      temporaryPassword: "仮パスワードは必須入力です",
    });
  });

  it("treats blanks as empty and limits the name to 50 characters", () => {
    expect(errors({ ...valid, name: "   " }).name).toBe("氏名は必須入力です");
    expect(errors({ ...valid, name: "あ".repeat(50) }).name).toBeUndefined();
    expect(errors({ ...valid, name: "あ".repeat(51) }).name).toBe(
      "氏名は50文字以内で入力してください",
    );
  });

  it("checks the e-mail format", () => {
    for (const email of ["yamada", "yamada@", "@example.jp", "ya mada@example.jp", "yamada@x"]) {
      expect(errors({ ...valid, email }).email).toBe("メールアドレスの形式が正しくありません");
    }
  });

  it("needs a valid temporary password only on create", () => {
    expect(errors({ ...valid, temporaryPassword: "" }, "edit")).toEqual({});
    expect(errors({ ...valid, temporaryPassword: "password" }, "create").temporaryPassword).toMatch(
      /^仮パスワードは/,
    );
  });

  it("needs a company for a team, and a team of that company", () => {
    expect(errors({ ...valid, teamId: "1" }).teamId).toBe(
      "班を選択するには協力会社を選択してください",
    );
    expect(errors({ ...valid, associateCompanyId: "2", teamId: "1" }).teamId).toBe(
      "選択した班は協力会社に所属していません",
    );
    expect(errors({ ...valid, associateCompanyId: "1", teamId: "2" })).toEqual({});
  });

  it("trims, normalises the e-mail (NFKC, lower case) and converts ids", () => {
    const out = userFormSchema("create", TEAMS).parse({
      ...valid,
      name: " 山田 太郎 ",
      email: " Ｙａｍａｄａ@Example.JP ",
      clientId: "2",
    });
    expect(out).toEqual({
      name: "山田 太郎",
      nameKana: null,
      email: "yamada@example.jp",
      roleTypeId: 3,
      associateCompanyId: null,
      teamId: null,
      clientId: 2,
      temporaryPassword: "Passw0rd",
    });
  });

  it("converts the フリガナ to full-width katakana and refuses anything else", () => {
    const parse = (nameKana: string) =>
      userFormSchema("edit", TEAMS).safeParse({ ...valid, nameKana });
    expect(parse("やまだ ﾀﾛｳ").data?.nameKana).toBe("ヤマダ タロウ");
    expect(parse("").data?.nameKana).toBeNull();
    expect(errors({ ...valid, nameKana: "Yamada" })).toEqual({
      nameKana: "フリガナは全角カタカナで入力してください",
    });
  });

  it("sends no password on edit", () => {
    const out = userFormSchema("edit", TEAMS).parse({
      ...valid,
      associateCompanyId: "1",
      teamId: "2",
    });
    expect(out).not.toHaveProperty("temporaryPassword");
    expect(out.teamId).toBe(2);
  });
});

describe("teamsOfCompany", () => {
  it("lists only the chosen company's teams", () => {
    expect(teamsOfCompany(TEAMS, "1").map((t) => t.id)).toEqual([1, 2]);
    expect(teamsOfCompany(TEAMS, "2").map((t) => t.id)).toEqual([3]);
    expect(teamsOfCompany(TEAMS, "")).toEqual([]);
  });
  it("keeps teams whose company is unknown", () => {
    expect(teamsOfCompany([{ id: 9, name: "班" }], "1")).toHaveLength(1);
  });
});
