/**
 * Harness for the browser tests (e2e/*.test.ts). It runs the same stack as
 * `pnpm start` (scripts/stack/stack.ts), on a temp DATA_DIR and free ports.
 *
 *   const stack = await startTestStack();        // emulator + API (PGlite) + gateway serving web/dist,
 *                                                  // on a copy of the run's template (global-setup.ts)
 *   stack.url                                      // "http://127.0.0.1:<port>/" — open this
 *   stack.gatewayUrl / stack.apiUrl                // without trailing slash
 *   stack.identity                                 // { mode: "local", endpoint, userPoolId, clientId }
 *   await stack.tokens("admin@example.jp")          // real ID/access tokens (password Demo1234 by default)
 *   await stack.latestCode("manager@example.jp")    // last forgot-password code the emulator printed
 *   stack.processes.api?.kill("SIGKILL")           // children: identity, api, gateway
 *   await stack.stop()                             // stop the services, keep DATA_DIR
 *   await stack.restart()                          // stop + start again on the same DATA_DIR and ports
 *   await stack.dispose()                          // stop and delete the temp DATA_DIR
 *
 *   const browser = await launchBrowser();         // Debian's /usr/bin/chromium, headless, fresh profile
 *   const page = await browser.newPage({ baseURL: stack.url, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
 *   ...
 *   await browser.close();
 *
 * The web app must be built first (`pnpm test:e2e` does `pnpm run build`). The
 * children's output goes to `<dataDir>/stack.log`; set E2E_VERBOSE=1 to also
 * print it. Two files run at a time (vitest.config.ts), each with a stack of its
 * own: start one per file in beforeAll and dispose of it in afterAll, and share
 * nothing else (ports come from freePort(), data from a temp dir).
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { freePort, readLatestCode, signIn, type Tokens } from "@cfx/identity/emulator";
import { DEMO_PASSWORD } from "@cfx/identity/demo-users";
import { startStack, type Stack, type StackOptions } from "../scripts/stack/stack";
import { browserLaunchOptions, chromiumPath } from "./chromium";

export type TestStack = Stack & {
  logFile: string;
  tokens(email: string, password?: string): Promise<Tokens>;
  latestCode(email?: string): Promise<string | undefined>;
  restart(): Promise<void>;
  dispose(): Promise<void>;
};

export type TestStackOptions = {
  /**
   * Reuse a data dir (default: a new temp dir, deleted by dispose(), holding a copy of the run's
   * template: see global-setup.ts).
   */
  dataDir?: string;
  /** The new temp dir starts empty: the stack migrates, seeds and creates the pool itself. */
  empty?: boolean;
  /** dispose() deletes the given `dataDir` too (as it does a temp dir made here). */
  ownDataDir?: boolean;
  /** Extra environment for the API and gateway. */
  env?: NodeJS.ProcessEnv;
};

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const ownDir = options.dataDir === undefined || options.ownDataDir === true;
  const dataDir = options.dataDir ?? newDataDir(options.empty ?? false);
  const logFile = join(dataDir, "stack.log");
  const verbose = process.env.E2E_VERBOSE === "1";
  const stackOptions: StackOptions = {
    dataDir,
    port: await freePort(),
    apiPort: await freePort(),
    identityPort: await freePort(),
    env: {
      LOG_LEVEL: "warn",
      // The files of a run share stacks and demo users, one browser firing a page's queries after
      // another: the budgets per caller have their own tests (gateway/src/rate-limit, replicas).
      RATE_LIMIT_REQUESTS_PER_MINUTE: "0",
      RATE_LIMIT_COST_PER_MINUTE: "0",
      ...options.env,
    },
    // A build of one's own (`vite build --outDir …`) instead of web/dist, e.g. while another build runs.
    webDist: process.env.WEB_DIST,
    timeoutMs: 150_000,
    onLine: (service, line) => {
      appendFileSync(logFile, `[${service}] ${line}\n`);
      if (verbose) console.log(`[${service}] ${line}`);
    },
  };
  // Ports could collide between freePort() calls; make them distinct.
  while (new Set([stackOptions.port, stackOptions.apiPort, stackOptions.identityPort]).size < 3) {
    stackOptions.apiPort = await freePort();
    stackOptions.identityPort = await freePort();
  }

  let current = await startOrExplain(stackOptions, logFile);
  const handle: TestStack = {
    ...current,
    logFile,
    // The identity and its log stay the same across restarts (same data dir and port).
    ...identityHelpers(current),
    async stop() {
      await current.stop();
    },
    async restart() {
      await current.stop();
      current = await startOrExplain(stackOptions, logFile);
      Object.assign(handle, { ...current, stop: handle.stop });
    },
    async dispose() {
      await current.stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** tokens() and latestCode() of a stack whose identity (and emulator log) are these. */
export function identityHelpers(
  stack: Pick<Stack, "identity" | "identityLogFile">,
): Pick<TestStack, "tokens" | "latestCode"> {
  return {
    async tokens(email, password = DEMO_PASSWORD) {
      if (stack.identity.mode !== "local") throw new Error("tokens() needs the emulator");
      return signIn({
        endpoint: stack.identity.endpoint,
        clientId: stack.identity.clientId,
        email,
        password,
      });
    },
    async latestCode(email) {
      return stack.identityLogFile ? readLatestCode(stack.identityLogFile, email) : undefined;
    },
  };
}

/** Copies a stopped stack's data dir, without the logs of its run. */
export function copyDataDir(template: string, into: string): void {
  cpSync(template, into, {
    recursive: true,
    filter: (source) => !["stack.log", "emulator.log"].includes(basename(source)),
  });
}

/**
 * A temp DATA_DIR, unless `empty` a copy of the template the global setup made (migrated, seeded,
 * the demo users in the emulator's pool): a stack then starts as on any later day, in about half
 * the time of a first start.
 */
function newDataDir(empty: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), "cfx-e2e-"));
  if (!empty) copyDataDir(inject("stackTemplate"), dir);
  return dir;
}

async function startOrExplain(options: StackOptions, logFile: string): Promise<Stack> {
  try {
    return await startStack(options);
  } catch (error) {
    throw new Error(`${(error as Error).message} (children's output: ${logFile})`, {
      cause: error,
    });
  }
}

export { browserLaunchOptions, chromiumPath };

/** A browser of the file's own, with a fresh profile (playwright's launch makes a temp user-data dir). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(browserLaunchOptions());
}
