// The columns of the target import file, in template order. They mirror the API's
// `targetColumns` (api/src/targets/import/target-rows.ts), which GraphQL does not expose: the headers
// are the catalogue's labels (@cfx/domain/fields), as the API's and the export's are, and the field
// names are what the API's row errors name. An alias is an earlier template's header.

import { targetTypeLabels } from "@cfx/domain/enumerations";
import { targetFields } from "@cfx/domain/fields/targets";
import { importColumns } from "@/shared/import/columns";

export const TARGET_IMPORT_COLUMNS = importColumns([
  { header: targetFields.targetType.label, field: "targetType", example: targetTypeLabels[2] },
  { header: targetFields.name.label, field: "name", example: "髙橋様邸" },
  { header: targetFields.nameKana.label, field: "nameKana", example: "タカハシサマテイ" },
  { header: targetFields.postalCode.label, field: "postalCode", example: "1430013" },
  { header: targetFields.prefecture.label, field: "prefecture", example: "東京都" },
  { header: targetFields.city.label, field: "city", example: "大田区" },
  { header: targetFields.town.label, field: "town", example: "大森南", aliases: ["町域"] },
  { header: targetFields.street.label, field: "street", example: "1-2-3" },
  { header: targetFields.building.label, field: "building", example: "" },
  { header: targetFields.latitude.label, field: "latitude", example: "35.560000" },
  { header: targetFields.longitude.label, field: "longitude", example: "139.750000" },
  { header: targetFields.poleNumber.label, field: "poleNumber", example: "" },
  { header: targetFields.poleOwner.label, field: "poleOwner", example: "" },
  // A client's name or its id (the page lists both).
  { header: targetFields.clientId.label, field: "clientId", example: "", aliases: ["発注元ID"] },
  { header: targetFields.totalUnits.label, field: "totalUnits", example: "1" },
  { header: targetFields.notes.label, field: "notes", example: "" },
]);

export const TARGET_TEMPLATE_FILE_NAME = "対象物件取込テンプレート.csv";
