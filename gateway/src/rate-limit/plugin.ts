// The budgets per caller at /graphql (and /graphql/upload, which runs the same handler): an
// Apollo plugin, because the caller is known only once the token is verified (the context
// function) and the cost only once the operation and its variables are (after validation).
// A refused request is answered before execution, so it makes no REST call.
//
// Not counted: /healthz and /readyz, the sign-in proxy (/identity, which has its own brake),
// /oauth2/token, static files, and requests without a valid token (refused with 401 before
// anyone is known; load shedding covers floods of those).
import type { ApolloServerPlugin, GraphQLResponse } from "@apollo/server";
import { HeaderMap } from "@apollo/server";
import type { FastifyBaseLogger } from "fastify";
import { Pool } from "pg";
import type { GatewayContext, Identity } from "../context";
import type { GatewayEnv } from "../env";
import { MeasureCache } from "../security/measure-cache";
import { measureOperation } from "../security/query-cost";
import { MemoryStore, RateLimiter, windowOf, type Decision, type UsageStore } from "./limiter";
import { PostgresStore } from "./postgres-store";

export const RATE_LIMITED_MESSAGE = "リクエストが多すぎます。しばらく待ってから再度お試しください";

/**
 * Whose budget a request spends: the verified token's `sub` — a user's, or for a machine
 * client's client-credentials token the client id, which Cognito also puts in `sub`. The one
 * place to change when the two should be told apart (`user:<sub>` / `client:<id>`).
 */
export function callerKey(identity: Pick<Identity, "sub">): string {
  return identity.sub;
}

/** The answer to a refused request: HTTP 429, Retry-After, a Japanese GraphQL error. */
export function rateLimitedResponse(retryAfter: number): GraphQLResponse {
  return {
    http: { status: 429, headers: new HeaderMap([["retry-after", String(retryAfter)]]) },
    body: {
      kind: "single",
      singleResult: {
        errors: [
          {
            message: RATE_LIMITED_MESSAGE,
            extensions: { code: "RATE_LIMITED", retryAfter, http: { status: 429 } },
          },
        ],
      },
    },
  };
}

export function rateLimitPlugin(
  limiter: RateLimiter,
  options: { onRefused?: (caller: string, decision: Exclude<Decision, { ok: true }>) => void } = {},
): ApolloServerPlugin<GatewayContext> {
  // Its own cache of measures: the cost plugin's is private to it, and the same documents and
  // variables come again and again, so the second walk is a lookup.
  const measures = new MeasureCache();
  return {
    async requestDidStart({ contextValue }) {
      const caller = callerKey(contextValue.identity);
      let charged = false;
      return {
        // After every didResolveOperation (the cost limit has refused what is too large).
        async responseForOperation({ schema, document, operationName, request }) {
          charged = true;
          const variables = request.variables ?? {};
          const measure = measures.get(schema, document, operationName, variables, () =>
            measureOperation(schema, document, {
              variables,
              ...(operationName ? { operationName } : {}),
            }),
          );
          // Variables that do not coerce: execution refuses them before any resolver runs.
          const cost = measure && Number.isFinite(measure.cost) ? measure.cost : 0;
          const decision = limiter.admit(caller, cost);
          if (decision.ok) return null;
          options.onRefused?.(caller, decision);
          return rateLimitedResponse(decision.retryAfter);
        },
        async willSendResponse() {
          if (!charged) limiter.charge(caller);
        },
      };
    },
  };
}

/** The store the environment asks for: PostgreSQL shared by the replicas, else this process. */
export function storeFromEnv(env: GatewayEnv, log: FastifyBaseLogger): UsageStore {
  if (!env.RATE_LIMIT_DATABASE_URL) return new MemoryStore();
  // Two connections: one flush runs at a time, the second serves the sweep of old rows.
  const pool = new Pool({ connectionString: env.RATE_LIMIT_DATABASE_URL, max: 2 });
  pool.on("error", (error) => log.warn({ err: error }, "rate limit database connection failed"));
  return new PostgresStore({
    db: pool,
    flushMs: env.RATE_LIMIT_FLUSH_MS,
    flushEvery: env.RATE_LIMIT_FLUSH_EVERY,
    log: (message, error) => (error ? log.warn({ err: error }, message) : log.info(message)),
    end: () => pool.end(),
  });
}

/** The limiter of the environment's budgets and its plugin; `plugins` is empty when both are 0. */
export function rateLimitFromEnv(env: GatewayEnv, log: FastifyBaseLogger) {
  const budget = {
    requestsPerMinute: env.RATE_LIMIT_REQUESTS_PER_MINUTE,
    costPerMinute: env.RATE_LIMIT_COST_PER_MINUTE,
  };
  if (budget.requestsPerMinute === 0 && budget.costPerMinute === 0)
    return { plugins: [], limiter: undefined, close: async () => undefined };
  const limiter = new RateLimiter(storeFromEnv(env, log), budget);
  // One line per caller and minute: a client in a loop would otherwise write one per refusal.
  const logged = new Map<string, number>();
  const plugin = rateLimitPlugin(limiter, {
    onRefused: (caller, d) => {
      const window = windowOf(Date.now());
      if (logged.get(caller) === window) return;
      if (logged.size >= 10_000) logged.clear();
      logged.set(caller, window);
      log.warn(
        { caller, reason: d.reason, usage: d.usage, retryAfter: d.retryAfter },
        "rate limited until the minute ends",
      );
    },
  });
  // The limiter itself too: /graphql/stream counts each subscription once (live/operation.ts).
  return { plugins: [plugin], limiter, close: () => limiter.close() };
}
