import { documentTypeLabels } from "../enumerations";
import { defineFields, enumOf } from "./define";

/** 添付ファイル (attachments). */
export const attachmentFields = defineFields({
  ownerType: {
    label: "添付先の種類",
    value: enumOf({
      target: "対象物件",
      targetDetail: "対象詳細",
      customer: "顧客",
      matter: "案件",
      negotiation: "交渉",
      construction: "工事",
    }),
  },
  ownerId: { label: "添付先ID" },
  kind: { label: "種類", value: enumOf({ document: "帳票", photo: "写真", other: "その他" }) },
  documentType: { label: "帳票種別", value: enumOf(documentTypeLabels) },
  fileName: { label: "ファイル名" },
  mimeType: { label: "ファイル形式" },
  size: { label: "サイズ(バイト)", short: "サイズ" },
  sha256: { label: "SHA-256" },
  storageKey: { label: "保存先" },
});
