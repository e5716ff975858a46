import { randomUUID } from "node:crypto";
import { ApolloServer } from "@apollo/server";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  createIdTokenVerifier,
  identityConfigFromEnv,
  type IdTokenVerifier,
} from "@cfx/identity/verifier";
import { appConfig } from "./app-config";
import { authenticate } from "./auth/authenticate";
import { ViewerCache } from "./auth/viewer-cache";
import type { GatewayContext } from "./context";
import { identitySource, type GatewayEnv } from "./env";
import { createFormatError } from "./errors";
import { healthRoutes } from "./health";
import { identityProxy } from "./identity-proxy";
import { RestClient } from "./rest/client";
import { landingPage } from "./landing-page";
import { buildSchema } from "./schema";
import { registerWebApp } from "./web-app";

export type BuildGatewayOptions = {
  logger?: FastifyServerOptions["logger"];
  /** Replaces the verifier built from `env` (tests of a misconfigured gateway). */
  verifier?: IdTokenVerifier;
  /** Retries of idempotent REST GETs (default 2). */
  restRetries?: number;
};

/**
 * The gateway as a Fastify app, ready but not listening: `/graphql`, `/healthz`, `/readyz`,
 * `/app-config.json`, `/identity` (local mode) and the built web app.
 */
export async function buildGateway(
  env: GatewayEnv,
  options: BuildGatewayOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });

  const verifier =
    options.verifier ?? createIdTokenVerifier(identityConfigFromEnv(identitySource(env)));
  const rest = new RestClient({
    apiUrl: env.API_URL,
    timeoutMs: env.API_TIMEOUT_MS,
    retries: options.restRetries,
    log: app.log,
  });

  // Saves the GET /login of most requests' permission checks; why that is safe: viewer-cache.ts.
  const viewerCache = new ViewerCache({ ttlMs: env.VIEWER_CACHE_TTL_MS });

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    // Apollo's sandbox when online, /sandbox (bundled GraphiQL) always: see landing-page.ts.
    plugins: [landingPage()],
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError((error) =>
      app.log.error({ err: error }, "unexpected GraphQL error"),
    ),
    introspection: true,
    // main.ts closes the Fastify app on signals, which stops Apollo (onClose below).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.addHook("onClose", async () => {
    await apollo.stop();
    await rest.close();
  });

  app.route({
    // Same-origin for the browser; integrators call from servers. No CORS, so no OPTIONS.
    method: ["GET", "POST"],
    url: "/graphql",
    handler: fastifyApolloHandler(apollo, {
      context: (request) => authenticate({ request, verifier, rest, viewerCache }),
    }),
  });

  await app.register(healthRoutes, { rest, verifier });
  app.get("/app-config.json", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
    return appConfig(env);
  });
  if (env.IDENTITY_MODE === "local") {
    await app.register(identityProxy, { endpoint: env.IDENTITY_ENDPOINT });
  }
  await registerWebApp(app, env.WEB_DIST);

  await app.ready();
  return app;
}
