// Everything measured on one database: seed, start API + gateways as child processes, then the
// list queries (gateway vs REST), REST calls per query, authenticated list vs /healthz, the
// targets page vs the REST calls it makes, the import, the load run (issue #13) and the virtual
// users (issue #20), and on PostgreSQL the web app in Chromium (issue #42, web-speed.ts). With
// BENCH_ONLY=users, the seed and the virtual users only; with BENCH_ONLY=web, the seed and 12.
// The sections live beside it: core-sections.ts (2–8), users-section.ts (9); section 11 is here.
import { join } from "node:path";
import { coreSections, type CoreFigures } from "./core-sections";
import { type BenchDatabase, seedDatabase } from "./database";
import { BenchError, graphql } from "./http";
import { BENCH_LIVE_KEY, liveFigures, type LiveFigures } from "./live";
import { TARGET_LIST_QUERY, type Facts } from "./queries";
import { say, type FirstPage, type Settings } from "./run-context";
import { repoRoot, startService, type Identity, type Service } from "./services";
import { mib, ms, table } from "./stats";
import { usersSection } from "./users-section";
import type { UsersResult } from "./users";
import { webSpeedSection, type WebSpeedFigures } from "./web-speed";

export type { Settings } from "./run-context";

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

export type DatabaseFigures = {
  kind: BenchDatabase["kind"];
  targets: number;
  /** Sections 2–8; none with BENCH_ONLY=users. */
  core?: CoreFigures;
  /** Section 9; none with BENCH_ONLY=web. */
  users?: UsersResult;
  /** Section 12 (issue #42), on PostgreSQL only; none with BENCH_ONLY=users or no web/dist. */
  web?: WebSpeedFigures;
  /** Section 11 (issue #40); none with BENCH_ONLY=users or BENCH_LIVE_STREAMS=0. */
  live?: LiveFigures;
};

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

    // 12. The web app in Chromium, first while the stack is quiet (no load run's aftermath). On
    // PostgreSQL only: there the gateway runs in production mode, as deployed.
    const web =
      database.kind === "PostgreSQL" && settings.only !== "users"
        ? await webSpeedSection(gateway.url, facts.targetCount, settings.rounds)
        : undefined;
    const ctx = { database, settings, services, api, gateway, gatewayEnv, token, facts };
    const core = settings.only !== "all" ? undefined : await coreSections({ ...ctx, data });
    const users = settings.only === "web" ? undefined : await usersSection(ctx);
    const live =
      settings.only !== "all" || settings.liveStreams === 0
        ? undefined
        : await liveSection(
            { api, gatewayEnv, token, streams: settings.liveStreams },
            database.kind,
          );
    return { kind: database.kind, targets: facts.targetCount, core, users, web, live };
  } catch (error) {
    for (const s of services)
      if (s.log.length)
        console.error(`--- last lines of ${s.name} ---\n${s.log.slice(-15).join("\n")}`);
    throw error;
  } finally {
    for (const s of [...services].reverse()) await s.stop();
  }
}

/** BENCH_CPU_PROF_DIR: the API and the gateway write V8 CPU profiles there when they stop. */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
}
