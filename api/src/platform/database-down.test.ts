// A database that cannot be reached is 503 + Retry-After, not 500 (issue #20): which errors count
// as "down", read off real failures of node-postgres (the fault suite, scripts/faults, stops a
// real PostgreSQL under a running API).
import { createServer, type AddressInfo } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { errorHandler } from "./error-handler";
import { HttpError, isDatabaseUnavailable } from "./errors";

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("isDatabaseUnavailable", () => {
  it("is true for a refused connection and a connect timeout of node-postgres", async () => {
    const port = await closedPort();
    const pool = new pg.Pool({ host: "127.0.0.1", port, connectionTimeoutMillis: 500 });
    expect(isDatabaseUnavailable(await failure(() => pool.query("select 1")))).toBe(true);
    await pool.end();
    // A server that accepts and never speaks: the pool gives up after connectionTimeoutMillis.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPool = new pg.Pool({
      host: "127.0.0.1",
      port: (silent.address() as AddressInfo).port,
      connectionTimeoutMillis: 300,
    });
    expect(isDatabaseUnavailable(await failure(() => silentPool.query("select 1")))).toBe(true);
    await silentPool.end();
    silent.close();
  });

  it("is true for the server's shutdown SQLSTATEs, wrapped or not; false for request errors", () => {
    const withCode = (code: string) => Object.assign(new Error("x"), { code });
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: withCode("57P03") }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42601"))).toBe(false);
    expect(isDatabaseUnavailable(new HttpError(400, { x: ["y"] }))).toBe(false);
  });
});

describe("the error handler", () => {
  it("answers a database outage 503 with Retry-After and a Japanese message", () => {
    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = {
      headers: {},
    };
    const reply = {
      status(code: number) {
        sent.status = code;
        return reply;
      },
      header(name: string, value: string) {
        sent.headers[name] = value;
        return reply;
      },
      send(body: unknown) {
        sent.body = body;
        return reply;
      },
    };
    const request = { log: { error() {}, warn() {} }, body: undefined };
    errorHandler(
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      request as never,
      reply as never,
    );
    expect(sent).toEqual({
      status: 503,
      headers: { "retry-after": "5" },
      body: { server: ["データベースに接続できません。しばらくしてから再度お試しください"] },
    });
  });
});
