import type { FastifyInstance } from "fastify";
import { inArray } from "drizzle-orm";
import { displayCode } from "@cfx/domain/codes";
import { completeReasonLabels, negotiationStatusLabels } from "@cfx/domain/enumerations";
import { labelColumn, namesById, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource, type Values } from "../platform/resource";
import { matters, projects } from "../projects/tables";
import { customers, targets } from "../targets/tables";
import { users } from "../users/tables";
import { decorateNegotiations } from "./workflow";
import type { negotiations } from "./tables";

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
        labelColumn("状態", "negotiationStatusId", negotiationStatusLabels),
        labelColumn("完了理由", "completeReason", completeReasonLabels),
        { header: "案件コード", field: "matterCode" },
        { header: "プロジェクト", field: "projectName" },
        { header: "対象物件コード", field: "targetCode" },
        { header: "物件名", field: "targetName" },
        { header: "顧客名", field: "customerName" },
        { header: "交渉担当", field: "assigneeName" },
        { header: "訪問予定", field: "scheduledAt" },
        { header: "完了日時", field: "completedAt" },
        { header: "備考", field: "notes" },
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
    load: async (ex, rows, request) => {
      const records: Values[] = rows.map((row) => toRecord(resource, row));
      await decorateNegotiations(records, ex, request);
      const matterIds = [...new Set(rows.map((r) => r.matterId))];
      const matterRows = matterIds.length
        ? await ex
            .select({ id: matters.id, projectId: matters.projectId, targetId: matters.targetId })
            .from(matters)
            .where(inArray(matters.id, matterIds))
        : [];
      const matterOf = new Map(matterRows.map((m) => [m.id, m]));
      const [projectNames, targetNames, customerNames, userNames] = await Promise.all([
        namesById(
          ex,
          projects,
          matterRows.map((m) => m.projectId),
        ),
        namesById(
          ex,
          targets,
          matterRows.map((m) => m.targetId),
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
        const matter = matterOf.get(r.matterId as number);
        r.matterCode = displayCode("MT", String(r.matterId));
        r.projectName = matter ? (projectNames.get(matter.projectId) ?? "") : "";
        r.targetCode = matter ? displayCode("TA", String(matter.targetId)) : "";
        r.targetName = matter ? (targetNames.get(matter.targetId) ?? "") : "";
        r.customerName = customerNames.get(r.customerId as number) ?? "";
        r.assigneeName = userNames.get(r.assigneeUserId as number) ?? "";
      }
      return records;
    },
  });
}
