// /basis/matters: a project's matters, one per target.
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { Type } from "typebox";
import { getActive } from "../platform/crud";
import { badRequest } from "../platform/errors";
import { IntList, intFilter, rangeFilter, registerResource } from "../platform/resource";
import { partnerMatterScope } from "../constructions/partner-scope";
import { matters, projects } from "./tables";
import {
  checkMatterTargets,
  instructableMatter,
  handMatterStatus,
  refuseMatterDelete,
} from "./workflow";
import { OPEN_MATTER_STATUSES } from "@cfx/domain/workflows";
import { tokyoDate } from "@cfx/domain/dates";
import { matterResource } from "./resources";

export function registerMatters(app: FastifyInstance) {
  registerResource(app, {
    ...matterResource,
    filters: {
      projectId: Type.Optional(IntList("プロジェクトID")),
      targetId: Type.Optional(IntList("対象物件ID")),
      status: Type.Optional(IntList("案件状態")),
      workType: Type.Optional(IntList("工事種別")),
      assigneeUserId: Type.Optional(IntList("担当者ユーザーID")),
      dueFrom: Type.Optional(Type.String({ format: "date", description: "期限（から）" })),
      dueTo: Type.Optional(Type.String({ format: "date", description: "期限（まで）" })),
      overdue: Type.Optional(
        Type.Boolean({ description: "true: 期限切れ（期限が今日より前で、未完了の状態）" }),
      ),
      instructable: Type.Optional(
        Type.Boolean({
          description: "true: 交渉を指示できる案件（未着手・交渉中・不成立で、進行中の交渉がない）",
        }),
      ),
    },
    where: (q) => [
      q.instructable ? instructableMatter() : undefined,
      q.overdue
        ? and(lt(matters.dueDate, tokyoDate()), inArray(matters.status, [...OPEN_MATTER_STATUSES]))
        : undefined,
      intFilter(matters.projectId, q.projectId),
      intFilter(matters.targetId, q.targetId),
      intFilter(matters.status, q.status),
      intFilter(matters.workType, q.workType),
      intFilter(matters.assigneeUserId, q.assigneeUserId),
      ...rangeFilter(matters.dueDate, q.dueFrom, q.dueTo),
    ],
    sortable: {
      id: matters.id,
      status: matters.status,
      dueDate: matters.dueDate,
      projectId: matters.projectId,
      targetId: matters.targetId,
      assigneeUserId: matters.assigneeUserId,
      updatedAt: matters.updatedAt,
    },
    writeFlag: "targetEdit",
    scope: partnerMatterScope,
    beforeDelete: ({ tx, before }) => refuseMatterDelete(tx, before.id),
    prepare: async (v, { tx, before }) => {
      if (before) {
        if (v.status !== undefined) Object.assign(v, handMatterStatus(before, v.status));
        const moved = (["projectId", "targetId"] as const).filter(
          (f) => v[f] !== undefined && v[f] !== before[f],
        );
        if (moved.length && before.status !== 1)
          throw badRequest({
            [moved[0]!]: ["未着手でない案件のプロジェクト・対象物件は変更できません"],
          });
        if (moved.length) {
          const project = await getActive(tx, projects, v.projectId ?? before.projectId);
          await checkMatterTargets(tx, project, [v.targetId ?? before.targetId], "targetId");
        }
      }
      if (!before) {
        if (v.status !== undefined && v.status !== 1)
          throw badRequest({ status: ["案件は未着手で登録されます"] });
        // The create schema requires both ids; without one, the answer of a missing row.
        const { projectId, targetId } = v;
        const noProject = () => badRequest({ projectId: ["指定されたプロジェクトが存在しません"] });
        if (projectId === undefined) throw noProject();
        const project = await tx
          .select()
          .from(projects)
          .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
        if (!project[0]) throw noProject();
        if (targetId === undefined)
          throw badRequest({ targetId: ["指定された対象物件が存在しません"] });
        await checkMatterTargets(tx, project[0], [targetId], "targetId");
        v.workType ??= project[0].workType;
        const dup = await tx
          .select({ id: matters.id })
          .from(matters)
          .where(
            and(
              eq(matters.projectId, projectId),
              eq(matters.targetId, targetId),
              isNull(matters.deletedAt),
            ),
          );
        if (dup[0])
          throw badRequest({ targetId: ["この対象物件は既にプロジェクトに登録されています"] });
      }
      return v;
    },
  });
}
