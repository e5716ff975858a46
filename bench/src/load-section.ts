// Section 8 of the bench (issue #13): the autocannon load run through the gateway, the web's
// list and detail queries mixed, with the live event latency under it and the processes' RSS.
// Apart from core-sections.ts: it owns the run's request mix and its three tables.
import type { BenchDatabase } from "./database";
import { graphql } from "./http";
import { loadRun, type LoadResult } from "./load";
import { eventLatencyUnderLoad } from "./live";
import { TARGET_DETAIL_QUERY, TARGET_LIST_QUERY, USER_LIST_QUERY } from "./queries";
import { say, type FirstPage, type Settings } from "./run-context";
import type { Service } from "./services";
import { mib, ms, rssGrowth, table } from "./stats";

export async function loadSection(ctx: {
  database: BenchDatabase;
  settings: Settings;
  services: Service[];
  api: Service;
  gateway: Service;
  /** The counting gateway of sections 2–5: stopped before the run, its memory is not the product's. */
  counting: Service;
  token: string;
  data: FirstPage;
}): Promise<LoadResult> {
  const { database, settings, services, api, gateway, counting, token, data } = ctx;
  // 8. Load run through the gateway: the web's list and detail queries, mixed.
  const detailId = data.targets.items[0]?.id ?? "1";
  const body = (query: string, variables: Record<string, unknown>) =>
    JSON.stringify({ query, variables });
  const requests = [
    {
      label: "targets list",
      body: body(TARGET_LIST_QUERY, { sort: "CODE", order: "ASC", page: 1, pageSize: 20 }),
    },
    { label: "target detail", body: body(TARGET_DETAIL_QUERY, { id: detailId }) },
    {
      label: "targets list 田中",
      body: body(TARGET_LIST_QUERY, {
        filter: { name: "田中" },
        sort: "CODE",
        page: 1,
        pageSize: 20,
      }),
    },
    {
      label: "users list",
      body: body(USER_LIST_QUERY, { sort: "ID", order: "ASC", page: 1, pageSize: 20 }),
    },
  ];
  for (const r of requests) {
    const parsed = JSON.parse(r.body) as { query: string; variables: Record<string, unknown> };
    await graphql(gateway.url, token, parsed.query, parsed.variables); // fails the bench if the query errs
  }
  // The counting gateway takes no part: its memory is not the product's.
  await counting.stop();
  services.splice(services.indexOf(counting), 1);
  const load = await loadRun({
    gatewayUrl: gateway.url,
    token,
    requests,
    connections: settings.loadConnections,
    seconds: settings.loadSeconds,
    settleSeconds: settings.settleSeconds,
    // Half the run: measured with five 15 s runs in a row, the gateway's RSS reaches its plateau
    // in the first (167 → 261 MiB) and then stays within 2% (266 MiB after the fifth).
    warmupSeconds: Math.ceil(settings.loadSeconds / 2),
    processes: [gateway, api],
    // Issue #40: a write every 200 ms and its subscriber's event, while the load goes on.
    during: (seconds) =>
      eventLatencyUnderLoad({ gatewayUrl: gateway.url, apiUrl: api.url, token, seconds }),
  });
  const errors = load.errors + load.non2xx + load.graphqlErrors;
  say(
    table(
      `8. Load run (${database.kind}): autocannon, ${settings.loadConnections} connections, ${settings.loadSeconds} s, ` +
        `mix of ${requests.map((r) => r.label).join(" / ")}`,
      [
        "req/s",
        "requests",
        "p50 ms",
        "p97.5 ms",
        "p99 ms",
        "non-2xx",
        "GraphQL errors",
        "errors (timeouts)",
      ],
      [
        [
          load.requestsPerSecond.toFixed(1),
          String(load.total),
          String(load.p50),
          String(load.p97_5),
          String(load.p99),
          String(load.non2xx),
          String(load.graphqlErrors),
          `${load.errors} (${load.timeouts})`,
        ],
      ],
    ),
  );
  const underLoad = load.during;
  say(
    table(
      `   Live event latency under this load (${database.kind}): a REST write every 200 ms → its subscriber's constructionChanged event, ms`,
      ["event n", "p50 ms", "p95 ms", "max ms"],
      [
        underLoad?.latency
          ? [
              String(underLoad.latency.n),
              ms(underLoad.latency.p50),
              ms(underLoad.latency.p95),
              ms(underLoad.latency.max),
            ]
          : ["—", "—", "—", underLoad?.latencySkipped ?? "—"],
      ],
    ),
  );
  say(
    table(
      `   RSS (${database.kind}): before (${settings.settleSeconds} s after a warm-up run of the same load), right after, and ${settings.settleSeconds} s after the load run (no GC forced by the bench)`,
      ["process", "before", "after", `+${settings.settleSeconds} s`, "+N s vs before"],
      load.rss.map((p) => [
        p.name,
        mib(p.before),
        mib(p.after),
        mib(p.settled),
        rssGrowth(p.before, p.settled)?.percent ?? "—",
      ]),
    ),
  );
  if (errors > 0) say(`   (${errors} failed requests in the load run)`);
  return load;
}
