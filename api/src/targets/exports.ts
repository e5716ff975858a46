import type { FastifyInstance } from "fastify";
import { registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import { customerFields, targetFields } from "@cfx/domain/fields/targets";
import { fieldColumns } from "../platform/csv/field-columns";
import { decorateTargets, targetExportSortable } from "./search";
import type { customers, targets } from "./tables";

const target = fieldColumns(targetFields);
const customer = fieldColumns(customerFields);

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
        target("targetType"),
        target("name"),
        target("nameKana"),
        target("postalCode"),
        target("prefecture"),
        target("city"),
        target("town"),
        target("street"),
        target("building"),
        target("latitude"),
        target("longitude"),
        target("poleNumber"),
        target("poleOwner"),
        { header: "発注元ID", field: "clientId" },
        target("totalUnits"),
        { header: "未完了案件数", field: "openMatterCount" },
        target("notes"),
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
        customer("customerType"),
        customer("name"),
        customer("nameKana"),
        customer("gender"),
        customer("phone"),
        customer("mobile"),
        customer("email"),
        customer("postalCode"),
        customer("address"),
        customer("contactMethod"),
        customer("ownership"),
        customer("notes"),
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
  );
}
