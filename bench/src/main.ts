// `pnpm --filter @cfx/bench bench`: the speed figures of issue #13 on a realistic database.
// For PGlite (always) and the PostgreSQL of DATABASE_URL (when set; the bench creates and drops
// its own database `bench_<pid>` there): seed BENCH_TARGETS targets, run the API and the gateway
// as child processes like `pnpm start`, and print list query times (gateway vs REST), REST calls
// per query, authenticated list vs /healthz, the targets page vs its REST calls, the import, a
// load run with RSS, the sign-in JS, and a goals table. A ✗ is a figure, not a failure (exit 0);
// a query that errs is a failure (exit 1).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPgliteDatabase, createPostgresDatabase, type BenchDatabase } from "./database";
import { agent } from "./http";
import { runDatabase, type DatabaseFigures, type Settings } from "./run-database";
import { startIdentity } from "./services";
import { documentFigures } from "./documents";
import { signInSize } from "./signin-size";
import { ms, ratio, table } from "./stats";

const int = (name: string, fallback: number, min: number, max: number) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer ${min}–${max}, got ${raw}`);
  return n;
};

const settings: Settings = {
  targets: int("BENCH_TARGETS", 100_000, 100, 1_000_000),
  rounds: int("BENCH_ROUNDS", 20, 5, 1000),
  caseBudgetMs: int("BENCH_CASE_MS", 3_000, 500, 120_000),
  loadSeconds: int("BENCH_LOAD_SECONDS", 30, 1, 600),
  loadConnections: int("BENCH_LOAD_CONNECTIONS", 50, 1, 1000),
  settleSeconds: int("BENCH_SETTLE_SECONDS", 10, 0, 120),
  importRows: int("BENCH_IMPORT_ROWS", 10_000, 1, 20_000),
  importRuns: int("BENCH_IMPORT_RUNS", 3, 1, 10),
};

type Goal = [goal: string, figure: string, ok: boolean | undefined];

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `pnpm bench — ${new Date().toISOString()} — node ${process.version}, ` +
      Object.entries(settings)
        .map(([k, v]) => `${k}=${v}`)
        .join(" "),
  );
  const workDir = mkdtempSync(join(tmpdir(), "cfx-bench-"));
  const identity = await startIdentity(workDir);
  const figures: DatabaseFigures[] = [];
  try {
    const makers: (() => Promise<BenchDatabase>)[] = [createPgliteDatabase];
    if (process.env.DATABASE_URL)
      makers.push(() => createPostgresDatabase(process.env.DATABASE_URL!));
    else console.log("\n(DATABASE_URL is not set: PGlite only)");
    for (const make of makers) {
      const database = await make();
      // Ctrl-C: the children get the signal too; drop the database rather than leave it behind.
      const interrupted = () => {
        console.error("\ninterrupted: removing the bench database");
        void database.dispose().finally(() => process.exit(130));
      };
      process.once("SIGINT", interrupted);
      try {
        figures.push(await runDatabase(database, identity, settings));
      } finally {
        process.off("SIGINT", interrupted);
        await database.dispose();
      }
    }
  } finally {
    await identity.stop();
    rmSync(workDir, { recursive: true, force: true });
    await agent.close();
  }

  // 7. Sign-in JS.
  const size = signInSize();
  if ("missing" in size) console.log(`\n7. Sign-in JS: skipped — ${size.missing}`);
  else
    console.log(
      table(
        `7. Sign-in JS over the wire (${size.dist}: the entry and its static imports)`,
        ["files", "raw", "gzip", "brotli"],
        [[String(size.files), kib(size.size.raw), kib(size.size.gzip), kib(size.size.brotli)]],
      ),
    );

  // 8. Documents.
  const documents = await documentFigures(Math.min(settings.rounds, 20));
  console.log(
    table(
      "8. Documents (PDF, A4, Noto Sans JP subset): first render, median warm render, size",
      ["type", "first ms", "warm p50 ms", "size"],
      documents.map((d) => [String(d.type), ms(d.coldMs), ms(d.warmMs), kib(d.bytes)]),
    ),
  );

  const goals: Goal[] = [];
  for (const f of figures) {
    const { list, healthz } = f.authListVsHealthz;
    goals.push([
      `${f.kind}: authenticated REST list (/pair/clients) ≤ 3× /healthz (p50)`,
      `${ms(list)} / ${ms(healthz)} ms = ${ratio(list, healthz)}`,
      list <= 3 * healthz,
    ]);
    const page = f.targetsPageVsRest;
    goals.push([
      `${f.kind}: gateway targets page ≤ 1.10× its ${page.calls} REST calls (p50)`,
      `${ms(page.gateway)} / ${ms(page.rest)} ms = ${ratio(page.gateway, page.rest)}`,
      page.gateway <= 1.1 * page.rest,
    ]);
    const limit = f.kind === "PostgreSQL" ? 50 : 150;
    const at = `${f.targets.toLocaleString("en")} targets`;
    goals.push([
      `${f.kind}: every targets-list filter p95 ≤ ${limit} ms, REST (${at})`,
      `worst ${ms(f.worstFilterP95.rest)} ms (${f.worstFilterP95.restLabel})`,
      f.targets >= 100_000 ? f.worstFilterP95.rest <= limit : undefined,
    ]);
    goals.push([
      `${f.kind}: every targets-list filter p95 ≤ ${limit} ms, gateway (${at})`,
      `worst ${ms(f.worstFilterP95.gateway)} ms (${f.worstFilterP95.gatewayLabel})`,
      f.targets >= 100_000 ? f.worstFilterP95.gateway <= limit : undefined,
    ]);
    goals.push([
      `${f.kind}: import of ${settings.importRows.toLocaleString("en")} rows${f.kind === "PostgreSQL" ? " ≤ 1.5 s" : ""}`,
      `${ms(f.importMs)} ms`,
      f.kind === "PostgreSQL" && settings.importRows === 10_000 ? f.importMs <= 1500 : undefined,
    ]);
    const errors = f.load.errors + f.load.non2xx + f.load.graphqlErrors;
    goals.push([
      `${f.kind}: load run 0 errors`,
      `${errors} of ${f.load.total} (${f.load.requestsPerSecond.toFixed(0)} req/s)`,
      errors === 0,
    ]);
    for (const p of f.load.rss) {
      const back = p.before && p.settled ? (p.settled - p.before) / p.before : undefined;
      goals.push([
        `${f.kind}: ${p.name} RSS ${settings.settleSeconds} s after the run ≤ +10% of its start`,
        back === undefined
          ? "—"
          : `${((p.before ?? 0) / 1024).toFixed(0)} → ${((p.settled ?? 0) / 1024).toFixed(0)} MiB (${(back * 100).toFixed(1)}%)`,
        back === undefined ? undefined : back <= 0.1,
      ]);
    }
  }
  if (figures.length > 1) {
    // Not a goal of the issue, but a figure that is fast and wrong is worth nothing.
    const [a, b] = figures as [DatabaseFigures, DatabaseFigures];
    const differ = [...a.totals].filter(([label, total]) => b.totals.get(label) !== total);
    goals.push([
      `same totalCount on ${a.kind} and ${b.kind} for every list query`,
      differ.length
        ? differ.map(([label, total]) => `${label}: ${total} vs ${b.totals.get(label)}`).join("; ")
        : `${a.totals.size} of ${a.totals.size} equal`,
      differ.length === 0,
    ]);
  }
  goals.push([
    "sign-in JS ≤ 250 KB over the wire (gzip)",
    "missing" in size
      ? "no web/dist"
      : `${(size.size.gzip / 1000).toFixed(1)} kB (${kib(size.size.gzip)})`,
    "missing" in size ? undefined : size.size.gzip <= 250 * 1000,
  ]);
  const slowest = Math.max(...documents.map((d) => d.warmMs));
  const largest = Math.max(...documents.map((d) => d.bytes));
  goals.push([
    "every document type ≤ 300 ms to generate (warm p50) and ≤ 300 KB",
    `slowest ${ms(slowest)} ms, largest ${kib(largest)}`,
    slowest <= 300 && largest <= 300 * 1024,
  ]);
  goals.push(["warm pnpm start ready ≤ 10 s", "not measured here (time `pnpm start`)", undefined]);
  if (!process.env.DATABASE_URL)
    goals.push(["PostgreSQL figures", "DATABASE_URL not set", undefined]);
  console.log(
    table(
      `Goals (issue #13, "Must show") — ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
      ["goal", "figure", "met"],
      goals.map(([goal, figure, ok]) => [goal, figure, ok === undefined ? "—" : ok ? "✓" : "✗"]),
    ),
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("\nbench failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
