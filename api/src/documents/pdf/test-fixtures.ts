import type { DocumentData, DocumentType } from "../document-data";

/** Long enough to wrap over several lines of the 備考 box. */
export const longRemark =
  "お客様より、平日は18時以降の在宅となるため、工事日の前日までに携帯電話へご連絡いただきたいとのご要望あり。" +
  "建物北側の共用廊下に既設の配管があり、2階203号室までの通線に利用可能か現地にて確認すること。" +
  "駐車場は来客用スペース（No.12）を管理会社の了承済みで使用可。エレベーターなし、作業時は階段の養生を行うこと。";

/** A realistic document of the given type, as the settings pages would resolve it. */
export function documentFixture(
  documentType: DocumentType,
  overrides: Partial<DocumentData> = {},
): DocumentData {
  const owner = documentType === 2 || documentType === 8;
  return {
    documentType,
    negotiationCode: "NE-00000042",
    matterCode: "MT-00000017",
    projectName: "令和8年度 世田谷区北沢地区 放送・通信設備更新",
    workTypeLabel: "放送+通信",
    issueDate: "2026-11-26",
    addressee: owner
      ? {
          name: "北沢ハイツ管理組合 理事長 佐々木 健一郎",
          address: "東京都世田谷区北沢三丁目21番5号",
        }
      : { name: "山田 花子", address: "東京都世田谷区北沢三丁目21番5号 北沢ハイツ203号室" },
    target: {
      code: "TA-00000042",
      name: "北沢ハイツ",
      address: "東京都世田谷区北沢三丁目21番5号",
      roomNumber: "203号室",
      poleNumber: "北沢幹234-5",
    },
    customer: { code: "CU-00000108", name: "山田 花子", phone: "090-1234-5678" },
    construction: { date: "2026-12-03", slot: "午前" },
    items: [
      { name: "光回線終端装置（ONU）", quantity: 1, unit: "台", note: "お客様宅内に設置" },
      { name: "BS・CS 4K/8K対応ブースター", quantity: 1, unit: "台", note: null },
      {
        name: "同軸ケーブル（S-5C-FB）",
        quantity: 25,
        unit: "m",
        note: "共用廊下の既設配管を経由",
      },
      { name: "屋内用光ファイバーケーブル", quantity: 30, unit: "m", note: null },
    ],
    remarks: longRemark,
    issuer: {
      companyName: "株式会社ケーブルフロンティア",
      postalCode: "1540023",
      address: "東京都世田谷区若林一丁目2番3号 若林ビル5階",
      phone: "03-1234-5678",
      sealText: "ケーブルフロンティア之印",
    },
    ...overrides,
  };
}
