import type { FastifyInstance } from "fastify";
import { inArray } from "drizzle-orm";
import { codeOf } from "@cfx/domain/codes";
import { namesById, registerExport, resourceExport } from "../platform/export";
import { toRecord, type Resource } from "../platform/resource";
import { targetDetails, targets } from "../targets/tables";
import type { lineCodes } from "./tables";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";
import { fieldColumns } from "../platform/csv/field-columns";

const line = fieldColumns(lineCodeFields);

/**
 * GET /export/line-codes: 引込線一覧 as CSV with the list's filters and sort, each line with its
 * target by code and name and its unit by room number (what a register on paper shows).
 */
export function registerLineCodeExport(app: FastifyInstance, resource: Resource<typeof lineCodes>) {
  registerExport(app, {
    ...resourceExport(resource, {
      name: "line-codes",
      fileName: "引込線一覧",
      columns: [
        line("lineCode"),
        { header: "対象物件コード", field: "targetCode" },
        { header: "物件名", field: "targetName" },
        { header: "部屋番号", field: "roomNumber" },
        line("poleNumber"),
        line("poleOwner"),
        line("cableType"),
        line("lineKind"),
        line("status"),
        line("removalConsentAt"),
        line("removedAt"),
        { header: "撤去工事コード", field: "constructionCode" },
        line("notes"),
        { header: "更新日時", field: "updatedAt" },
      ],
    }),
    load: async (ex, rows) => {
      const records = rows.map((row) => toRecord(resource, row));
      const detailIds = [
        ...new Set(rows.map((r) => r.targetDetailId).filter((id): id is number => id !== null)),
      ];
      const [targetNames, rooms] = await Promise.all([
        namesById(
          ex,
          targets,
          rows.map((r) => r.targetId),
        ),
        detailIds.length
          ? ex
              .select({ id: targetDetails.id, roomNumber: targetDetails.roomNumber })
              .from(targetDetails)
              .where(inArray(targetDetails.id, detailIds))
          : Promise.resolve([]),
      ]);
      const roomById = new Map<number | null, string>(rooms.map((r) => [r.id, r.roomNumber ?? ""]));
      for (const r of records) {
        const targetId = r.targetId;
        r.targetCode = targetId ? codeOf("target", targetId) : "";
        r.targetName = targetId ? (targetNames.get(targetId) ?? "") : "";
        r.roomNumber = roomById.get(r.targetDetailId) ?? "";
        r.constructionCode = r.constructionId ? codeOf("construction", r.constructionId) : "";
      }
      return records;
    },
  });
}
