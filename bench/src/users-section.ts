// Section 9 of the bench (issue #20): the virtual users going round the web app's pages through
// the gateway, with 9a (REST calls per operation) and 9b (CPU per operation) before the run.
// Apart from run-database.ts, which starts the services and only calls each section.
import { availableParallelism } from "node:os";
import { graphql } from "./http";
import { operationCosts } from "./operation-cost";
import {
  CONSTRUCTION_LIST_QUERY,
  DASHBOARD_QUERY,
  NEGOTIATION_LIST_QUERY,
  PROJECT_LIST_PAGE_QUERY,
  TARGET_DETAIL_QUERY,
  TARGET_LIST_QUERY,
} from "./queries";
import { restCallsPerOperation } from "./rest-calls-per-operation";
import { say, type FirstPage, type RunStack } from "./run-context";
import { mib, ms, rssGrowth, table } from "./stats";
import { usersRun, type UserOperation, type UsersResult } from "./users";

/** Pages of the targets list the virtual users page through (and whose rows they open). */
const USER_TARGET_PAGES = 10;

/**
 * 9. Virtual users through the gateway (issue #20): on PGlite `usersEmbedded` users with a think
 * time, on PostgreSQL `usersPostgres` users without pause, each going round the web app's own
 * pages: the targets list, a target's 対象物件編集 (the nested detail), the negotiations,
 * constructions and projects lists, the dashboard.
 */
export async function usersSection(ctx: RunStack): Promise<UsersResult> {
  const { database, settings, services, api, gateway, gatewayEnv, token, facts } = ctx;
  const embedded = database.kind === "PGlite";
  const users = embedded ? settings.usersEmbedded : settings.usersPostgres;
  const thinkMs = embedded ? settings.usersThinkMs : 0;

  // The variables each page sends when opened from the menu (its list declaration's defaults);
  // the targets list is paged through, and a detail is a row of those pages, as a clerk opens one.
  const pages = Math.max(1, Math.min(USER_TARGET_PAGES, Math.ceil(facts.targetCount / 20)));
  const targetPages = Array.from({ length: pages }, (_, i) => ({
    filter: {},
    sort: "CODE",
    order: "ASC",
    page: i + 1,
    pageSize: 20,
  }));
  const ids: string[] = [];
  for (const variables of targetPages) {
    const answer = await graphql(gateway.url, token, TARGET_LIST_QUERY, variables);
    ids.push(...(answer.data as FirstPage).targets.items.map((t) => t.id));
  }
  const list = { filter: {}, page: 1, pageSize: 20 };
  const pagesOf: [label: string, query: string, variables: Record<string, unknown>[]][] = [
    ["targets list", TARGET_LIST_QUERY, targetPages],
    ["target detail (対象物件編集)", TARGET_DETAIL_QUERY, ids.map((id) => ({ id }))],
    ["negotiations list", NEGOTIATION_LIST_QUERY, [{ ...list, sort: "ID", order: "DESC" }]],
    [
      "constructions list",
      CONSTRUCTION_LIST_QUERY,
      [{ ...list, sort: "ID", order: "DESC", withProjects: true }],
    ],
    ["projects list", PROJECT_LIST_PAGE_QUERY, [{ ...list, sort: "ID", order: "ASC" }]],
    ["dashboard", DASHBOARD_QUERY, [{}]],
  ];
  const operations: UserOperation[] = [];
  for (const [label, query, variables] of pagesOf) {
    // Each page once before the run: a query the schema refuses fails the bench, not the figures.
    await graphql(gateway.url, token, query, variables[0]);
    operations.push({
      label,
      bodies: variables.map((v) => JSON.stringify({ query, variables: v })),
    });
  }

  await restCallsPerOperation({ database, services, api, gatewayEnv, token, operations });
  if (settings.costRequests > 0) {
    const { parts, costs } = await operationCosts({
      gatewayUrl: gateway.url,
      token,
      operations,
      processes: [gateway, api],
      postgres: !embedded,
      requests: settings.costRequests,
      concurrency: COST_CONCURRENCY,
    });
    say(
      table(
        `9b. CPU per operation (${database.kind}): ${settings.costRequests} requests of each alone, ${COST_CONCURRENCY} at a time; CPU ms per answer`,
        ["operation", ...parts, "in all"],
        costs.map((c) => [c.label, ...c.ms.map(ms), ms(c.total)]),
      ),
    );
  }

  const result = await usersRun({
    gatewayUrl: gateway.url,
    token,
    operations,
    users,
    thinkMs,
    seconds: settings.usersSeconds,
    warmupSeconds: settings.usersWarmupSeconds,
    settleSeconds: settings.settleSeconds,
    processes: [gateway, api],
    postgres: !embedded,
  });

  const failed = result.operations.reduce((n, o) => n + o.failed, 0);
  const busy = result.operations.reduce((n, o) => n + o.busy, 0);
  say(
    table(
      `9. Virtual users (${database.kind}): ${users} users ${thinkMs > 0 ? `with ${thinkMs} ms think time` : "without pause"}, ` +
        `${settings.usersSeconds} s after a ${settings.usersWarmupSeconds} s warm-up, one connection each, through the gateway; ms of the served answers`,
      ["operation", "served", "p50", "p95", "max", "failed", "of them SERVER_BUSY"],
      result.operations.map((o) => [
        o.label,
        String(o.served.n),
        ms(o.served.p50),
        ms(o.served.p95),
        ms(o.served.max),
        String(o.failed),
        String(o.busy),
      ]),
    ),
  );
  say(
    table(
      `   throughput (${database.kind})`,
      [
        "req/s (every answer)",
        "served req/s",
        "failed",
        "of them SERVER_BUSY",
        "503s asked again",
        "warm-up requests (failed)",
      ],
      [
        [
          result.requestsPerSecond.toFixed(1),
          result.servedPerSecond.toFixed(1),
          String(failed),
          String(busy),
          String(result.retries),
          `${result.warmup.requests} (${result.warmup.failed})`,
        ],
      ],
    ),
  );
  if (result.errors.length)
    say(
      table(
        `   failed answers by kind (${database.kind}), ms`,
        ["kind", "count", "p50", "p95", "max"],
        result.errors.map((e) => [
          e.kind,
          String(e.latency.n),
          ms(e.latency.p50),
          ms(e.latency.p95),
          ms(e.latency.max),
        ]),
      ),
    );
  const answers = result.requestsPerSecond * settings.usersSeconds;
  const servedPages = result.servedPerSecond * settings.usersSeconds;
  say(
    table(
      `   CPU (${database.kind}) during the ${settings.usersSeconds} s: this machine has ${availableParallelism()} cores (${availableParallelism() * settings.usersSeconds} CPU s)`,
      ["part", "CPU s", "share of the machine", "ms per answer", "ms per served page"],
      result.cpu.map((part) => [
        part.name,
        part.seconds.toFixed(1),
        `${((part.seconds / (availableParallelism() * settings.usersSeconds)) * 100).toFixed(0)} %`,
        answers ? ((part.seconds * 1000) / answers).toFixed(1) : "—",
        servedPages ? ((part.seconds * 1000) / servedPages).toFixed(1) : "—",
      ]),
    ),
  );
  say(
    table(
      `   RSS (${database.kind}): after the ${settings.usersWarmupSeconds} s warm-up (the start) and when the last user stopped; the highest reading (every 0.5 s) of the first and the last third of the measured time; settled: after ${settings.settleSeconds} s without requests before and after the measured time`,
      [
        "process",
        "start",
        "end",
        "end vs start",
        "first third",
        "last third",
        "last vs first",
        "settled before",
        "settled after",
        "after vs before",
      ],
      result.rss.map((p) => [
        p.name,
        mib(p.start),
        mib(p.end),
        rssGrowth(p.start, p.end)?.percent ?? "—",
        mib(p.firstThirdPeak),
        mib(p.lastThirdPeak),
        rssGrowth(p.firstThirdPeak, p.lastThirdPeak)?.percent ?? "—",
        mib(p.settledStart),
        mib(p.settledEnd),
        rssGrowth(p.settledStart, p.settledEnd)?.percent ?? "—",
      ]),
    ),
  );
  return result;
}

/** Requests in flight in 9b: both cores busy, nothing queued for long. */
const COST_CONCURRENCY = 4;
