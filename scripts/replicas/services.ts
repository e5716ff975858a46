// The processes of the replica test, started with the orchestrator's own helpers
// (scripts/stack): each keeps its last output lines for the failure report instead of printing
// them (two APIs log every request).
import { join } from "node:path";
import { spawnService, type ExitInfo, type ServiceProcess } from "../stack/child";
import { repoRoot } from "../stack/env";
import { waitForStatus } from "../stack/wait";

export type Service = ServiceProcess & {
  /** The last lines of its output, newest last. */
  tail: string[];
  /** Set when the test killed it on purpose (an exit then is no failure). */
  killedOnPurpose: boolean;
};

const TAIL_LINES = 60;

/** Environment the parent must not pass on: each child gets exactly the test's values. */
const PRIVATE = [
  "DATABASE_URL",
  "DATA_DIR",
  "PORT",
  "API_PORT",
  "API_URL",
  "HOST",
  "FILE_STORE",
  "S3_ENDPOINT",
  "S3_FORCE_PATH_STYLE",
  "AWS_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_PROFILE",
  "IDENTITY_MODE",
  "IDENTITY_ENDPOINT",
  "COGNITO_USER_POOL_ID",
  "COGNITO_CLIENT_ID",
  "COGNITO_REGION",
  "WEB_DIST",
];

export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of PRIVATE) delete inherited[name];
  return { ...inherited, ...env };
}

export type StartOptions = {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Each output line, besides the tail (REPLICAS_VERBOSE prints them). */
  onLine?: (name: string, line: string) => void;
  /** Called when it exits while nobody stopped or killed it. */
  onUnexpectedExit: (name: string, info: ExitInfo) => void;
};

export function startService(options: StartOptions): Service {
  const tail: string[] = [];
  const child = spawnService({
    name: options.name,
    command: options.command,
    args: options.args,
    cwd: repoRoot,
    env: options.env,
    onLine: (name, line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      options.onLine?.(name, line);
    },
  });
  const service: Service = Object.assign(child, { tail, killedOnPurpose: false });
  void child.exited.then((info) => {
    if (!child.stopping && !service.killedOnPurpose) options.onUnexpectedExit(options.name, info);
  });
  return service;
}

/** `node --import tsx <entry>` of the repository, as stack.ts starts the API and the gateway. */
export function tsxArgs(entry: string): string[] {
  return ["--import", "tsx", join(repoRoot, entry)];
}

/** Waits until `url` answers `status`; fails at once when the service exits first. */
export function ready(service: Service, url: string, timeoutMs = 180_000): Promise<void> {
  return waitForStatus(url, 200, { timeoutMs, abort: service.exited, what: service.name });
}

/** Resolves with the first output line matching `pattern` (e.g. s3rver's listening line). */
export function lineMatching(
  service: Service,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${service.name}: no line matching ${pattern} in time`)),
      timeoutMs,
    );
    const check = () => {
      for (const line of service.tail) {
        const m = pattern.exec(line);
        if (m) {
          clearTimeout(timer);
          clearInterval(poll);
          resolve(m);
          return;
        }
      }
    };
    const poll = setInterval(check, 50);
    void service.exited.then(() => {
      check();
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`${service.name} exited before it was ready`));
    });
  });
}
