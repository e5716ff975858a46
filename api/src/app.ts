import { randomBytes } from "node:crypto";
import swagger from "@fastify/swagger";
import { DEFAULT_TIMEOUTS, timedServerFactory, type ServerTimeouts } from "@cfx/domain/http-server";
import { idleCollector } from "@cfx/domain/idle-gc";
import { withRedactedUrls } from "@cfx/domain/redact-url";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from "fastify";
import { testResetRoutes } from "./platform/test-reset";
import { authenticate, type AuthUserCache, type TokenVerifier } from "./auth/hooks";
import { apiAreas } from "./areas";
import { authRoutes } from "./auth/routes";
import { AUTH_CACHE_DEFAULT_TTL_MS, attachUserCache, UserCache } from "./auth/user-cache";
import { DEMO_ISSUER, type DocumentIssuer } from "./documents/issuer";
import type { Database } from "./db/client";
import type { AllowedHost } from "./external-sources/allowed-hosts";
import { secretBox, type SecretBox } from "./external-sources/secret-box";
import { LocalFileStore } from "./files/local";
import type { FileStore } from "./files/store";
import { startLiveListener } from "./live/listener";
import {
  clientErrorHandler,
  dropEmptyQueryValues,
  errorHandler,
  frameworkErrors,
  notFoundHandler,
} from "./platform/error-handler";
import { registerIdempotency } from "./platform/idempotency";
import { lazyCompilers } from "./platform/lazy-schemas";
import { registerLoadShedding } from "./platform/load-shedding";
import { platformRoutes } from "./platform/routes";
import { hardenRouteSchemas, refuseBadCharacters } from "./platform/input-schemas";
import {
  coerceUrlPartsOnly,
  finiteKeyword,
  intListKeyword,
  MESSAGE_KEYWORD,
  refineFormats,
} from "./platform/validation";
import type { IdentityAdmin } from "./users/identity-admin";

export const API_PREFIX = "/api/v1";

export interface AppConfig {
  driver: Database["driver"];
  /** Where stored files (PDFs, uploads) live (FILE_STORE): `$DATA_DIR/files` or an S3 bucket. */
  fileStore: FileStore;
  /** EXTERNAL_SOURCE_ALLOWED_HOSTS: the only hosts an HTTP JSON external source may fetch from. */
  externalSourceAllowedHosts: readonly AllowedHost[];
  /** The company printed on every generated document. */
  documentIssuer: DocumentIssuer;
  /** Seals and opens the external sources' secrets (EXTERNAL_SOURCE_SECRET_KEY). */
  externalSourceSecrets: SecretBox;
}

export interface BuildAppOptions {
  database: Database;
  verifier: TokenVerifier;
  identityAdmin: IdentityAdmin;
  /** FILE_STORE's store (files/config.ts); or `filesDir` for a local folder. */
  fileStore?: FileStore;
  /** Shorthand for a LocalFileStore on this folder (tests, bench), when no `fileStore` is given. */
  filesDir?: string;
  /** Default none: external sources only take uploaded files. */
  externalSourceAllowedHosts?: readonly AllowedHost[];
  /**
   * EXTERNAL_SOURCE_SECRET_KEY (or the data folder's key): encrypts external sources' secrets.
   * Default a random key of this app (tests): what it seals opens in this process only.
   */
  externalSourceSecretKey?: Uint8Array;
  /** DOCUMENT_ISSUER_*; default the demo company. */
  documentIssuer?: DocumentIssuer;
  /**
   * Local identity mode: the issuer of the emulator's tokens. The product then makes its machine
   * clients' ids and secrets and serves their tokens (POST /oauth2/token). Unset: Cognito mode,
   * where the user pool does both.
   */
  localTokenIssuer?: string;
  /** AUTH_CACHE_TTL_MS: how long a verified token's user is reused (default 5 s; 0: off). */
  authCacheTtlMs?: number;
  logger?: FastifyServerOptions["logger"];
  /** Server timeouts (REQUEST_TIMEOUT_MS…); default DEFAULT_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** SHED_MAX_EVENT_LOOP_DELAY_MS: busy answers while the event loop lags more (default 0: never). */
  shedMaxEventLoopDelayMs?: number;
  /** TEST_RESET_KEY: adds POST /test/reset for the browser tests (platform/test-reset.ts). */
  testResetKey?: string;
  /**
   * LIVE_EVENTS_KEY: the gateways' secret for GET /live/events (live/routes.ts); the app then
   * listens to the database's changes. Unset: no live updates, the route answers 404.
   */
  liveEventsKey?: string;
  /** LIVE_HEARTBEAT_MS: the live stream's keep-alive comment interval (default 15 s). */
  liveHeartbeatMs?: number;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Builds the REST API (not listening). The caller owns the database and closes it. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const compilers = lazyCompilers();
  const app = Fastify({
    // Request URLs in the log without credentials or query secrets (@cfx/domain/redact-url).
    logger: withRedactedUrls(options.logger ?? false),
    // Slow clients are cut (request and headers timeouts), idle keep-alive connections outlive a
    // load balancer's: see @cfx/domain/http-server. Shutdown: main.ts.
    serverFactory: timedServerFactory(options.timeouts ?? DEFAULT_TIMEOUTS),
    ajv: {
      customOptions: {
        allErrors: true,
        verbose: true,
        // The query string and path only: a JSON body is validated as sent (coerceUrlPartsOnly).
        coerceTypes: "array",
        // Unknown properties are refused (400 「不明な項目です」 naming them), never silently
        // dropped: a client that sends `id` or `createdBy` learns it cannot, and a typo is not a
        // no-op. Every input object is closed by hardenRouteSchemas below.
        removeAdditional: false,
        useDefaults: true,
        keywords: [MESSAGE_KEYWORD, intListKeyword, finiteKeyword],
      },
      onCreate: refineFormats,
    },
    // Each route's validators and serializers compile on its first request (see lazy-schemas.ts).
    schemaController: {
      compilersFactory: {
        ...compilers.compilersFactory,
        buildValidator: coerceUrlPartsOnly(compilers.compilersFactory.buildValidator),
      },
    },
    bodyLimit: 10 * 1024 * 1024,
    // Node's own refusals (a URL or headers over 16 KB → 431, a malformed request line → 400)
    // answer in our error format too.
    clientErrorHandler,
    // …and so do the router's (a path that is not valid UTF-8, a path parameter over 100 chars).
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  compilers.register(app);

  // Before any route (and before @fastify/swagger's own onRoute hook, so the OpenAPI document
  // shows the schemas as enforced): closed objects, int4 integers, bounded arrays and lists.
  app.addHook("onRoute", hardenRouteSchemas);

  app.decorate("db", options.database.db);
  app.decorate("identityAdmin", options.identityAdmin);
  app.decorate("config", {
    driver: options.database.driver,
    // LocalFileStore refuses a missing folder: one of the two options is required.
    fileStore: options.fileStore ?? new LocalFileStore(options.filesDir!),
    externalSourceAllowedHosts: options.externalSourceAllowedHosts ?? [],
    documentIssuer: options.documentIssuer ?? DEMO_ISSUER,
    externalSourceSecrets: secretBox(options.externalSourceSecretKey ?? randomBytes(32)),
  } satisfies AppConfig);
  app.decorateRequest("user", null as never);
  app.decorateRequest("identity", null);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "CFX REST API",
        version: "1.0.0",
        description:
          'The product\'s own REST API (/api/v1). Every route except healthz and openapi.json needs `Authorization: Bearer <Cognito ID token>`. Errors are `{ "<field>": ["<日本語メッセージ>"] }`. Every write (POST/PUT/PATCH/DELETE) may carry `Idempotency-Key` (1–200 printable ASCII characters): it runs once per user and key, and a resend within 24 hours gets the first answer again with `Idempotent-Replayed: true` (409 while the first still runs, 422 when method, path or body differ; a 5xx is not kept).',
      },
      components: {
        securitySchemes: { idToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
      security: [{ idToken: [] }],
    },
  });

  // Clients send `Content-Type: application/json` on every call (docs/spec.md §7), also on DELETE without a
  // body: an empty JSON body is "no body", not a 400. Otherwise Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    parseJson(request, text, done);
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // Off unless asked (main.ts passes SHED_MAX_EVENT_LOOP_DELAY_MS): tests run PGlite on this
  // event loop, whose queries block it as long as they run.
  await registerLoadShedding(app, { maxEventLoopDelayMs: options.shedMaxEventLoopDelayMs ?? 0 });
  // Per-token user cache of this app, invalidated by the users service on this database handle.
  const userCache: AuthUserCache = new UserCache({
    ttlMs: options.authCacheTtlMs ?? AUTH_CACHE_DEFAULT_TTL_MS,
  });
  attachUserCache(options.database.db, userCache);
  app.addHook("onRequest", authenticate(options.database.db, options.verifier, userCache));
  app.addHook("preValidation", dropEmptyQueryValues);
  app.addHook("preValidation", refuseBadCharacters);
  // Returns the garbage of a burst once it is over, as the gateway does: see @cfx/domain/idle-gc.
  const collector = idleCollector();
  app.addHook("onResponse", async () => collector.requestDone());
  app.addHook("onClose", async () => collector.stop());
  // A connection of its own on PostgreSQL: only when a gateway can ask for the changes. Closed
  // with the app, before the caller closes the database.
  const liveListener = options.liveEventsKey
    ? await startLiveListener(options.database.notifications, app.log)
    : undefined;
  if (liveListener) app.addHook("onClose", () => liveListener.close());

  await app.register(
    async (api) => {
      // Writes with `Idempotency-Key` run once per user and key (platform/idempotency.ts).
      registerIdempotency(api, options.database.db);
      await api.register(platformRoutes, { database: options.database });
      if (options.testResetKey)
        await api.register(testResetRoutes(options.testResetKey, () => userCache.clear()));
      await api.register(authRoutes);
      // Every business area (areas.ts), in its order.
      for (const area of apiAreas) await area.register(api, { options, liveListener });
    },
    { prefix: API_PREFIX },
  );

  await app.ready();
  return app as unknown as App;
}
