// Everything measured on one database: seed, start API + gateways as child processes, then the
// list queries (gateway vs REST), REST calls per query, authenticated list vs /healthz, the
// targets page vs the REST calls it makes, the import, the load run (issue #13) and the virtual
// users (issue #20). With BENCH_ONLY=users, the seed and the virtual users only.
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { type BenchDatabase, seedDatabase } from "./database";
import { BenchError, graphql, rest } from "./http";
import { importCsv } from "./import-csv";
import { loadRun, type LoadResult } from "./load";
import { operationCosts } from "./operation-cost";
import {
  CONSTRUCTION_LIST_QUERY,
  DASHBOARD_QUERY,
  NEGOTIATION_LIST_QUERY,
  otherListCases,
  PROJECT_LIST_PAGE_QUERY,
  targetCases,
  targetPage,
  TARGET_DETAIL_QUERY,
  TARGET_LIST_QUERY,
  USER_LIST_QUERY,
  type Facts,
  type ListCase,
} from "./queries";
import {
  cpuSeconds,
  repoRoot,
  startCountingProxy,
  startService,
  type Identity,
  type RestCall,
  type Service,
} from "./services";
import { ms, ratio, rssGrowth, sample, stats, table, mib, timed, type Stats } from "./stats";
import { usersRun, type UserOperation, type UsersResult } from "./users";
import { BENCH_LIVE_KEY, eventLatencyUnderLoad, liveFigures, type LiveFigures } from "./live";

/** Section 11: the live subscriptions' memory and event latency (live.ts), printed. */
async function liveSection(
  ctx: Parameters<typeof liveFigures>[0],
  kind: BenchDatabase["kind"],
): Promise<LiveFigures> {
  const live = await liveFigures(ctx);
  console.log(
    table(
      `11. Live subscriptions (${kind}): gateway RSS per 1,000 idle streams (${live.streams} open), and a REST write → the subscriber's event, ms`,
      ["RSS / 1,000 streams", "event n", "p50 ms", "p95 ms", "max ms"],
      [
        [
          live.rssPerThousandKiB === undefined ? "—" : mib(live.rssPerThousandKiB),
          live.latency ? String(live.latency.n) : "—",
          live.latency ? ms(live.latency.p50) : "—",
          live.latency ? ms(live.latency.p95) : "—",
          live.latency ? ms(live.latency.max) : (live.latencySkipped ?? "—"),
        ],
      ],
    ),
  );
  return live;
}

export type Settings = {
  /** `all`, or `users`: the seed and the virtual users only (a quick try of section 9). */
  only: "all" | "users";
  targets: number;
  rounds: number;
  caseBudgetMs: number;
  loadSeconds: number;
  loadConnections: number;
  settleSeconds: number;
  importRows: number;
  importRuns: number;
  usersSeconds: number;
  /** Users on PGlite, each with `usersThinkMs` between its requests. */
  usersEmbedded: number;
  usersThinkMs: number;
  /** Users on PostgreSQL, without pause. */
  usersPostgres: number;
  usersWarmupSeconds: number;
  /** Requests per operation in 9b (0: skip it). */
  costRequests: number;
  /** Idle live streams of section 11 (0: skip it). */
  liveStreams: number;
};

export type DatabaseFigures = {
  kind: BenchDatabase["kind"];
  targets: number;
  /** Sections 2–8; none with BENCH_ONLY=users. */
  core?: CoreFigures;
  users: UsersResult;
  /** Section 11 (issue #40); none with BENCH_ONLY=users or BENCH_LIVE_STREAMS=0. */
  live?: LiveFigures;
};

export type CoreFigures = {
  /** Worst p95 over the targets-list filters and sorts. */
  worstFilterP95: { rest: number; gateway: number; restLabel: string; gatewayLabel: string };
  authListVsHealthz: { list: number; healthz: number };
  /** p50s of section 5; `bareHop` is bare-hop.ts, the floor of any gateway hop. */
  targetsPageVsRest: { gateway: number; rest: number; calls: number; bareHop: number };
  importMs: number;
  load: LoadResult;
  /** totalCount of each list case: the same seed must give the same answers on every database. */
  totals: Map<string, string>;
};

/** The first targets page as the web app gets it: the facts the filters need. */
type FirstPage = {
  targets: { items: { id: string }[]; pageInfo: { totalCount: number } };
  clients: { id: string }[];
  projectChoices: { id: string }[];
};

const say = (line: string) => console.log(line);
const pathOf = (url: string) => url.split("?")[0]!;
const COUNTING = "gateway (counting)";

export async function runDatabase(
  database: BenchDatabase,
  identity: Identity,
  settings: Settings,
): Promise<DatabaseFigures> {
  const mode = database.serviceEnv.NODE_ENV
    ? `NODE_ENV=${database.serviceEnv.NODE_ENV}`
    : "as pnpm start";
  say(
    `\n=== ${database.kind} — ${settings.targets.toLocaleString("en")} targets, services ${mode} ===`,
  );
  const seeded = await seedDatabase(database, settings.targets);
  say(
    table(
      `1. Database (${database.kind}): seeded in ${Object.values(seeded.seconds)
        .reduce((a, b) => a + b, 0)
        .toFixed(1)} s ` +
        `(migrations + demo ${seeded.seconds.migrateAndDemo.toFixed(1)} s, bulk insert ${seeded.seconds.bulk.toFixed(1)} s, ` +
        `indexes ${seeded.seconds.indexes.toFixed(1)} s, ANALYZE ${seeded.seconds.analyze.toFixed(1)} s)`,
      ["table", "rows"],
      Object.entries(seeded.rows).map(([t, n]) => [t, n.toLocaleString("en")]),
    ),
  );
  say(
    table(
      "   seed steps",
      ["step", "s"],
      seeded.steps.map((s) => [s.step, s.seconds.toFixed(1)]),
    ),
  );

  const services: Service[] = [];
  // The live event stream's secret (issue #40), as `pnpm start` gives the API and the gateway;
  // a fixed one, which section 11's own gateway uses too.
  const liveEnv = { LIVE_EVENTS_KEY: BENCH_LIVE_KEY };
  try {
    const api = await startService(
      "API",
      "api/src/main.ts",
      { ...identity.env, ...database.serviceEnv, ...database.env, ...liveEnv },
      "/api/v1/healthz",
      profileArgs(),
    );
    services.push(api);
    const gatewayEnv = {
      ...identity.env,
      ...database.serviceEnv,
      WEB_DIST: join(repoRoot, "web", "dist"),
      // The bench sends everything with one user's token, thousands of requests a minute: the
      // budgets per caller (gateway/src/rate-limit) would measure themselves, not the stack.
      RATE_LIMIT_REQUESTS_PER_MINUTE: "0",
      RATE_LIMIT_COST_PER_MINUTE: "0",
      // The bench's own documents are text, not the web app's registered hashes: production's
      // trusted documents (issue #39) would refuse them; the sandbox setting lets text through.
      GRAPHQL_SANDBOX: "true",
      ...liveEnv,
    };
    const gateway = await startService(
      "gateway",
      "gateway/src/main.ts",
      { ...gatewayEnv, API_URL: api.url },
      "/readyz",
      profileArgs(),
    );
    services.push(gateway);
    const token = await identity.token("admin@example.jp");

    // Facts the filters need, from the first page as the web app gets it.
    const first = await graphql(gateway.url, token, TARGET_LIST_QUERY, {
      sort: "CODE",
      page: 1,
      pageSize: 20,
    });
    const data = first.data as FirstPage;
    const facts: Facts = {
      targetCount: data.targets.pageInfo.totalCount,
      firstTargetId: Number(data.targets.items[0]?.id ?? 1),
      clientId: Number(data.clients[0]?.id ?? 1),
      projectId: Number(data.projectChoices[0]?.id ?? 1),
    };

    // The API must be serving the database just seeded (a count may be an estimate: 10% slack).
    const seededTargets = seeded.rows.targets ?? 0;
    if (Math.abs(facts.targetCount - seededTargets) > seededTargets * 0.1)
      throw new BenchError(
        `the API counts ${facts.targetCount} targets, ${seededTargets} were seeded: is it serving another database?`,
      );

    const ctx = { database, settings, services, api, gateway, gatewayEnv, token, facts };
    const core = settings.only === "users" ? undefined : await coreSections({ ...ctx, data });
    const users = await usersSection(ctx);
    const live =
      settings.only === "users" || settings.liveStreams === 0
        ? undefined
        : await liveSection(
            { api, gatewayEnv, token, streams: settings.liveStreams },
            database.kind,
          );
    return { kind: database.kind, targets: facts.targetCount, core, users, live };
  } catch (error) {
    for (const s of services)
      if (s.log.length)
        console.error(`--- last lines of ${s.name} ---\n${s.log.slice(-15).join("\n")}`);
    throw error;
  } finally {
    for (const s of [...services].reverse()) await s.stop();
  }
}

/**
 * Sections 2–8 (issue #13): list queries, REST calls per query, authenticated list vs /healthz,
 * the targets page vs its REST calls, the import, the autocannon run.
 */
async function coreSections(ctx: {
  database: BenchDatabase;
  settings: Settings;
  services: Service[];
  api: Service;
  gateway: Service;
  gatewayEnv: NodeJS.ProcessEnv;
  token: string;
  data: FirstPage;
  facts: Facts;
}): Promise<CoreFigures> {
  const { database, settings, services, api, gateway, gatewayEnv, token, data, facts } = ctx;
  const proxy = await startCountingProxy(api.url);
  try {
    const counting = await startService(
      COUNTING,
      "gateway/src/main.ts",
      // Sharing no /pair lists: each query's count is every REST call it needs.
      // No live stream either: its one long call would be counted among the REST calls.
      {
        ...gatewayEnv,
        API_URL: proxy.url,
        LOG_LEVEL: "warn",
        SHARED_READS_TTL_MS: "0",
        LIVE_EVENTS_KEY: undefined,
      },
      "/readyz",
    );
    services.push(counting);
    const calls = proxy.calls;

    /** The REST calls one GraphQL request makes (through the counting gateway, warmed first). */
    const restCallsOf = async (c: ListCase): Promise<RestCall[]> => {
      await graphql(counting.url, token, c.query, c.variables);
      calls.length = 0;
      await graphql(counting.url, token, c.query, c.variables);
      return calls.splice(0);
    };

    // 2. Each list query via the gateway and the same REST list call directly.
    const listRows: string[][] = [];
    const filterStats: { label: string; gateway: Stats; rest: Stats }[] = [];
    const totals = new Map<string, string>();
    for (const c of [...targetCases(facts), ...otherListCases()]) {
      const made = await restCallsOf(c);
      const main = made.find(
        (call) => call.method === "GET" && pathOf(call.url).endsWith(c.restPath),
      );
      if (!main)
        throw new BenchError(
          `${c.label}: the gateway made no GET …${c.restPath} (${made.map((m) => m.url).join(", ")})`,
        );
      let total = "";
      const viaGateway = async () => {
        const body = await graphql(gateway.url, token, c.query, c.variables);
        const list = Object.values(body.data ?? {})[0] as
          { pageInfo?: { totalCount?: number } } | undefined;
        total = String(list?.pageInfo?.totalCount ?? "");
      };
      const direct = () => rest(api.url + main.url, { token });
      const [g, r] = await sample([viaGateway, direct], {
        rounds: settings.rounds,
        warmup: 2,
        budgetMs: settings.caseBudgetMs,
      });
      const gs = stats(g!);
      const rs = stats(r!);
      if (c.targetFilter) filterStats.push({ label: c.label, gateway: gs, rest: rs });
      totals.set(c.label.replace(/TA-\d+/, "TA-…"), total);
      listRows.push([
        c.label,
        total,
        ms(gs.p50),
        ms(gs.p95),
        ms(rs.p50),
        ms(rs.p95),
        ratio(gs.p50, rs.p50),
        String(gs.n),
      ]);
    }
    say(
      table(
        `2. List queries (${database.kind}), ms: the web's query via the gateway vs the REST list call it makes, sequential`,
        ["query", "total", "GQL p50", "GQL p95", "REST p50", "REST p95", "GQL/REST p50", "n"],
        listRows,
      ),
    );

    // 3. REST calls per GraphQL query.
    const perQuery: string[][] = [];
    for (const size of [10, 100]) {
      const made = await restCallsOf(targetPage(size));
      const byPath = new Map<string, number>();
      for (const call of made)
        byPath.set(
          `${call.method} ${pathOf(call.url)}`,
          (byPath.get(`${call.method} ${pathOf(call.url)}`) ?? 0) + 1,
        );
      perQuery.push([
        `TargetListPage, pageSize ${size}`,
        String(made.length),
        [...byPath].map(([p, n]) => (n > 1 ? `${p} ×${n}` : p)).join(", "),
      ]);
    }
    say(
      table(
        `3. REST calls per GraphQL query (${database.kind}, viewer cache warm, no /pair list shared)`,
        ["query", "calls", "REST calls"],
        perQuery,
      ),
    );

    // 4. Authenticated REST list vs /healthz.
    const healthz = () => rest(`${api.url}/api/v1/healthz`);
    // A list whose own query is trivial: what is left is authentication and the list machinery.
    // The users list beside it also asks the identity pool for each user's status.
    const smallList = () => rest(`${api.url}/api/v1/pair/clients`, { token });
    const usersList = () =>
      rest(`${api.url}/api/v1/basis/users?page=1&pageSize=10&sort=id&order=asc`, { token });
    const [h, l, u] = await sample([healthz, smallList, usersList], {
      rounds: settings.rounds * 10,
      warmup: 20,
      budgetMs: 15_000,
    });
    const hs = stats(h!);
    const ls = stats(l!);
    const us = stats(u!);
    say(
      table(
        `4. Authenticated REST list vs /healthz (${database.kind}), ms`,
        ["request", "p50", "p95", "n", "p50 ratio"],
        [
          ["GET /api/v1/healthz", ms(hs.p50), ms(hs.p95), String(hs.n), "×1.00"],
          [
            "GET /api/v1/pair/clients (token)",
            ms(ls.p50),
            ms(ls.p95),
            String(ls.n),
            ratio(ls.p50, hs.p50),
          ],
          [
            "GET /api/v1/basis/users?pageSize=10 (token, + pool status)",
            ms(us.p50),
            ms(us.p95),
            String(us.n),
            ratio(us.p50, hs.p50),
          ],
        ],
      ),
    );

    // 5. The gateway's targets page vs the REST calls it makes, replayed as it made them: each
    // call starts once every call that had ended before it started has ended again (what it may
    // have waited for), so calls the gateway overlapped run in parallel. The counting gateway
    // shares no lists, so `made` is every call the page needs (what a REST client would make);
    // the gateway measured shares the /pair lists, so while they are fresh it makes the others.
    const page50 = targetPage(50);
    const made = (await restCallsOf(page50)).filter((c) => c.method === "GET");
    const unshared = made.filter((c) => !pathOf(c.url).startsWith("/api/v1/pair/"));
    const { after, shape } = wavesOf(made);
    // Each answer is parsed, as graphql() parses the gateway's: a client of the REST calls reads
    // their JSON too, so both sides pay for their own answers.
    const restJson = async (c: RestCall) =>
      JSON.parse((await rest(api.url + c.url, { token })).text) as unknown;
    const replayAsMade = (calls: RestCall[]) => async () => {
      const running = new Map<RestCall, Promise<unknown>>();
      const start = (c: RestCall): Promise<unknown> => {
        let p = running.get(c);
        if (!p) {
          const before = after[made.indexOf(c)]!.filter((d) => calls.includes(d));
          p = Promise.all(before.map(start)).then(() => restJson(c));
          running.set(c, p);
        }
        return p;
      };
      await Promise.all(calls.map(start));
    };
    const replaySequential = async () => {
      for (const call of made) await restJson(call);
    };
    // The floor: a bare hop (bare-hop.ts) to the one call the gateway makes, without GraphQL.
    if (unshared.length !== 1)
      throw new BenchError(`the gateway made ${unshared.length} unshared calls, the bare hop 1`);
    const hop = await startService(
      "bare hop",
      "bench/src/bare-hop.ts",
      { API_URL: api.url, HOP_PATH: unshared[0]!.url },
      "/readyz",
    );
    // The gateway's own CPU per page: only the GraphQL requests reach it while sampling.
    let gatewayPages = 0;
    const viaGateway = () => {
      gatewayPages++;
      return graphql(gateway.url, token, page50.query, page50.variables);
    };
    const viaHop = () => graphql(hop.url, token, page50.query, page50.variables);
    const gatewayCpuFrom = cpuSeconds(gateway.pid);
    const [pg, pw, pu, ps, ph] = await sample(
      [viaGateway, replayAsMade(made), replayAsMade(unshared), replaySequential, viaHop],
      { rounds: settings.rounds * 5, warmup: 5, budgetMs: 25_000 },
    ).finally(() => hop.stop());
    const gatewayCpuTo = cpuSeconds(gateway.pid);
    const pgs = stats(pg!);
    const pws = stats(pw!);
    const pus = stats(pu!);
    const pss = stats(ps!);
    const phs = stats(ph!);
    const row = (label: string, st: Stats) => [
      label,
      ms(st.p50),
      ms(st.p95),
      String(st.n),
      `gateway ${ratio(pgs.p50, st.p50)}`,
    ];
    say(
      table(
        `5. Targets page of 50 (the web's query) vs the ${made.length} REST calls it needs (${database.kind}), ms: ${shape}`,
        ["path", "p50", "p95", "n", "p50 vs gateway"],
        [
          ["GraphQL TargetListPage via gateway", ms(pgs.p50), ms(pgs.p95), String(pgs.n), "×1.00"],
          row(`the ${made.length} REST calls, overlapped as the gateway makes them`, pws),
          row(`the ${unshared.length} of them not shared (no /pair list), overlapped`, pus),
          row(`the ${made.length} REST calls one after another`, pss),
          row(
            `a bare hop to the ${unshared.length} it makes: node:http, undici, JSON, no GraphQL`,
            phs,
          ),
        ],
      ),
    );
    say(
      `   the bare hop is ${ratio(phs.p50, pws.p50)} of the ${made.length} REST calls overlapped, ` +
        `${ratio(phs.p50, pss.p50)} of them one after another: the least any gateway in its own process adds`,
    );
    if (gatewayCpuFrom !== undefined && gatewayCpuTo !== undefined && gatewayPages > 0) {
      const cpuMs = ((gatewayCpuTo - gatewayCpuFrom) * 1000) / gatewayPages;
      // What ×1.10 leaves the gateway: the calls it still makes (the /pair lists are shared)
      // take their time, its own work per page (two HTTP hops, GraphQL, JSON) must fit the rest.
      const budget = pws.p50 * 1.1 - pus.p50;
      say(
        `   gateway CPU per page: ${ms(cpuMs)} ms (${gatewayPages} pages, /proc ticks of 10 ms); ` +
          `×1.10 of the ${made.length} REST calls is ${ms(pws.p50 * 1.1)} ms, the ${unshared.length} it makes take ${ms(pus.p50)} ms: ` +
          `${ms(budget)} ms left for its own work`,
      );
    }

    // 6. Import of importRows CSV rows into this database.
    const importMs: number[] = [];
    for (let run = 0; run < settings.importRuns; run++) {
      const csv = Buffer.from(importCsv(settings.importRows, run + 1), "utf8");
      importMs.push(
        await timed(async () => {
          const res = await rest(`${api.url}/api/v1/import/targets`, {
            token,
            method: "POST",
            body: csv,
            contentType: "text/csv",
          });
          const created = (JSON.parse(res.text) as { created?: number }).created;
          if (created !== settings.importRows)
            throw new BenchError(`import created ${created} of ${settings.importRows}`);
        }),
      );
      // The API answers, then runs VACUUM (ANALYZE) of the grown tables (1–3 s at 100,000 rows):
      // the next file starts after it, as a clerk's next import would, not on top of it.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    const im = stats(importMs);
    say(
      table(
        `6. Import of ${settings.importRows.toLocaleString("en")} CSV rows, POST /api/v1/import/targets (${database.kind})`,
        ["run", "ms", "rows/s"],
        [
          ...importMs.map((t, i) => [
            `run ${i + 1}`,
            ms(t),
            String(Math.round((settings.importRows / t) * 1000)),
          ]),
          ["median", ms(im.p50), String(Math.round((settings.importRows / im.p50) * 1000))],
        ],
      ),
    );

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

    const worstRest = filterStats.reduce((a, b) => (b.rest.p95 > a.rest.p95 ? b : a));
    const worstGateway = filterStats.reduce((a, b) => (b.gateway.p95 > a.gateway.p95 ? b : a));
    return {
      worstFilterP95: {
        rest: worstRest.rest.p95,
        gateway: worstGateway.gateway.p95,
        restLabel: worstRest.label,
        gatewayLabel: worstGateway.label,
      },
      authListVsHealthz: { list: ls.p50, healthz: hs.p50 },
      targetsPageVsRest: { gateway: pgs.p50, rest: pws.p50, calls: made.length, bareHop: phs.p50 },
      importMs: im.p50,
      load,
      totals,
    };
  } finally {
    // Stopped before the proxy closes: its keep-alive connections would hold the close.
    const counting = services.find((s) => s.name === COUNTING);
    if (counting) {
      await counting.stop();
      services.splice(services.indexOf(counting), 1);
    }
    await proxy.close();
  }
}

/**
 * The REST calls of one GraphQL request as the gateway overlapped them: each call's `after` are
 * the calls that had ended before it started (what it may have waited for); `shape` names them
 * wave by wave (`/a ∥ /b → /c`).
 */
function wavesOf(made: RestCall[]): { after: RestCall[][]; shape: string } {
  const after = made.map((c) => made.filter((d) => d !== c && d.end <= c.start));
  const levels = made.map(function level(c): number {
    const deps = after[made.indexOf(c)]!;
    return deps.length ? 1 + Math.max(...deps.map(level)) : 0;
  });
  const shape = [...new Set(levels)]
    .sort()
    .map((l) =>
      made
        .filter((_, i) => levels[i] === l)
        .map((c) => pathOf(c.url).replace("/api/v1", ""))
        .join(" ∥ "),
    )
    .join(" → ");
  return { after, shape };
}

/**
 * The REST calls each operation of the virtual users makes, through a second gateway behind a
 * counting proxy: with no list shared (SHARED_READS_TTL_MS=0), and with the /pair lists shared
 * as by default (the operation's second request, the lists fresh), with the waves they ran in.
 */
async function restCallsPerOperation(ctx: {
  database: BenchDatabase;
  services: Service[];
  api: Service;
  gatewayEnv: NodeJS.ProcessEnv;
  token: string;
  operations: UserOperation[];
}): Promise<void> {
  const { database, services, api, gatewayEnv, token, operations } = ctx;
  const proxy = await startCountingProxy(api.url);
  const counted: RestCall[][][] = operations.map(() => []);
  try {
    for (const sharing of [false, true]) {
      const env: NodeJS.ProcessEnv = {
        ...gatewayEnv,
        API_URL: proxy.url,
        LOG_LEVEL: "warn",
        // Not counted among an operation's REST calls: the live stream is one call for all.
        LIVE_EVENTS_KEY: undefined,
      };
      if (!sharing) env.SHARED_READS_TTL_MS = "0";
      const counting = await startService(COUNTING, "gateway/src/main.ts", env, "/readyz");
      services.push(counting);
      try {
        for (const [i, operation] of operations.entries()) {
          const { query, variables } = JSON.parse(operation.bodies[0]!) as {
            query: string;
            variables: Record<string, unknown>;
          };
          // The first request warms the viewer cache (and the shared lists); the second counts.
          await graphql(counting.url, token, query, variables);
          proxy.calls.length = 0;
          await graphql(counting.url, token, query, variables);
          counted[i]!.push(proxy.calls.splice(0));
        }
      } finally {
        await counting.stop();
        services.splice(services.indexOf(counting), 1);
      }
    }
  } finally {
    await proxy.close();
  }
  say(
    table(
      `9a. REST calls per operation of the virtual users (${database.kind}): no list shared, and the /pair lists shared (the default)`,
      ["operation", "not shared", "shared", "shared, in waves"],
      operations.map((operation, i) => {
        const [alone, shared] = counted[i] as [RestCall[], RestCall[]];
        return [
          operation.label,
          String(alone.length),
          String(shared.length),
          wavesOf(shared).shape,
        ];
      }),
    ),
  );
}

/** Pages of the targets list the virtual users page through (and whose rows they open). */
const USER_TARGET_PAGES = 10;

/**
 * 9. Virtual users through the gateway (issue #20): on PGlite `usersEmbedded` users with a think
 * time, on PostgreSQL `usersPostgres` users without pause, each going round the web app's own
 * pages: the targets list, a target's 対象物件編集 (the nested detail), the negotiations,
 * constructions and projects lists, the dashboard.
 */
async function usersSection(ctx: {
  database: BenchDatabase;
  settings: Settings;
  services: Service[];
  api: Service;
  gateway: Service;
  gatewayEnv: NodeJS.ProcessEnv;
  token: string;
  facts: Facts;
}): Promise<UsersResult> {
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

/** BENCH_CPU_PROF_DIR: the API and the gateway write V8 CPU profiles there when they stop. */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
}
