import { importColumns } from "@/shared/import/columns";
import { CABLE_TYPES, LINE_CODE_STATUSES, LINE_KINDS } from "../line-code-words";

// The columns of the line register import, in template order. They mirror the API's
// `lineCodeColumns` (api/src/linecodes/import-rows.ts), which GraphQL does not expose: the
// header labels are the file's, the field names are what the API's row errors name.

export const LINE_CODE_IMPORT_COLUMNS = importColumns([
  { header: "引込線コード", field: "lineCode", example: "LC-2026-0001" },
  { header: "対象物件コード", field: "targetCode", example: "TA-00000001" },
  { header: "部屋番号", field: "roomNumber", example: "" },
  { header: "電柱番号", field: "poleNumber", example: "森ケ崎 190" },
  { header: "電柱所有者", field: "poleOwner", example: "東京電力" },
  { header: "ケーブル種別", field: "cableType", example: CABLE_TYPES[0] },
  { header: "回線種別", field: "lineKind", example: LINE_KINDS[0] },
  { header: "状態", field: "status", example: LINE_CODE_STATUSES[0] ?? "" },
  { header: "撤去承諾日", field: "removalConsentAt", example: "" },
  { header: "備考", field: "notes", example: "" },
]);

export const LINE_CODE_TEMPLATE_FILE_NAME = "引込線取込テンプレート.csv";
