import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, asc, eq, gt } from "drizzle-orm";
import { Type } from "typebox";
import { hasFlag } from "../auth/hooks";
import { forbidden } from "./errors";
import { errorResponses, Id, Timestamp } from "./schemas";
import { auditLog } from "./tables";
import type { Database } from "../db/client";

/** GET /healthz (no auth; 200 when the database answers, else 503), GET /openapi.json, GET /audit. */
export const platformRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/healthz",
    {
      config: { auth: "public" },
      schema: {
        tags: ["platform"],
        summary: "Liveness and database reachability",
        security: [],
        response: {
          200: Type.Object({ status: Type.Literal("ok"), database: Type.String() }),
          503: Type.Object({ status: Type.Literal("unavailable"), database: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      if (await database.ping()) return { status: "ok" as const, database: database.driver };
      return reply.status(503).send({ status: "unavailable" as const, database: database.driver });
    },
  );

  app.get("/openapi.json", { config: { auth: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  // Read-only history of one record (append-only audit_log). No route writes or changes it.
  app.get(
    "/audit",
    {
      schema: {
        tags: ["platform"],
        summary: "Change history of one record, oldest first",
        querystring: Type.Object({
          entity: Type.String({ minLength: 1, maxLength: 64, pattern: "^[a-z_]+$" }),
          entityId: Id,
          after: Type.Optional(
            Type.Integer({ minimum: 0, description: "Only rows with a larger id" }),
          ),
        }),
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              entity: Type.String(),
              entityId: Type.Integer(),
              action: Type.String(),
              changes: Type.Record(
                Type.String(),
                Type.Object({ from: Type.Unknown(), to: Type.Unknown() }),
              ),
              userId: Type.Union([Type.Integer(), Type.Null()]),
              at: Timestamp,
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { entity, entityId, after } = request.query;
      // A user's history shows e-mail addresses and roles: user administrators only.
      if (entity === "users" && !hasFlag(request, "userManage")) throw forbidden();
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, entity),
            eq(auditLog.entityId, entityId),
            after ? gt(auditLog.id, after) : undefined,
          ),
        )
        .orderBy(asc(auditLog.id))
        .limit(1000);
      reply.header("X-Total-Count", String(rows.length));
      return rows;
    },
  );
};
