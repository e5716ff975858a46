import type { FastifyInstance } from "fastify";
import { constructionStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { associateCompanies, teams } from "../masters/tables";
import { labelColumn, namesById, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import { matterNames, unknownMatter } from "../projects/matter-names";
import { users } from "../users/tables";
import type { constructions } from "./tables";

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
        labelColumn("工事状態", "status", constructionStatusLabels),
        labelColumn("工事種別", "workType", workTypeLabels),
        { header: "案件コード", field: "matterCode" },
        { header: "プロジェクト", field: "projectName" },
        { header: "対象物件コード", field: "targetCode" },
        { header: "物件名", field: "targetName" },
        { header: "協力会社", field: "companyName" },
        { header: "班", field: "teamName" },
        { header: "工事予定日", field: "scheduledDate" },
        { header: "時間帯", field: "slot" },
        { header: "指示日時", field: "instructedAt" },
        { header: "指示者", field: "instructedByName" },
        { header: "完了日時", field: "completedAt" },
        { header: "施工結果メモ", field: "resultNotes" },
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
