import type { FastifyInstance } from "fastify";
import { negotiationStatusLabels } from "@cfx/domain/enumerations";
import { negotiationFields } from "@cfx/domain/fields/negotiations";
import { namesById, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import { matterNames, unknownMatter } from "../projects/matter-names";
import { customers } from "../targets/tables";
import { users } from "../users/tables";
import { decorateNegotiations } from "./workflow";
import type { negotiations } from "./tables";
import { fieldColumns } from "../platform/csv/field-columns";

const negotiation = fieldColumns(negotiationFields);

/**
 * GET /export/negotiations: the negotiation list as CSV with the list's filters and sort, each
 * row with its matter, project, target, customer and negotiator by name.
 */
export function registerNegotiationExport(
  app: FastifyInstance,
  resource: Resource<typeof negotiations>,
) {
  registerExport(app, {
    ...resourceExport(resource, {
      name: "negotiations",
      fileName: "交渉一覧",
      columns: [
        { header: "交渉コード", field: "code" },
        negotiation("negotiationStatusId", negotiationStatusLabels),
        negotiation("completeReason"),
        { header: "案件コード", field: "matterCode" },
        { header: "プロジェクト", field: "projectName" },
        { header: "対象物件コード", field: "targetCode" },
        { header: "物件名", field: "targetName" },
        { header: "顧客名", field: "customerName" },
        { header: "交渉担当", field: "assigneeName" },
        negotiation("scheduledAt"),
        negotiation("completedAt"),
        negotiation("notes"),
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
    load: async (ex, rows, request) => {
      const records = rows.map((row) => toRecord(resource, row));
      await decorateNegotiations(records, ex, request);
      const [names, customerNames, userNames] = await Promise.all([
        matterNames(
          ex,
          rows.map((r) => r.matterId),
        ),
        namesById(
          ex,
          customers,
          rows.map((r) => r.customerId),
        ),
        namesById(
          ex,
          users,
          rows.map((r) => r.assigneeUserId),
        ),
      ]);
      for (const r of records) {
        Object.assign(r, names.get(r.matterId) ?? unknownMatter(r.matterId));
        r.customerName = customerNames.get(r.customerId) ?? "";
        r.assigneeName = userNames.get(r.assigneeUserId) ?? "";
      }
      return records;
    },
  });
}
