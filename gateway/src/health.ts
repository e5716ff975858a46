import type { FastifyPluginAsync } from "fastify";
import type { IdTokenVerifier } from "@cfx/identity/verifier";
import type { RestClient } from "./rest/client";

const CHECK_TIMEOUT_MS = 3_000;

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process answers (liveness). `/readyz`: the REST API answers its health check
 * AND the identity verifier can load its signing keys (readiness; a load balancer sends no
 * traffic while either is down).
 */
export const healthRoutes: FastifyPluginAsync<{
  rest: RestClient;
  verifier: IdTokenVerifier;
}> = async (app, { rest, verifier }) => {
  app.get("/healthz", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (_request, reply) => {
    const [api, identity] = await Promise.all([
      withTimeout(
        rest.probe("/healthz", CHECK_TIMEOUT_MS).then((status) => status === 200),
        CHECK_TIMEOUT_MS + 500,
      ),
      withTimeout(verifier.ready(), CHECK_TIMEOUT_MS),
    ]);
    const checks = { api: api ? "up" : "down", identity: identity ? "up" : "down" } as const;
    const down = Object.entries(checks)
      .filter(([, state]) => state === "down")
      .map(([name]) => name);
    void reply.header("cache-control", "no-store");
    void reply.code(down.length === 0 ? 200 : 503);
    return down.length === 0
      ? { status: "ready", checks }
      : { status: "unavailable", down, checks };
  });
};
