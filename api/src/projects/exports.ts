import type { FastifyInstance } from "fastify";
import { matterStatusLabels } from "@cfx/domain/enumerations";
import { projectFields } from "@cfx/domain/fields/projects";
import { clients, jobCategories } from "../masters/tables";
import { namesById, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import { users } from "../users/tables";
import type { projects } from "./tables";
import { decorateProjects } from "./workflow";
import { fieldColumns } from "../platform/csv/field-columns";

const project = fieldColumns(projectFields);

/**
 * GET /export/projects: the project list as CSV with the list's filters and sort, names instead
 * of ids, and the matter counts by status the list shows as its progress bar.
 */
export function registerProjectExport(app: FastifyInstance, resource: Resource<typeof projects>) {
  registerExport(app, {
    ...resourceExport(resource, {
      name: "projects",
      fileName: "プロジェクト一覧",
      columns: [
        { header: "プロジェクトコード", field: "code" },
        project("name"),
        { header: "発注元", field: "clientName" },
        { header: "業務区分", field: "jobCategoryName" },
        project("workType"),
        project("startDate"),
        project("endDate"),
        { header: "責任者", field: "managerName" },
        project("status"),
        { header: "案件数", field: "matterTotal" },
        { header: "案件の状態別件数", field: "matterBreakdown" },
        project("notes"),
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
    load: async (ex, rows, request) => {
      const records = rows.map((row) => toRecord(resource, row));
      await decorateProjects(records, ex, request);
      const [clientNames, categoryNames, userNames] = await Promise.all([
        namesById(
          ex,
          clients,
          rows.map((r) => r.clientId),
        ),
        namesById(
          ex,
          jobCategories,
          rows.map((r) => r.jobCategoryId),
        ),
        namesById(
          ex,
          users,
          rows.map((r) => r.managerUserId),
        ),
      ]);
      for (const r of records) {
        const counts = r.matterCounts as { status: number; count: number }[];
        r.clientName = clientNames.get(r.clientId) ?? "";
        r.jobCategoryName = categoryNames.get(r.jobCategoryId) ?? "";
        r.managerName = userNames.get(r.managerUserId) ?? "";
        r.matterTotal = counts.reduce((n, c) => n + c.count, 0);
        r.matterBreakdown = counts
          .map(
            (c) => `${matterStatusLabels[c.status as keyof typeof matterStatusLabels]} ${c.count}`,
          )
          .join("、");
      }
      return records;
    },
  });
}
