import { describe, expect, it, vi } from "vitest";
import { createShutdown } from "./shutdown";

function setup() {
  const calls: string[] = [];
  const options = {
    abortStartup: vi.fn(() => void calls.push("abort")),
    exit: vi.fn((code: number) => void calls.push(`exit ${code}`)),
    log: vi.fn((message: string) => void calls.push(`log ${message.trim()}`)),
  };
  const stop = vi.fn(async () => {
    calls.push("stop");
  });
  return { shutdown: createShutdown(options), options, stop, calls };
}

/** Lets the stop's promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createShutdown", () => {
  it("a signal after start-up stops the services once and exits 0", async () => {
    const { shutdown, stop, calls } = setup();
    expect(shutdown.started(stop)).toBe(true);
    shutdown.request(0);
    shutdown.request(0);
    shutdown.request(1);
    await settle();
    expect(calls).toEqual(["log 停止しています / stopping…", "stop", "exit 0"]);
  });

  it("a signal between the last service's readiness and the handover still stops and exits (the lost SIGINT)", async () => {
    const { shutdown, stop, options, calls } = setup();
    shutdown.request(0); // start-up is past its last abort check and finishes anyway
    expect(options.abortStartup).toHaveBeenCalledTimes(1);
    expect(shutdown.started(stop)).toBe(false); // so: no banner
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(calls.at(-1)).toBe("exit 0");
    expect(options.exit).toHaveBeenCalledTimes(1);
  });

  it("a signal that aborts the start-up ends in one exit 0, without a failure report", async () => {
    const { shutdown, stop, options } = setup();
    shutdown.request(0);
    const report = vi.fn();
    await shutdown.failed(report); // startStack rejects after stopping what it started
    expect(report).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled(); // nothing was handed over: startStack stopped it
    expect(options.exit).toHaveBeenCalledWith(0);
    expect(options.exit).toHaveBeenCalledTimes(1);
  });

  it("a start-up failure stops what was handed over, then reports it; later signals do nothing", async () => {
    const { shutdown, stop, options, calls } = setup();
    shutdown.started(stop); // e.g. --only identity: the emulator runs, its bootstrap fails
    const report = vi.fn(() => void calls.push("report"));
    await shutdown.failed(report);
    shutdown.request(0);
    await settle();
    expect(calls).toEqual(["stop", "report"]);
    expect(options.exit).not.toHaveBeenCalled(); // the report exits (1)
  });

  it("a service that dies during start-up aborts it, and the failure is reported", async () => {
    const { shutdown, options } = setup();
    shutdown.request(1);
    expect(options.abortStartup).toHaveBeenCalledTimes(1);
    const report = vi.fn();
    await shutdown.failed(report);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("a service that dies after start-up stops the rest and exits 1", async () => {
    const { shutdown, stop, calls } = setup();
    shutdown.started(stop);
    shutdown.request(1);
    shutdown.request(0); // Ctrl+C while stopping
    await settle();
    expect(calls).toEqual([
      "log 異常終了のため停止します / stopping after a failure…",
      "stop",
      "exit 1",
    ]);
  });

  it("exits even when stopping fails", async () => {
    const { shutdown, options } = setup();
    shutdown.started(() => Promise.reject(new Error("boom")));
    shutdown.request(0);
    await settle();
    expect(options.exit).toHaveBeenCalledWith(0);
    expect(options.log).toHaveBeenCalledWith(expect.stringContaining("boom"));
  });
});
