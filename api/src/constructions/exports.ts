import type { FastifyInstance } from "fastify";
import { constructionStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { labelColumn, registerExport, resourceExport } from "../platform/export";
import type { Resource } from "../platform/resource";
import type { constructions } from "./tables";

/** GET /export/constructions: the construction list as CSV (a 工事担当 gets its company's only). */
export function registerConstructionExport(
  app: FastifyInstance,
  resource: Resource<typeof constructions>,
) {
  registerExport(
    app,
    resourceExport(resource, {
      name: "constructions",
      fileName: "工事一覧",
      columns: [
        { header: "工事コード", field: "code" },
        { header: "案件ID", field: "matterId" },
        labelColumn("工事種別", "workType", workTypeLabels),
        labelColumn("工事状態", "status", constructionStatusLabels),
        { header: "協力会社ID", field: "associateCompanyId" },
        { header: "班ID", field: "teamId" },
        { header: "工事予定日", field: "scheduledDate" },
        { header: "時間帯", field: "slot" },
        { header: "指示日時", field: "instructedAt" },
        { header: "完了日時", field: "completedAt" },
        { header: "施工結果メモ", field: "resultNotes" },
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
  );
}
