// Ordinary requests of the fault cases, timed, and never throwing: a reset or a timeout is an
// outcome the case reports (the issue counted "8 had their connections reset").
import { request as httpRequest } from "node:http";
import { TargetListPageDocument } from "../../web/src/gql/graphql";
import { print } from "graphql";
import type { GraphQLError } from "../replicas/http";

export type Timed = {
  /** HTTP status; 0 when there was no answer (reset, refused, timed out). */
  status: number;
  /** 2xx and no GraphQL error. */
  ok: boolean;
  ms: number;
  retryAfter: string | null;
  /** GraphQL error codes, or the REST error body's keys. */
  codes: string[];
  /** The failure when there was no answer. */
  failure?: string;
  /** X-Total-Count of a REST list. */
  total?: number;
};

const causeOf = (error: unknown) => {
  const e = error as Error & { code?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.code ?? e.message;
};

/** A REST call to the API with the token. */
export async function rest(
  url: string,
  token: string,
  init: { method?: string; body?: string; contentType?: string; timeoutMs?: number } = {},
): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(init.body !== undefined
          ? { "content-type": init.contentType ?? "application/json" }
          : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let codes: string[] = [];
    if (res.status >= 400) {
      try {
        codes = Object.keys(JSON.parse(text) as object);
      } catch {
        codes = [`not JSON: ${text.slice(0, 80)}`];
      }
    }
    const total = res.headers.get("x-total-count");
    return {
      status: res.status,
      ok: res.ok,
      ms: Math.round(performance.now() - started),
      retryAfter: res.headers.get("retry-after"),
      codes,
      total: total === null ? undefined : Number(total),
    };
  } catch (error) {
    return noAnswer(started, error);
  }
}

/**
 * A GET on a connection of its own (no pool, `Connection: close`): 20 of them are 20 connections,
 * as 20 clients behind a load balancer would be. `complete` says whether the body that arrived is
 * as long as the answer said: a connection reset mid-answer is a failure even after its status.
 */
export function restOwnConnection(
  url: string,
  token: string,
  timeoutMs = 30_000,
): Promise<Timed & { bytes: number; complete: boolean }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", () => undefined);
        res.on("close", () => {
          const body = Buffer.concat(chunks);
          const length = Number(res.headers["content-length"] ?? NaN);
          const complete = res.complete && (Number.isNaN(length) || body.length === length);
          let codes: string[] = [];
          if ((res.statusCode ?? 0) >= 400)
            try {
              codes = Object.keys(JSON.parse(body.toString("utf8")) as object);
            } catch {
              codes = [`not JSON: ${body.toString("utf8").slice(0, 80)}`];
            }
          const total = res.headers["x-total-count"];
          resolve({
            status: res.statusCode ?? 0,
            ok: complete && (res.statusCode ?? 0) < 300,
            ms: ms(),
            retryAfter: (res.headers["retry-after"] as string | undefined) ?? null,
            codes,
            total: total === undefined ? undefined : Number(total),
            bytes: body.length,
            complete,
            ...(complete ? {} : { failure: `cut after ${body.length} bytes` }),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error: Error & { code?: string }) =>
      resolve({ ...noAnswer(started, error), bytes: 0, complete: false }),
    );
    req.end();
  });
}

/** The targets list screen's own query (100 rows) through a gateway. */
export function targetListPage(base: string, token: string): Promise<Timed> {
  return graphqlRaw(base, token, print(TargetListPageDocument), { page: 1, pageSize: 100 });
}

/** A GraphQL POST that keeps the Retry-After header (the replica helper drops headers). */
export async function graphqlRaw(
  base: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as {
      data?: unknown;
      errors?: GraphQLError[];
    };
    const errors = body.errors ?? [];
    return {
      status: res.status,
      ok: res.ok && errors.length === 0,
      ms: Math.round(performance.now() - started),
      retryAfter: res.headers.get("retry-after"),
      codes: errors.map((e) => e.extensions?.code ?? "ERROR"),
    };
  } catch (error) {
    return noAnswer(started, error);
  }
}

/** `200×18, 0(ECONNRESET)×2`: the statuses of a batch, for the printed line. */
export function tally(results: Timed[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const key =
      r.status === 0
        ? `no answer (${r.failure})`
        : `${r.status}${r.codes.length ? `(${[...new Set(r.codes)].join("+")})` : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}×${n}`).join(", ");
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The outcome of a request that got no HTTP answer (refused, reset, cut). */
function noAnswer(started: number, error: unknown) {
  return {
    status: 0,
    ok: false,
    ms: Math.round(performance.now() - started),
    retryAfter: null,
    codes: [] as string[],
    failure: causeOf(error),
  };
}
