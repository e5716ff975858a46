import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Database } from "../db/client";

/** GET /healthz (no auth; 200 when the database answers, else 503) and GET /openapi.json. */
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
};
