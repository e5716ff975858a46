import { randomUUID } from "node:crypto";
import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from "fastify";
import { timedServerFactory } from "@cfx/domain/http-server";
import { idleCollector } from "@cfx/domain/idle-gc";
import {
  createIdTokenVerifier,
  identityConfigFromEnv,
  type IdTokenVerifier,
} from "@cfx/identity/verifier";
import { appConfig } from "./app-config";
import { authenticate } from "./auth/authenticate";
import { ViewerCache } from "./auth/viewer-cache";
import type { GatewayContext } from "./context";
import { identitySource, isProduction, type GatewayEnv } from "./env";
import { downloadRoutes } from "./downloads/routes";
import { createFormatError } from "./errors";
import { healthRoutes } from "./health";
import { identityProxy } from "./identity-proxy";
import { tokenProxy } from "./machine-clients/token-proxy";
import { SharedReads } from "./rest/shared-reads";
import { VerifiedTokens } from "./auth/verified-tokens";
import { RestClient } from "./rest/client";
import { graphqlUploadRoute } from "./rest/graphql-upload";
import { landingPage, landingPageCsp } from "./landing-page";
import { withRedactedUrls } from "@cfx/domain/redact-url";
import { finiteFloatLiterals } from "./scalars";
import { buildSchema } from "./schema";
import {
  registerSecurityHeaders,
  securityHeaders,
  securityHeadersSetter,
} from "./security/headers";
import { registerLoadShedding } from "./security/load-shedding";
import {
  refuseUnregisteredDocument,
  TrustedDocuments,
  trustedDocumentsCache,
  trustedDocumentsPlugin,
} from "./security/trusted-documents";
import {
  transportClientErrorHandler,
  transportErrorHandler,
  transportFrameworkErrors,
} from "./transport-errors";
import { queryLimitOptions } from "./security/query-limits";
import { rateLimitFromEnv } from "./rate-limit/plugin";
import { registerWebApp } from "./web-app";
import { LiveService, type LiveServiceOptions } from "./live/service";
import { registerLiveRoute } from "./live/transport";
import { subscriptionsElsewherePlugin } from "./live/apollo-refusal";

export type BuildGatewayOptions = {
  logger?: FastifyServerOptions["logger"];
  /** Replaces the verifier built from `env` (tests of a misconfigured gateway). */
  verifier?: IdTokenVerifier;
  /** Retries of idempotent REST GETs (default 2). */
  restRetries?: number;
  /** The live feed's idle and backoff times (tests of reconnection). */
  liveFeed?: LiveServiceOptions["feed"];
};

/**
 * The gateway as a Fastify app, ready but not listening: `/graphql`, `/healthz`, `/readyz`,
 * `/app-config.json`, `/identity` (local mode) and the built web app.
 *
 * NODE_ENV=production is the hardened mode: no introspection, no "Did you mean" suggestions, no
 * landing page, no /sandbox unless GRAPHQL_SANDBOX=true (then introspection too, which the
 * sandbox needs). Query limits, masked errors and security headers apply in every mode, so what
 * passes in development passes in production.
 */
export async function buildGateway(
  env: GatewayEnv,
  options: BuildGatewayOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs in the log without credentials or query secrets (@cfx/domain/redact-url).
    logger: withRedactedUrls(options.logger ?? false),
    genReqId: () => randomUUID(),
    // A GraphQL operation is small: files (photos, CSV imports) go to /graphql/upload, which has
    // its own limit (rest/graphql-upload.ts). Every other body the gateway reads is JSON too.
    bodyLimit: env.GRAPHQL_BODY_LIMIT_BYTES,
    // Slow clients are cut (request and headers timeouts), idle keep-alive connections outlive a
    // load balancer's: see @cfx/domain/http-server. Shutdown with a deadline: main.ts.
    serverFactory: timedServerFactory(env.timeouts),
    clientErrorHandler: transportClientErrorHandler,
    // The router's refusals (a URL that is not valid percent-encoding): Japanese, no URL echoed.
    frameworkErrors: transportFrameworkErrors(securityHeadersSetter(securityHeaders(env))),
    // X-Forwarded-Proto (HSTS over https only, security/headers.ts) and X-Forwarded-For are read
    // only from these proxies; none by default.
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
  });
  const production = isProduction(env);
  const sandbox = env.GRAPHQL_SANDBOX;
  const landing = !production && sandbox;
  if (production && env.IDENTITY_MODE === "local") {
    app.log.warn(
      "NODE_ENV=production with IDENTITY_MODE=local: tokens of the emulator, whose signing key is public, are trusted",
    );
  }

  // First, so every response below (routes, static files, not-found handler) carries them.
  await registerSecurityHeaders(app, env);
  // Fastify's default answers are English and repeat the error's message: ours are the GraphQL
  // error shape in Japanese (a 5xx's detail is only in the log).
  app.setErrorHandler(transportErrorHandler);
  // Before the routes: a request shed here costs nothing.
  await registerLoadShedding(app, {
    maxInFlight: env.SHED_MAX_IN_FLIGHT,
    queueDeadlineMs: env.SHED_QUEUE_DEADLINE_MS,
    maxEventLoopDelayMs: env.SHED_MAX_EVENT_LOOP_DELAY_MS,
  });

  const verifier =
    options.verifier ?? createIdTokenVerifier(identityConfigFromEnv(identitySource(env)));
  const rest = new RestClient({
    apiUrl: env.API_URL,
    timeoutMs: env.API_TIMEOUT_MS,
    retries: options.restRetries,
    log: app.log,
    // The /pair lists every signed-in user gets alike; why sharing them is safe: shared-reads.ts.
    sharedReads: new SharedReads({ ttlMs: env.SHARED_READS_TTL_MS }),
  });

  // Saves the signature check of a token already verified; why that is safe: verified-tokens.ts.
  const verifiedTokens = new VerifiedTokens(verifier);
  // Saves the GET /login of most requests' permission checks; why that is safe: viewer-cache.ts.
  const viewerCache = new ViewerCache({ ttlMs: env.VIEWER_CACHE_TTL_MS });

  const limits = queryLimitOptions();
  // The web app's documents, sent by hash; in production a browser session runs nothing else.
  const trusted = TrustedDocuments.fromFile(env.TRUSTED_DOCUMENTS_FILE);
  // Budgets per caller (issue #39), after the cost limit's check: rate-limit/plugin.ts.
  const rateLimit = rateLimitFromEnv(env, app.log);
  const schema = buildSchema();
  const formatError = createFormatError(
    (error) => app.log.error({ err: error }, "unexpected GraphQL error"),
    { hideSuggestions: production },
  );
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    // Apollo reads NODE_ENV for its own defaults; give it the validated one.
    nodeEnv: env.NODE_ENV,
    plugins: [
      // Apollo's sandbox when online, /sandbox (bundled GraphiQL) always: see landing-page.ts.
      // Disabled, GET /graphql from a browser is an ordinary GraphQL GET (400 without a query).
      landing ? landingPage() : ApolloServerPluginLandingPageDisabled(),
      // No cache hints anywhere (answers are per user and never cached): without this Apollo
      // wraps every field's resolver to collect them, ~3% of a 50-row page.
      ApolloServerPluginCacheControlDisabled(),
      limits.plugin,
      trustedDocumentsPlugin(),
      subscriptionsElsewherePlugin(),
      ...rateLimit.plugins,
    ],
    // Hashes resolve to the registered documents only: see security/trusted-documents.ts.
    persistedQueries: { cache: trustedDocumentsCache(trusted), ttl: null },
    parseOptions: limits.parseOptions,
    // Float literals are checked for finiteness as variables are (scalars.ts).
    validationRules: [...limits.validationRules, finiteFloatLiterals],
    // One operation per request, so the limits are per request.
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    formatError,
    introspection: !production || sandbox,
    // main.ts closes the Fastify app on signals, which stops Apollo (onClose below).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  // Returns the garbage of a burst once it is over: see @cfx/domain/idle-gc.
  const collector = idleCollector();
  app.addHook("onResponse", async () => collector.requestDone());
  app.addHook("onClose", async () => {
    collector.stop();
    await apollo.stop();
    await rest.close();
    await rateLimit.close();
  });

  const graphqlHandler = fastifyApolloHandler(apollo, {
    context: async (request) => {
      const context = await authenticate({ request, verifier: verifiedTokens, rest, viewerCache });
      refuseUnregisteredDocument(request, context, trusted, { production, sandbox });
      return context;
    },
  });
  app.route({
    // Same-origin for the browser; integrators call from servers. No CORS, so no OPTIONS.
    method: ["GET", "POST"],
    url: "/graphql",
    // The landing page's inline script and Apollo's CDN need their own CSP, on that page only.
    ...(landing
      ? {
          onSend: async (_request: unknown, reply: FastifyReply, payload: unknown) => {
            if (String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
              void reply.header("content-security-policy", landingPageCsp);
            return payload;
          },
        }
      : {}),
    handler: graphqlHandler,
  });
  await app.register(graphqlUploadRoute, {
    // The Apollo handler's route types (its reply is the answer text) are those of /graphql.
    execute: (request, reply) => graphqlHandler.call(app, request as never, reply as never),
    uploadLimitBytes: env.UPLOAD_BODY_LIMIT_BYTES,
    operationsLimitBytes: env.GRAPHQL_BODY_LIMIT_BYTES,
  });

  // Subscriptions (issue #40): POST /graphql/stream, the same checks as /graphql (live/transport.ts).
  const live = new LiveService({
    apiUrl: env.API_URL,
    key: env.LIVE_EVENTS_KEY,
    maxStreamsPerUser: env.LIVE_MAX_STREAMS_PER_USER,
    log: app.log,
    ...(options.liveFeed ? { feed: options.liveFeed } : {}),
  });
  // Tests and the bench read its counts (open streams, hub listeners).
  app.decorate("live", live);
  await registerLiveRoute(app, {
    live,
    schema,
    verifier: verifiedTokens,
    rest,
    viewerCache,
    trusted,
    mode: { production, sandbox },
    limiter: rateLimit.limiter,
    heartbeatMs: env.LIVE_HEARTBEAT_MS,
    onStreaming: () => collector.requestDone(),
    formatError,
  });

  await app.register(healthRoutes, { rest, verifier });
  app.get("/app-config.json", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
    return appConfig(env);
  });
  if (env.IDENTITY_MODE === "local") {
    await app.register(identityProxy, {
      endpoint: env.IDENTITY_ENDPOINT,
      userPoolId: env.COGNITO_USER_POOL_ID,
      clientId: env.COGNITO_CLIENT_ID,
    });
    // Machine clients' tokens (issue #39): Cognito's token endpoint serves them in production.
    await app.register(tokenProxy, { rest, timeoutMs: env.API_TIMEOUT_MS });
  }
  // CSV exports and attachments from this origin (before the web app's SPA fallback).
  await app.register(downloadRoutes, {
    rest,
    verifier: verifiedTokens,
    timeoutMs: env.API_TIMEOUT_MS,
  });
  await registerWebApp(app, env.WEB_DIST, { sandbox });

  await app.ready();
  return app;
}
