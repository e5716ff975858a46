// /relation/update/projects: many targets added to a project as matters.
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { getActive, insertRecord, type Row } from "../platform/crud";
import { badRequest, notFound } from "../platform/errors";
import { DateOnly, errorResponses } from "../platform/schemas";
import { Code, mapDbError, Opt, Ref, present } from "../platform/resource";
import { targets } from "../targets/tables";
import { workTypes } from "./domain";
import { matters, projects } from "./tables";
import { checkMatterTargets } from "./workflow";
import { matterResource, MatterRecord } from "./resources";

export function registerProjectMatters(app: FastifyInstance) {
  app.post(
    "/relation/update/projects",
    {
      onRequest: requireFlag("targetEdit"),
      schema: {
        tags: ["projects"],
        summary: "プロジェクトへの案件追加（複数の対象物件を案件として登録）",
        description:
          "既に同じプロジェクトにある対象物件は飛ばす。存在しない対象物件が1件でもあれば何も登録せず 400。",
        body: Type.Object({
          projectId: Ref("プロジェクトID"),
          targetIds: Type.Array(Ref("対象物件ID"), {
            minItems: 1,
            maxItems: 5000,
            uniqueItems: true,
          }),
          workType: Type.Optional(
            Code(workTypes, "新しい案件の工事種別（省略時はプロジェクトの工事種別）"),
          ),
          assigneeUserId: Opt(Ref("担当者ユーザーID")),
          dueDate: Opt(DateOnly),
        }),
        response: {
          200: Type.Object({
            created: Type.Array(MatterRecord, { description: "作成した案件" }),
            skippedTargetIds: Type.Array(Type.Integer(), {
              description: "既に登録済みで飛ばした対象物件ID",
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as {
        projectId: number;
        targetIds: number[];
        workType?: number;
        assigneeUserId?: number | null;
        dueDate?: string | null;
      };
      const result = await app.db
        .transaction(async (tx) => {
          const project = await getActive(tx, projects, body.projectId).catch(() => {
            throw notFound("projectId", "指定されたプロジェクトが存在しません");
          });
          const found = await tx
            .select({ id: targets.id })
            .from(targets)
            .where(and(inArray(targets.id, body.targetIds), isNull(targets.deletedAt)));
          const foundIds = new Set(found.map((t) => t.id));
          const missing = body.targetIds.filter((id) => !foundIds.has(id));
          if (missing.length)
            throw badRequest({
              targetIds: [`存在しない対象物件があります: ${missing.join(", ")}`],
            });
          await checkMatterTargets(tx, project, body.targetIds, "targetIds");
          const existing = await tx
            .select({ targetId: matters.targetId })
            .from(matters)
            .where(
              and(
                eq(matters.projectId, project.id),
                inArray(matters.targetId, body.targetIds),
                isNull(matters.deletedAt),
              ),
            );
          const skip = new Set(existing.map((m) => m.targetId));
          const created: Row<typeof matters>[] = [];
          for (const targetId of body.targetIds) {
            if (skip.has(targetId)) continue;
            created.push(
              await insertRecord(
                tx,
                matters,
                {
                  projectId: project.id,
                  targetId,
                  workType: body.workType ?? project.workType,
                  status: 1,
                  assigneeUserId: body.assigneeUserId ?? null,
                  dueDate: body.dueDate ?? null,
                },
                request.user.id,
              ),
            );
          }
          return { created, skippedTargetIds: [...skip] };
        })
        .catch((e) => mapDbError(e, matters));
      return {
        created: await present(matterResource, result.created, app.db, request),
        skippedTargetIds: result.skippedTargetIds,
      };
    },
  );
}
