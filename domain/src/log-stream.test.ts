import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOG_FLUSH_MS, logFlushMsFromEnv } from "./log-stream";

// The child runs from this package, which resolves pino (and tsx from the workspace root).
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const logStream = fileURLToPath(new URL("./log-stream.ts", import.meta.url));

describe("asyncStdoutLog", () => {
  it("writes every line still buffered when the process exits at once", () => {
    // 5,000 lines, then process.exit() in the same tick: without the flush on exit, the lines the
    // asynchronous destination still holds are lost.
    const script = `
      import { pino } from "pino";
      import { asyncStdoutLog } from ${JSON.stringify(logStream)};
      const log = pino({ level: "info" }, asyncStdoutLog());
      for (let i = 0; i < 5000; i++) log.info({ i }, "line");
      process.exit(0);
    `;
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: packageDir,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(child.status, child.stderr).toBe(0);
    const lines = child.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { i: number });
    expect(lines).toHaveLength(5000);
    expect(lines.at(-1)?.i).toBe(4999);
  });
});

describe("LOG_FLUSH_MS", () => {
  it("defaults to the batch's wait, takes 0 for a line at once, and names itself when wrong", () => {
    expect(logFlushMsFromEnv({})).toBe(DEFAULT_LOG_FLUSH_MS);
    expect(logFlushMsFromEnv({ LOG_FLUSH_MS: "0" })).toBe(0);
    expect(() => logFlushMsFromEnv({ LOG_FLUSH_MS: "-1" })).toThrow(/LOG_FLUSH_MS/);
  });
});
