import type { DocumentData } from "../document-data";
import { drawHeading, drawParagraph } from "./blocks";
import { formatEraAndWesternDate } from "./era-date";
import type { DocumentLayout } from "./layouts";
import type { PageFlow } from "./page-flow";
import { drawSignatureBlock } from "./signature-block";
import { drawTable } from "./table";
import { joinWide } from "./text-wrap";

/** The blocks a layout is made of, drawn in the order the layout lists them. */
export type SectionKind =
  "request" | "facts" | "items" | "checklist" | "guidance" | "remarks" | "signature";

const labelledColumns = [{ share: 1, label: true }, { share: 3.6 }];
/** Two label/value pairs a row; a row of one pair stretches its value over the second pair. */
const pairedColumns = [
  { share: 1, label: true },
  { share: 2.2 },
  { share: 1, label: true },
  { share: 2.2 },
];

export function drawSection(
  flow: PageFlow,
  kind: SectionKind,
  data: DocumentData,
  layout: DocumentLayout,
): void {
  switch (kind) {
    case "request":
      drawHeading(flow, "工事の内容");
      return drawTable(flow, { columns: labelledColumns, rows: requestRows(data) });
    case "facts":
      drawHeading(flow, "物件・工事の情報");
      return drawTable(flow, { columns: pairedColumns, rows: factRows(data, layout) });
    case "items":
      drawHeading(flow, "明細");
      return drawTable(flow, {
        columns: [
          { share: 0.4, align: "center" },
          { share: 3 },
          { share: 0.8, align: "right" },
          { share: 0.7, align: "center" },
          { share: 2.2 },
        ],
        header: ["No.", "品目", "数量", "単位", "備考"],
        rows: itemRows(data),
      });
    case "checklist":
      drawHeading(flow, "確認項目");
      drawTable(flow, {
        columns: [{ share: 3 }, { share: 1.5, align: "center" }, { share: 2 }],
        header: ["確認項目", "確認結果", "特記事項"],
        rows: (layout.checklist ?? []).map((point, i) => [
          `${i + 1}. ${point}`,
          "□ はい　□ いいえ",
          "",
        ]),
      });
      flow.y -= 6;
      return drawTable(flow, {
        columns: pairedColumns,
        rows: [["確認日", "　　　　年　　月　　日", "確認者", ""]],
      });
    case "guidance":
      for (const { heading, body } of layout.guidance?.(data) ?? []) {
        drawHeading(flow, heading);
        drawParagraph(flow, body, { size: 9.5, indent: 12 });
      }
      return;
    case "remarks":
      flow.y -= 8;
      return drawTable(flow, {
        columns: [{ share: 1 }],
        header: ["備考"],
        rows: [[data.remarks ?? ""]],
        minLines: 3,
        flowRows: true,
      });
    case "signature":
      return drawSignatureBlock(flow, layout.signature ?? "上記の内容を承諾します。");
  }
}

/** 令和8年12月3日（2026/12/03） and the slot (午前), or 未定 when nothing is booked yet. */
export function constructionWhen(data: DocumentData): string {
  const { date, slot } = data.construction;
  if (!date) return slot ? `未定（${slot}）` : "未定";
  return slot ? joinWide(formatEraAndWesternDate(date), slot) : formatEraAndWesternDate(date);
}

function placeOf(data: DocumentData): string {
  const { address, roomNumber } = data.target;
  return roomNumber ? joinWide(address, roomNumber) : address;
}

function requestRows(data: DocumentData): string[][] {
  return [
    ["工事内容", `${data.workTypeLabel}の光化工事`],
    ["工事予定日時", constructionWhen(data)],
    ["工事場所", placeOf(data)],
    [
      "お願い",
      "工事当日はお立会いをお願いいたします。ご都合が悪くなった場合は、お手数ですが下記の連絡先までご連絡ください。",
    ],
    ["連絡先", joinWide(data.issuer.companyName, `TEL ${data.issuer.phone}`)],
  ];
}

function factRows(data: DocumentData, layout: DocumentLayout): string[][] {
  const { target, customer } = data;
  const customerName = customer ? joinWide(customer.code, customer.name) : "";
  return [
    ["案件番号", data.matterCode, "工事種別", data.workTypeLabel],
    ["プロジェクト", data.projectName],
    ["対象物件", joinWide(target.code, target.name), "電柱番号", target.poleNumber ?? "—"],
    ["所在地", placeOf(data)],
    ...(customer ? [["お客様", customerName, "連絡先", customer.phone ?? "—"]] : []),
    [layout.dateLabel ?? "工事予定日", constructionWhen(data)],
  ];
}

function itemRows(data: DocumentData): string[][] {
  if (data.items.length === 0) return [["", "（明細なし）", "", "", ""]];
  return data.items.map((item, i) => [
    String(i + 1),
    item.name,
    item.quantity.toLocaleString("ja-JP"),
    item.unit ?? "",
    item.note ?? "",
  ]);
}
