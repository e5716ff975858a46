// A service child process: prefixed output, orderly stop (SIGTERM, SIGKILL after 5 s).
import { spawn, type ChildProcess } from "node:child_process";

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

export type ServiceProcess = {
  name: string;
  process: ChildProcess;
  /** Resolves when the process has exited, whatever the reason. */
  exited: Promise<ExitInfo>;
  /** True once stop() was called: an exit after that is expected. */
  readonly stopping: boolean;
  stop(graceMs?: number): Promise<void>;
};

export type SpawnServiceOptions = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  onLine: (name: string, line: string) => void;
  /** Own process group, killed as a whole (for pnpm → vite chains). */
  group?: boolean;
};

export function spawnService(options: SpawnServiceOptions): ServiceProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    // A separate process group keeps the terminal's Ctrl-C away from the
    // children, so the orchestrator stops them in order.
    detached: true,
  });
  trackForExit(child, options.group ?? false);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) options.onLine(options.name, line);
    });
    stream?.on("end", () => {
      if (pending) options.onLine(options.name, pending);
      pending = "";
    });
  }
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", (error) => {
      options.onLine(options.name, `failed to start: ${error.message}`);
      resolve({ code: -1, signal: null });
    });
  });
  let stopping = false;
  const signal = (sig: NodeJS.Signals, wholeGroup = options.group ?? false) => {
    try {
      if (wholeGroup && child.pid) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // already gone
    }
  };
  return {
    name: options.name,
    process: child,
    exited,
    get stopping() {
      return stopping;
    },
    async stop(graceMs = 5000) {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      // The leader first (it shuts its helpers down itself), the group if it hangs.
      signal("SIGTERM", false);
      const timer = setTimeout(() => signal("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      if (options.group) signal("SIGKILL"); // stragglers of the group
    },
  };
}

// Last resort: if the orchestrator itself exits without stopping its
// children (crash, uncaught error), do not leave detached orphans behind.
const live = new Map<ChildProcess, boolean>();
let hooked = false;
function trackForExit(child: ChildProcess, group: boolean) {
  live.set(child, group);
  child.once("exit", () => live.delete(child));
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const [c, g] of live) {
      try {
        if (g && c.pid) process.kill(-c.pid, "SIGKILL");
        else c.kill("SIGKILL");
      } catch {
        // gone
      }
    }
  });
}
