// Steps 9–11 of `pnpm test:replicas`: the report of a batch of mixed traffic (spread over both
// replicas, errors counted) and the short caches' check (a deleted user or a changed role refused
// by every replica within its bound). Apart from main.ts, which only sequences the steps.
import { warm, watchRefusals, USER_QUERY, type Target, type UserRow } from "./caches";
import { describe, graphql, succeeded } from "./http";
import type { Outcome } from "./load";
import { apiLog, logSize, readLog, type LogEntry } from "./nginx";
import { apiTtlMs, fail, log, REPLICAS, tally, viewerTtlMs, type NameOf } from "./run-state";

function countBy<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
}

export function report(
  label: string,
  outcomes: Outcome[],
  errors: string[],
  apiEntries: LogEntry[],
  nameOf: NameOf,
  bothMustServe: boolean,
) {
  tally.requests += outcomes.length;
  tally.errors += errors.length;
  const passedOn = apiEntries.filter((e) => e.upstreams.length > 1).length;
  log(
    `${label}: ${outcomes.length} requests, ${errors.length} errors; gateways: ${countBy(outcomes, (o) => nameOf(o.upstream))}; API calls: ${countBy(apiEntries, (e) => nameOf(e.upstreams.at(-1)))}${passedOn ? ` (${passedOn} passed on to the other replica)` : ""}`,
  );
  for (const error of errors.slice(0, 10)) log(`  ${error}`);
  if (bothMustServe) {
    const gateways = new Set(outcomes.map((o) => nameOf(o.upstream)));
    const apis = new Set(apiEntries.map((e) => nameOf(e.upstreams.at(-1))));
    if (gateways.size < REPLICAS || apis.size < REPLICAS)
      fail(
        `${label}: not spread over both replicas (gateways ${[...gateways].join(", ")}; APIs ${[...apis].join(", ")})`,
      );
  }
}

export async function cacheCheck(
  label: string,
  targets: Target[],
  adminToken: string,
  userToken: string,
  email: string,
  through: string,
  prefix: string,
  nameOf: NameOf,
  change: (row: UserRow) => { query: string; variables: Record<string, unknown> },
) {
  const found = await graphql<{ users: { items: UserRow[] } }, { email: string }>(
    through,
    adminToken,
    USER_QUERY,
    { email },
  );
  const row = found.data?.users.items.find((u) => u.email === email);
  if (!row) return fail(`${label}: ${email} not found (${describe(found)})`);
  const refusedBefore = await warm(targets, userToken);
  if (refusedBefore.length)
    return fail(`${label}: refused before the change by ${refusedBefore.join(", ")}`);
  const mark = logSize(apiLog(prefix));
  const { query, variables } = change(row);
  const changedAt = performance.now();
  const answer = await graphql(through, adminToken, query, variables);
  if (!succeeded(answer)) return fail(`${label}: the change failed: ${describe(answer)}`);
  const written = readLog(apiLog(prefix), mark).filter(
    (e) => e.method !== "GET" && e.uri.includes("/basis/users/"),
  );
  const by = written.map((e) => nameOf(e.upstreams.at(-1))).join(", ") || "?";
  const boundMs = apiTtlMs + 1000;
  const refusals = await watchRefusals(targets, userToken, changedAt, boundMs + 1000);
  const through_ = nameOf(`127.0.0.1:${new URL(through).port}`);
  log(
    `${label} through ${through_} → ${by}; refused by ${refusals.map((r) => `${r.name} after ${r.seconds === undefined ? "never" : `${r.seconds.toFixed(2)} s`}`).join(", ")} (API cache ${apiTtlMs / 1000} s, gateway viewer cache ${viewerTtlMs / 1000} s; bound ${boundMs / 1000} s)`,
  );
  for (const r of refusals)
    if (r.seconds === undefined || r.seconds * 1000 > boundMs)
      fail(
        `${label}: ${r.name} still accepted the token ${r.seconds === undefined ? "at the end" : `${r.seconds.toFixed(2)} s after the change`} (bound ${boundMs / 1000} s)`,
      );
}
