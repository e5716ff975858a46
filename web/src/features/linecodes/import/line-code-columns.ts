import { lineCodeFields } from "@cfx/domain/fields/linecodes";
import { importColumns } from "@/shared/import/columns";
import { CABLE_TYPES, LINE_CODE_STATUSES, LINE_KINDS } from "../line-code-words";

// The columns of the line register import, in template order. They mirror the API's
// `lineCodeColumns` (api/src/linecodes/import-rows.ts), which GraphQL does not expose: the
// header labels are the file's, the field names are what the API's row errors name.

export const LINE_CODE_IMPORT_COLUMNS = importColumns([
  { header: lineCodeFields.lineCode.label, field: "lineCode", example: "LC-2026-0001" },
  { header: "対象物件コード", field: "targetCode", example: "TA-00000001" },
  { header: "部屋番号", field: "roomNumber", example: "" },
  { header: lineCodeFields.poleNumber.label, field: "poleNumber", example: "森ケ崎 190" },
  { header: lineCodeFields.poleOwner.label, field: "poleOwner", example: "東京電力" },
  { header: lineCodeFields.cableType.label, field: "cableType", example: CABLE_TYPES[0] },
  { header: lineCodeFields.lineKind.label, field: "lineKind", example: LINE_KINDS[0] },
  { header: lineCodeFields.status.label, field: "status", example: LINE_CODE_STATUSES[0] ?? "" },
  { header: lineCodeFields.removalConsentAt.label, field: "removalConsentAt", example: "" },
  { header: lineCodeFields.notes.label, field: "notes", example: "" },
]);

export const LINE_CODE_TEMPLATE_FILE_NAME = "引込線取込テンプレート.csv";
