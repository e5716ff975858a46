// The budgets per caller across the two gateways (issue #39): a caller that spends its budget
// through the balancer — its requests spread over both replicas — is refused after about the
// budget in all (counted in PostgreSQL, RATE_LIMIT_DATABASE_URL), not after a budget per replica,
// with 429, Retry-After and RATE_LIMITED, and its refused requests reach no API; meanwhile
// another caller keeps being served.
import { setTimeout as sleep } from "node:timers/promises";
import { RATE_LIMITED_MESSAGE } from "../../gateway/src/rate-limit/plugin";
import { TIMEOUT_MS, upstreamOf } from "./http";

export const PROBE = "query ReplicaRateProbe { viewer { id } }";

export type Probe = {
  status: number;
  upstream: string | undefined;
  retryAfter: string | null;
  code: string | undefined;
  message: string | undefined;
  bodyRetryAfter: unknown;
};

export async function probe(base: string, token: string): Promise<Probe> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query: PROBE }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const raw = await res.text();
  let body: { errors?: { message?: string; extensions?: Record<string, unknown> }[] } = {};
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    // Reported through the status and the missing code.
  }
  const error = body.errors?.[0];
  return {
    status: res.status,
    upstream: upstreamOf(res.headers),
    retryAfter: res.headers.get("retry-after"),
    code: typeof error?.extensions?.code === "string" ? error.extensions.code : undefined,
    message: error?.message,
    bodyRetryAfter: error?.extensions?.retryAfter,
  };
}

export type Spend = {
  /** Answered 200 without error. */
  served: number;
  /** The first refusal, if any. */
  refusal: Probe | undefined;
  refused: number;
  /** Anything else (`HTTP 502 UPSTREAM_UNAVAILABLE`…). */
  others: string[];
  /** Served per replica (`host:port`). */
  byUpstream: Map<string, number>;
};

/**
 * Requests of one caller, `concurrency` at a time, until the first refusal (those already sent
 * still count) or `max` requests.
 */
export async function spend(
  base: string,
  token: string,
  options: { concurrency: number; max: number },
): Promise<Spend> {
  const result: Spend = {
    served: 0,
    refusal: undefined,
    refused: 0,
    others: [],
    byUpstream: new Map(),
  };
  let sent = 0;
  const worker = async () => {
    while (!result.refusal && sent < options.max) {
      sent++;
      const answer = await probe(base, token);
      if (answer.status === 200 && !answer.code) {
        result.served++;
        const at = answer.upstream ?? "?";
        result.byUpstream.set(at, (result.byUpstream.get(at) ?? 0) + 1);
      } else if (answer.status === 429) {
        result.refused++;
        result.refusal ??= answer;
      } else {
        result.others.push(`HTTP ${answer.status} ${answer.code ?? ""} from ${answer.upstream}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return result;
}

/** What is wrong with a refusal's answer (empty: it is the promised one). */
export function refusalProblems(answer: Probe): string[] {
  const problems: string[] = [];
  const seconds = Number(answer.retryAfter);
  if (answer.status !== 429) problems.push(`HTTP ${answer.status}, not 429`);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60)
    problems.push(`Retry-After ${JSON.stringify(answer.retryAfter)} is not 1–60 seconds`);
  if (answer.code !== "RATE_LIMITED") problems.push(`code ${answer.code}, not RATE_LIMITED`);
  if (answer.message !== RATE_LIMITED_MESSAGE) problems.push(`message ${answer.message}`);
  if (answer.bodyRetryAfter !== seconds)
    problems.push(`extensions.retryAfter ${String(answer.bodyRetryAfter)} ≠ Retry-After`);
  return problems;
}

/**
 * Another caller's steady requests, one after the other, until `stop()`: the answers' statuses
 * and replicas.
 */
export function steadyCaller(base: string, token: string, pauseMs = 20) {
  const statuses = new Map<string, number>();
  const upstreams = new Set<string>();
  let running = true;
  let count = 0;
  const done = (async () => {
    while (running) {
      const answer = await probe(base, token);
      count++;
      const key = answer.status === 200 && !answer.code ? "200" : `${answer.status} ${answer.code}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (answer.upstream) upstreams.add(answer.upstream);
      await sleep(pauseMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { count, statuses, upstreams };
    },
  };
}

/** Waits for the next minute when less than `neededMs` of this one is left (budgets are per minute). */
export async function awayFromMinuteEnd(neededMs: number): Promise<number> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left >= neededMs) return 0;
  await sleep(left + 100);
  return left + 100;
}

/** The minute of `Date.now()` (the budgets' window). */
export const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * A machine client's access token (issue #39), as an integration gets one through the balancer:
 * registered by the administrator, then the client-credentials grant at /oauth2/token.
 */
export async function machineClientToken(base: string, adminToken: string): Promise<string> {
  const created = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation { createMachineClient(input: { name: "レプリカ連携", scopes: [TARGET_READ] }) { client { clientId } secret } }`,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await created.json()) as {
    data?: { createMachineClient: { client: { clientId: string }; secret: string } };
  };
  const registered = answer.data?.createMachineClient;
  if (!registered) throw new Error(`machine client not registered: ${JSON.stringify(answer)}`);
  const issued = await fetch(`${base}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: registered.client.clientId,
      client_secret: registered.secret,
    }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const token = (await issued.json()) as { access_token?: string };
  if (!token.access_token) throw new Error(`no client token: HTTP ${issued.status}`);
  return token.access_token;
}
