// /basis/construction-generate: waiting constructions for the matters whose negotiation agreed.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { insertRecord, type Row } from "../platform/crud";
import { afterConstruction, constructionRefusal } from "./workflow";
import { badRequest } from "../platform/errors";
import { errorResponses } from "../platform/schemas";
import { workTypeDefaults } from "../projects/domain";
import { matters } from "../projects/tables";
import { checkVisibleAfterWrite, mapDbError, Ref, present } from "../platform/resource";
import { CN } from "./domain";
import { constructionEntries, constructions } from "./tables";
import { constructionFields, constructionResource } from "./resource";

export function registerConstructionGenerate(app: FastifyInstance) {
  const ConstructionRecord = Type.Object(
    { id: Type.Integer(), version: Type.Integer(), code: Type.String(), ...constructionFields },
    { additionalProperties: true },
  );

  const generate = {
    onRequest: requireFlag("constructionEdit"),
    schema: {
      tags: ["constructions"],
      summary: "工事の生成（交渉が合意で完了した案件に、指示待ちの工事を作る）",
      description:
        "projectId または matterIds で対象を絞る。合意の案件（工事が中止された工事手配中の案件も）で最新の交渉が合意のものだけに作り、他（未合意・保留中・工事が既にある）は飛ばす。工事種別の既定品目で明細を1件作り、案件を工事手配中にする。",
      body: Type.Object({
        projectId: Type.Optional(Ref("プロジェクトID")),
        matterIds: Type.Optional(
          Type.Array(Ref("案件ID"), { minItems: 1, maxItems: 5000, uniqueItems: true }),
        ),
      }),
      response: {
        200: Type.Object({
          created: Type.Array(ConstructionRecord, { description: "作成した工事" }),
          skippedMatterIds: Type.Array(Type.Integer(), {
            description: "合意していない、保留中、または工事が既にある案件",
          }),
        }),
        ...errorResponses,
      },
    },
  };
  const generateHandler = async (request: FastifyRequest) => {
    const body = request.body as { projectId?: number; matterIds?: number[] };
    if (!body.projectId && !body.matterIds)
      throw badRequest({ matterIds: ["プロジェクトか案件を指定してください"] });
    const actor = request.user.id;
    const result = await app.db
      .transaction(async (tx) => {
        const candidates = await tx
          .select()
          .from(matters)
          .where(
            and(
              isNull(matters.deletedAt),
              body.projectId ? eq(matters.projectId, body.projectId) : undefined,
              body.matterIds ? inArray(matters.id, body.matterIds) : undefined,
            ),
          )
          .orderBy(matters.id)
          .for("update");
        const created: Row<typeof constructions>[] = [];
        const skipped: number[] = [];
        for (const m of candidates) {
          // The same rule as creating one construction by hand.
          if (await constructionRefusal(tx, m)) {
            skipped.push(m.id);
            continue;
          }
          const c = await insertRecord(
            tx,
            constructions,
            { matterId: m.id, workType: m.workType, status: CN.waiting },
            actor,
          );
          // A generated construction is not dispatched to any company yet: a 工事担当 would
          // create rows outside its scope (and see them in the answer), so it is refused
          // (403, rolled back) whenever there is something to create.
          await checkVisibleAfterWrite(tx, constructionResource, c.id, request);
          await insertRecord(
            tx,
            constructionEntries,
            {
              constructionId: c.id,
              item: workTypeDefaults[m.workType as 1 | 2 | 3 | 4].label,
              quantity: 1,
            },
            actor,
          );
          await afterConstruction(tx, undefined, c, actor);
          created.push(c);
        }
        const found = new Set(candidates.map((m) => m.id));
        for (const id of body.matterIds ?? []) if (!found.has(id)) skipped.push(id);
        return { created, skipped };
      })
      .catch((e) => mapDbError(e, constructions));
    return {
      created: await present(constructionResource, result.created, app.db, request),
      skippedMatterIds: result.skipped,
    };
  };
  // The spec's path, and the earlier one kept as an alias.
  app.post("/basis/construction-generate", generate, generateHandler);
  app.post(
    "/construction-generate",
    {
      ...generate,
      schema: {
        ...generate.schema,
        summary: `${generate.schema.summary}（/basis/construction-generate の別名）`,
      },
    },
    generateHandler,
  );
}
