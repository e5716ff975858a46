// GET /dashboard: counts for the home page, in a constant number of queries.
import type { FastifyInstance } from "fastify";
import { and, count, eq, gte, isNull, lt, ne } from "drizzle-orm";
import { Type } from "typebox";
import { constructionScope } from "../constructions/routes";
import { constructions } from "../constructions/tables";
import { NEGOTIATION_DONE } from "../negotiations/domain";
import { negotiations } from "../negotiations/tables";
import { errorResponses } from "../platform/schemas";
import { matters } from "../projects/tables";
import { targets } from "../targets/tables";

const ByStatus = Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer() }));

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary: "ダッシュボードの集計",
        description:
          "案件・工事の状態別件数、対象物件数、自分の未完了交渉と今日の訪問予定。工事担当は自社の工事だけを数える。",
        response: {
          200: Type.Object({
            targets: Type.Integer({ description: "対象物件数" }),
            mattersByStatus: ByStatus,
            constructionsByStatus: ByStatus,
            myOpenNegotiations: Type.Integer({ description: "自分が担当の未完了の交渉" }),
            negotiationsToday: Type.Integer({ description: "今日（日本時間）の訪問予定" }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const db = app.db;
      const jstMidnight = new Date(
        Math.floor((Date.now() + 9 * 3_600_000) / 86_400_000) * 86_400_000 - 9 * 3_600_000,
      );
      const tomorrow = new Date(jstMidnight.getTime() + 86_400_000);
      const [[t], ms, cs, [mine], [today]] = await Promise.all([
        db.select({ n: count() }).from(targets).where(isNull(targets.deletedAt)),
        db
          .select({ status: matters.status, count: count() })
          .from(matters)
          .where(isNull(matters.deletedAt))
          .groupBy(matters.status)
          .orderBy(matters.status),
        db
          .select({ status: constructions.status, count: count() })
          .from(constructions)
          .where(and(isNull(constructions.deletedAt), constructionScope(request)))
          .groupBy(constructions.status)
          .orderBy(constructions.status),
        db
          .select({ n: count() })
          .from(negotiations)
          .where(
            and(
              isNull(negotiations.deletedAt),
              eq(negotiations.assigneeUserId, request.user.id),
              ne(negotiations.negotiationStatusId, NEGOTIATION_DONE),
            ),
          ),
        db
          .select({ n: count() })
          .from(negotiations)
          .where(
            and(
              isNull(negotiations.deletedAt),
              gte(negotiations.scheduledAt, jstMidnight),
              lt(negotiations.scheduledAt, tomorrow),
            ),
          ),
      ]);
      return {
        targets: Number(t?.n ?? 0),
        mattersByStatus: ms.map((r) => ({ status: r.status, count: Number(r.count) })),
        constructionsByStatus: cs.map((r) => ({ status: r.status, count: Number(r.count) })),
        myOpenNegotiations: Number(mine?.n ?? 0),
        negotiationsToday: Number(today?.n ?? 0),
      };
    },
  );
}
