import type { FastifyInstance } from "fastify";
import { labelColumn, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import {
  contactMethodLabels,
  customerTypeLabels,
  genderLabels,
  ownershipLabels,
  targetTypeLabels,
} from "@cfx/domain/enumerations";
import { decorateTargets, targetExportSortable } from "./search";
import type { customers, targets } from "./tables";

/**
 * GET /export/targets: the target list as CSV with the list's filters and sorts (the web list's
 * ExportButton, `/export/targets.csv` through the gateway), its open matters counted as on screen.
 */
export function registerTargetExport(app: FastifyInstance, resource: Resource<typeof targets>) {
  registerExport(app, {
    ...resourceExport(resource, {
      name: "targets",
      fileName: "対象物件一覧",
      columns: [
        { header: "対象物件コード", field: "code" },
        labelColumn("物件種別", "targetType", targetTypeLabels),
        { header: "物件名", field: "name" },
        { header: "物件名カナ", field: "nameKana" },
        { header: "郵便番号", field: "postalCode" },
        { header: "都道府県", field: "prefecture" },
        { header: "市区町村", field: "city" },
        { header: "町域", field: "town" },
        { header: "番地", field: "street" },
        { header: "建物名", field: "building" },
        { header: "緯度", field: "latitude" },
        { header: "経度", field: "longitude" },
        { header: "電柱番号", field: "poleNumber" },
        { header: "電柱所有者", field: "poleOwner" },
        { header: "発注元ID", field: "clientId" },
        { header: "総戸数", field: "totalUnits" },
        { header: "未完了案件数", field: "openMatterCount" },
        { header: "備考", field: "notes" },
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
    sortable: targetExportSortable,
    load: async (ex, rows, request) => {
      const records = rows.map((row) => toRecord(resource, row));
      await decorateTargets(records, ex, request);
      return records;
    },
  });
}

/**
 * GET /export/customers: the customer list as CSV; contact details are empty without matterRead,
 * exactly as in the list (docs/DOMAIN.md: "audit rows and exports included").
 */
export function registerCustomerExport(app: FastifyInstance, resource: Resource<typeof customers>) {
  registerExport(
    app,
    resourceExport(resource, {
      name: "customers",
      fileName: "顧客一覧",
      columns: [
        { header: "顧客コード", field: "code" },
        { header: "対象詳細ID", field: "targetDetailId" },
        labelColumn("顧客種別", "customerType", customerTypeLabels),
        { header: "氏名", field: "name" },
        { header: "氏名カナ", field: "nameKana" },
        labelColumn("性別", "gender", genderLabels),
        { header: "電話番号", field: "phone" },
        { header: "携帯電話番号", field: "mobile" },
        { header: "メールアドレス", field: "email" },
        { header: "郵便番号", field: "postalCode" },
        { header: "住所", field: "address" },
        labelColumn("受信方法", "contactMethod", contactMethodLabels),
        labelColumn("所有形態", "ownership", ownershipLabels),
        { header: "備考", field: "notes" },
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
  );
}
