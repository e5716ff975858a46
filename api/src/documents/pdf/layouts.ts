import type { DocumentData, DocumentType } from "../document-data";
import type { SectionKind } from "./sections";
import { joinWide } from "./text-wrap";

/** What makes one of the eight documents its own form: its wording and its blocks, in order. */
export interface DocumentLayout {
  /** The opening sentence under the addressee (依頼, 契約, 申込, 確認, ご案内 or 承諾). */
  lead: string;
  sections: SectionKind[];
  /** What the booked date means on this form, when it is not 工事予定日. */
  dateLabel?: string;
  /** Points a surveyor checks on site (check sheets). */
  checklist?: string[];
  /** What the customer declares above their signature (contract and consent forms). */
  signature?: string;
  /** Explanatory paragraphs (解約のご案内). */
  guidance?: (data: DocumentData) => { heading: string; body: string }[];
}

const contractSections: SectionKind[] = ["facts", "items", "remarks", "signature"];

export const documentLayouts: Record<DocumentType, DocumentLayout> = {
  1: {
    // Addressed to the customer (#37.13): our notice of the work they agreed to, not an order to a
    // contractor.
    lead: "このたびは光化工事にご協力いただき、誠にありがとうございます。下記のとおり工事を実施いたしますので、内容をご確認くださいますようお願い申し上げます。",
    sections: ["request", "facts", "items", "remarks"],
  },
  2: {
    lead: "お客様（建物所有者）と当社は、下記の建物への端末設備の設置および維持管理について、次のとおり契約を締結いたします。",
    sections: contractSections,
    signature:
      "上記の内容を承諾し、端末設備の設置および維持管理について契約いたします。設備の所有権は当社に帰属し、撤去の際は当社の負担にて原状に復します。",
  },
  3: {
    lead: "下記のとおり光回線サービスへの加入を申し込みます。お申し込み内容をご確認のうえ、ご署名・ご捺印をお願いいたします。",
    sections: contractSections,
    signature: "上記の内容にて光回線サービスへの加入を申し込みます。",
  },
  4: {
    lead: "工事に先立ち、下記の物件にて現地の状況を確認いたします。確認結果は工事の計画に用います。",
    sections: ["facts", "checklist", "items", "remarks"],
    checklist: [
      "宅内配線の経路（既存配管・壁内の通線可否）",
      "機器の設置場所と設置方法",
      "電源（コンセント）の有無と位置",
      "壁面・床への穴あけの要否と承諾",
      "作業車両の駐車場所",
      "当日の立会い者（氏名・続柄）",
    ],
  },
  5: {
    lead: "BS4K/8K放送の受信に必要な工事について、下記の内容を確認いたしました。内容をご確認のうえ、ご署名をお願いいたします。",
    sections: contractSections,
    signature: "上記の工事内容および工事後の受信状態を確認しました。",
  },
  6: {
    lead: "電話サービスの切り替えに先立ち、下記の項目をお客様と確認いたします。",
    sections: ["facts", "checklist", "items", "remarks"],
    checklist: [
      "現在の電話番号を継続して利用するか",
      "番号ポータビリティ（他社からの番号移行）の手続きの要否",
      "宅内で使用している電話機の台数と設置場所",
      "FAX・ホームセキュリティ等の接続機器の有無",
      "停電時は通話できないことの説明",
    ],
  },
  7: {
    lead: "平素より格別のご愛顧を賜り、誠にありがとうございます。ご解約のお手続きについて、下記のとおりご案内いたします。",
    sections: ["facts", "guidance", "items", "remarks"],
    dateLabel: "機器回収予定日",
    guidance: (data) => [
      {
        heading: "解約のお手続き",
        body: "解約をご希望の日の前日までに、下記お問い合わせ先へお電話ください。解約日は機器の回収が完了した日となります。月の途中で解約された場合も、その月の利用料は日割りいたしません。",
      },
      {
        heading: "機器の返却",
        body: "当社が貸し出している機器（明細に記載）は、係員が回収に伺います。回収日時はお電話にて調整いたします。機器に破損や紛失がある場合は、所定の費用をご負担いただくことがあります。",
      },
      {
        heading: "お問い合わせ先",
        body: `${joinWide(data.issuer.companyName, `TEL ${data.issuer.phone}`)}（受付時間 平日9:00〜18:00）\nお問い合わせの際は、文書番号 ${data.negotiationCode} をお伝えください。`,
      },
    ],
  },
  8: {
    lead: "光化工事に伴い不要となる下記の引込線等の設備を撤去いたしたく、ご承諾をお願い申し上げます。工事後は当社の負担にて原状に復します。",
    sections: contractSections,
    dateLabel: "撤去工事予定日",
    signature: "上記の設備の撤去工事の実施を承諾します。",
  },
};
