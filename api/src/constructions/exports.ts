import type { FastifyInstance } from "fastify";
import { constructionFields } from "@cfx/domain/fields/constructions";
import { associateCompanies, teams } from "../masters/tables";
import { namesById, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import { matterNames, unknownMatter } from "../projects/matter-names";
import { users } from "../users/tables";
import type { constructions } from "./tables";
import { fieldColumns } from "../platform/csv/field-columns";

const construction = fieldColumns(constructionFields);

/**
 * GET /export/constructions: the construction list as CSV with the list's filters and sort (a
 * 工事担当 gets its company's only), each row with its matter, project, target, company, team
 * and dispatcher by name.
 */
export function registerConstructionExport(
  app: FastifyInstance,
  resource: Resource<typeof constructions>,
) {
  registerExport(app, {
    ...resourceExport(resource, {
      name: "constructions",
      fileName: "工事一覧",
      columns: [
        { header: "工事コード", field: "code" },
        construction("status"),
        construction("workType"),
        { header: "案件コード", field: "matterCode" },
        { header: "プロジェクト", field: "projectName" },
        { header: "対象物件コード", field: "targetCode" },
        { header: "物件名", field: "targetName" },
        { header: "協力会社", field: "companyName" },
        { header: "班", field: "teamName" },
        construction("scheduledDate"),
        construction("slot"),
        construction("instructedAt"),
        { header: "指示者", field: "instructedByName" },
        construction("completedAt"),
        construction("resultNotes"),
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
    load: async (ex, rows, _request) => {
      const records = rows.map((row) => toRecord(resource, row));
      const [names, companyNames, teamNames, userNames] = await Promise.all([
        matterNames(
          ex,
          rows.map((r) => r.matterId),
        ),
        namesById(
          ex,
          associateCompanies,
          rows.map((r) => r.associateCompanyId),
        ),
        namesById(
          ex,
          teams,
          rows.map((r) => r.teamId),
        ),
        namesById(
          ex,
          users,
          rows.map((r) => r.instructedBy),
        ),
      ]);
      for (const r of records) {
        Object.assign(r, names.get(r.matterId) ?? unknownMatter(r.matterId));
        r.companyName = companyNames.get(r.associateCompanyId) ?? "";
        r.teamName = teamNames.get(r.teamId) ?? "";
        r.instructedByName = userNames.get(r.instructedBy) ?? "";
      }
      return records;
    },
  });
}
