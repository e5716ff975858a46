// `pnpm test` (what CI runs) and `pnpm test:quick` (the developer's loop): every check in stages,
// fast ones first, stopping at the first failure. Each stage prints its wall time and the tests
// it ran; the end prints a table of all of them, the total, and one closing line
// `N passed, N failed`. A suite that ran fewer tests than its floor in floors.json fails: tests
// must not disappear unnoticed (a file no longer matched, a describe gone).
//
//   node --import tsx scripts/test/run.ts [--quick] [--from STAGE] [--only STAGE[,STAGE]]
//
//   --quick  everything but the browser, replicas, bundle and fault stages
//   --from   start at that stage (after fixing a failure)
//   --only   just those stages
//
// DATABASE_URL_TESTS (default postgres://postgres@127.0.0.1:5432/test) is the PostgreSQL the API's
// PostgreSQL stage uses (the database is created when missing); when nothing answers there, that
// stage fails in CI and, elsewhere, runs the whole API suite on PGlite instead and says so.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { databaseUrl, psql } from "../replicas/postgres";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const floorsFile = join(repoRoot, "scripts", "test", "floors.json");
const reports = mkdtempSync(join(tmpdir(), "cfx-test-reports-"));

type Counts = { passed: number; failed: number; skipped: number };
type Stage = {
  name: string;
  /** What it checks, printed before it runs. */
  what: string;
  slow?: boolean;
  run(): Promise<Counts | undefined>;
};

const TEST_DATABASE_URL =
  process.env.DATABASE_URL_TESTS ?? "postgres://postgres@127.0.0.1:5432/test";

function sh(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    // Quiet: the output is kept and handed over whole, so that two commands running at once
    // do not interleave their lines.
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`, {
              cause: output,
            }),
          ),
    );
  });
}

/** Runs the commands at once, printing each one's output when it ends. */
async function together(commands: string[][]): Promise<undefined> {
  const results = await Promise.allSettled(
    commands.map(async ([command, ...args]) => {
      const t0 = Date.now();
      const name = [command, ...args].join(" ");
      try {
        const output = await sh(command!, args, { quiet: true });
        console.log(`${output}── ${name}: ok in ${seconds(Date.now() - t0)}`);
      } catch (error) {
        console.log(`${String((error as Error).cause ?? "")}── ${name}: FAILED`);
        throw error;
      }
    }),
  );
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return undefined;
}

/** Runs vitest in `dir` with a JSON report beside the usual output and returns its counts. */
async function vitest(name: string, dir: string, args: string[] = [], env?: NodeJS.ProcessEnv) {
  const report = join(reports, `${name}.json`);
  let failure: unknown;
  try {
    await sh(
      "pnpm",
      [
        "exec",
        "vitest",
        "run",
        ...args,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
      ],
      { cwd: join(repoRoot, dir), env },
    );
  } catch (error) {
    failure = error;
  }
  let counts: Counts | undefined;
  try {
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    // No report: vitest failed before running anything; the failure says why.
  }
  if (failure) throw Object.assign(new Error(String(failure)), { counts });
  return counts;
}

/** The API's suite on PostgreSQL: the database named in the URL is created when missing. */
async function apiOnPostgres(): Promise<Counts | undefined> {
  const name = decodeURIComponent(new URL(TEST_DATABASE_URL).pathname.slice(1));
  const admin = databaseUrl(TEST_DATABASE_URL, "postgres");
  const exists = await psql(admin, `select 1 from pg_database where datname = '${name}'`).catch(
    (error: unknown) => error as Error,
  );
  if (exists instanceof Error) {
    if (process.env.CI) throw exists;
    // A machine without PostgreSQL still tests the whole API, on PGlite.
    console.log(`No PostgreSQL (${exists.message}): the whole API suite runs on PGlite instead.`);
    return vitest("api-postgres", "api");
  }
  if (exists.length === 0) await psql(admin, `create database "${name}"`);
  return vitest("api-postgres", "api", [], { DATABASE_URL: TEST_DATABASE_URL });
}

const BUILD_WEB = ["node", "--import", "tsx", "scripts/build-web-if-changed.ts"];
/** Set by main() once the stages to run are known. */
let runsBrowserTests = false;

const STAGES: Stage[] = [
  {
    name: "generated",
    what: "OpenAPI document, REST types and GraphQL codegen are committed up to date",
    async run() {
      await sh("pnpm", ["generate"]);
      // Locally the freshly generated files are simply kept; CI compares them with the commit.
      if (process.env.CI)
        await sh("git", [
          "diff",
          "--exit-code",
          "--stat",
          "--",
          "api/openapi.json",
          "gateway/src/generated",
          "web/src/gql",
        ]);
      return undefined;
    },
  },
  {
    // Both at once: ESLint is one process on one core, and typecheck's tsc runs leave room.
    name: "static",
    what: "ESLint and Prettier (pnpm lint) beside tsc in every package (pnpm typecheck)",
    run: () =>
      together([
        ["pnpm", "lint"],
        ["pnpm", "typecheck"],
        // The web app the browser tests load (a minute in a fresh clone), built meanwhile.
        ...(runsBrowserTests ? [BUILD_WEB] : []),
      ]),
  },
  { name: "domain", what: "domain unit tests", run: () => vitest("domain", "domain") },
  {
    name: "identity",
    what: "identity against a real emulator",
    run: () => vitest("identity", "identity"),
  },
  {
    name: "scripts",
    what: "the stack scripts' unit tests",
    run: () => vitest("scripts", ".", ["--dir", "scripts", "--exclude", "**/faults/**"]),
  },
  { name: "web", what: "web unit tests (jsdom)", run: () => vitest("web", "web") },
  {
    name: "api-pglite",
    what: "the REST API's database files on PGlite (api/vitest.config.ts)",
    run: () => vitest("api-pglite", "api", [], { API_TESTS: "database" }),
  },
  { name: "api-postgres", what: "the REST API on PostgreSQL", run: apiOnPostgres },
  {
    name: "gateway",
    what: "the GraphQL gateway against the real API and emulator",
    run: () => vitest("gateway", "gateway"),
  },
  {
    name: "e2e",
    what: "browser tests in Chromium against the whole stack",
    slow: true,
    async run() {
      // Built in the static stage already: then this finds nothing changed.
      await sh(BUILD_WEB[0]!, BUILD_WEB.slice(1));
      return vitest("e2e", "e2e");
    },
  },
  {
    name: "replicas",
    what: "two APIs and two gateways behind nginx, one PostgreSQL, an S3 store",
    slow: true,
    run: () => sh("pnpm", ["test:replicas"]).then(() => undefined),
  },
  {
    name: "bundle",
    what: "the deployable bundle in production mode on PostgreSQL with S3",
    slow: true,
    run: () => sh("pnpm", ["test:bundle", "--s3"]).then(() => undefined),
  },
  {
    name: "faults",
    what: "faults: slow clients, shutdown, database down, overload, SIGKILL mid-import",
    slow: true,
    run: () => vitest("faults", ".", ["--dir", "scripts/faults"]),
  },
];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const countText = (c: Counts | undefined) =>
  c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}` : "";

async function main() {
  const quick = process.argv.includes("--quick");
  const only = option("--only")?.split(",");
  const from = option("--from");
  const known = new Set(STAGES.map((s) => s.name));
  for (const name of [...(only ?? []), ...(from ? [from] : [])])
    if (!known.has(name)) throw new Error(`no stage "${name}" (stages: ${[...known].join(", ")})`);
  // --from counts in the whole list: a stage --quick leaves out must not make it start elsewhere.
  const first = from ? STAGES.findIndex((s) => s.name === from) : 0;
  let stages = STAGES.slice(first).filter((s) => !(quick && s.slow));
  if (only) stages = stages.filter((s) => only.includes(s.name));
  runsBrowserTests = stages.some((s) => s.name === "e2e");
  const floors = JSON.parse(readFileSync(floorsFile, "utf8")) as Record<string, number>;

  const done: { name: string; ms: number; counts?: Counts; ok: boolean }[] = [];
  const started = Date.now();
  let failed: string | undefined;
  for (const stage of stages) {
    console.log(`\n━━ ${stage.name}: ${stage.what}`);
    const t0 = Date.now();
    let counts: Counts | undefined;
    let note: string | undefined;
    try {
      counts = await stage.run();
      const floor = floors[stage.name];
      const ran = counts ? counts.passed + counts.failed : 0;
      if (counts && floor !== undefined && ran < floor)
        throw Object.assign(
          new Error(
            `ran ${ran} tests, fewer than its floor of ${floor} (scripts/test/floors.json)`,
          ),
          { counts },
        );
    } catch (error) {
      counts ??= (error as { counts?: Counts }).counts;
      note = (error as Error).message;
      failed = stage.name;
    }
    const ms = Date.now() - t0;
    done.push({ name: stage.name, ms, counts, ok: !note });
    console.log(
      `━━ ${stage.name}: ${note ? "FAILED" : "ok"} in ${seconds(ms)}${counts ? ` (${countText(counts)})` : ""}${note ? ` — ${note}` : ""}`,
    );
    if (failed) break;
  }

  const total = done.reduce(
    (sum, s) => ({
      passed: sum.passed + (s.counts?.passed ?? 0),
      failed: sum.failed + (s.counts?.failed ?? 0),
      skipped: sum.skipped + (s.counts?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log("\nstage          time      tests");
  for (const s of done)
    console.log(
      `${s.name.padEnd(14)} ${seconds(s.ms).padStart(8)}  ${s.ok ? "" : "FAILED  "}${countText(s.counts)}`,
    );
  const skippedStages = stages.slice(done.length).map((s) => s.name);
  if (skippedStages.length) console.log(`not run after the failure: ${skippedStages.join(", ")}`);
  console.log(`total          ${seconds(Date.now() - started).padStart(8)}`);
  rmSync(reports, { recursive: true, force: true });
  // The plain closing line CI reads; a failed stage without test counts still counts as a failure.
  console.log(
    `${total.passed} passed, ${total.failed + (failed && !done.at(-1)?.counts?.failed ? 1 : 0)} failed` +
      (total.skipped ? `, ${total.skipped} skipped` : ""),
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
