import { defineFields, enumOf, code, documentItems } from "./define";

/** 帳票設定 (document_settings). */
export const documentSettingsFields = defineFields({
  negotiationId: { label: "交渉", value: code("negotiation") },
  kind: {
    label: "設定画面",
    value: enumOf({
      contract: "契約書類設定",
      request: "工事依頼書類設定",
      removal: "撤去承諾書設定",
    }),
  },
  issueDate: { label: "発行日" },
  addresseeName: { label: "宛名", max: 100 },
  addresseeAddress: { label: "宛先住所", max: 200 },
  constructionDate: { label: "工事予定日" },
  constructionSlot: { label: "工事枠" },
  items: { label: "品目", value: documentItems },
  remarks: { label: "備考", max: 2000 },
});
