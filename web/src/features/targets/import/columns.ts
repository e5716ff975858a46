// The columns of the target import file, in template order. They mirror the API's
// `targetColumns` (api/src/targets/import/target-rows.ts), which GraphQL does not expose: the header
// labels are the file's, the field names are what the API's row errors name.

import { targetTypeLabels } from "@cfx/domain/enumerations";
import { importColumns } from "@/shared/import/columns";

export const TARGET_IMPORT_COLUMNS = importColumns([
  { header: "物件種別", field: "targetType", example: targetTypeLabels[2] },
  { header: "物件名", field: "name", example: "髙橋様邸" },
  { header: "物件名カナ", field: "nameKana", example: "タカハシサマテイ" },
  { header: "郵便番号", field: "postalCode", example: "1430013" },
  { header: "都道府県", field: "prefecture", example: "東京都" },
  { header: "市区町村", field: "city", example: "大田区" },
  { header: "町域", field: "town", example: "大森南" },
  { header: "番地", field: "street", example: "1-2-3" },
  { header: "建物名", field: "building", example: "" },
  { header: "緯度", field: "latitude", example: "35.560000" },
  { header: "経度", field: "longitude", example: "139.750000" },
  { header: "電柱番号", field: "poleNumber", example: "" },
  { header: "電柱所有者", field: "poleOwner", example: "" },
  // A client's name or its id (the page lists both); 発注元ID is the earlier template's header.
  { header: "発注元", field: "clientId", example: "", aliases: ["発注元ID"] },
  { header: "総戸数", field: "totalUnits", example: "1" },
  { header: "備考", field: "notes", example: "" },
]);

export const TARGET_TEMPLATE_FILE_NAME = "対象物件取込テンプレート.csv";
