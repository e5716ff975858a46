// The fault suite of issue #20: real API and gateway processes on loopback, each fault made on
// purpose, each case bounded by its test timeout and printing its figures on one `fault:` line.
// Cases: slow body, slow headers, SIGTERM with a slow client attached, SIGTERM with large list
// pages in flight, SIGKILL mid-import, the database stopped and started, overload shedding.
//
// Environment: FAULTS_VERBOSE=1 (print every line of the children), FAULTS_TEMPLATE_DIR (a
// seeded, stopped API DATA_DIR to copy instead of seeding one: for working on the suite),
// FAULTS_PG_BIN (where initdb and pg_ctl are; default the newest /usr/lib/postgresql/*/bin).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../replicas/postgres";
import { createCluster, type Cluster } from "./pg-cluster";
import {
  graphqlRaw,
  percentile,
  rest,
  restOwnConnection,
  tally,
  targetListPage,
  type Timed,
} from "./requests";
import { slowBody, slowHeaders, type SlowOutcome } from "./slow-client";
import { secondsSince, sleep, Stack, waitUntil, type Running } from "./stack";

const fault = (line: string) => console.log(`fault: ${line}`);

/** Short timeouts of the slow-client cases (the defaults are 60 s and 10 s). */
const REQUEST_TIMEOUT_MS = 2000;
const HEADERS_TIMEOUT_MS = 1000;
/** The orchestrator's grace after SIGTERM the servers must exit within. */
const EXIT_WITHIN_S = 10;

const LIST = "/api/v1/basis/targets?pageSize=100";
/** The largest page the API serves, of the demo's largest list (541 customers). */
const LARGE_PAGE_SIZE = 500;
const LARGE_PAGE = `/api/v1/basis/customers?pageSize=${LARGE_PAGE_SIZE}`;

const stack = new Stack();
let template: string;
let token: string;
/** The API of the slow-client cases, also the upstream of the gateways that do not stop it. */
let api: Running;

beforeAll(async () => {
  await stack.startIdentity();
  if (process.env.FAULTS_TEMPLATE_DIR) {
    template = process.env.FAULTS_TEMPLATE_DIR;
  } else {
    template = stack.folder("template");
    const seeding = performance.now();
    const seeder = await stack.startApi("api-seed", { DATA_DIR: template, SEED_DEMO: "true" });
    await seeder.stop(30_000);
    console.log(`[faults] demo seeded in ${secondsSince(seeding)} s`);
  }
  token = await stack.token();
  api = await stack.startApi("api", {
    DATA_DIR: stack.copyDataDir(template, "api"),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  });
}, 240_000);

afterAll(async () => {
  await stack.stopAll();
}, 60_000);

/** The exchange ended by the server: an answer of `status` in our shape, or a close. */
function expectCut(outcome: SlowOutcome, shape: "graphql" | "rest") {
  expect(outcome.gaveUp, "the server held the slow client").toBe(false);
  if (outcome.status === undefined) {
    expect(outcome.closed).toBe(true);
    return;
  }
  expect(outcome.status).toBe(408);
  const body = JSON.parse(outcome.body) as Record<string, unknown>;
  if (shape === "graphql")
    expect(body).toMatchObject({
      errors: [{ message: expect.any(String), extensions: { code: "REQUEST_TIMEOUT" } }],
    });
  else expect(body).toMatchObject({ request: [expect.any(String)] });
}

/** How many of `requests` are still unanswered, at any moment. */
function pending(requests: Promise<unknown>[]): () => number {
  let answered = 0;
  for (const r of requests) void r.then(() => answered++);
  return () => requests.length - answered;
}

/** True while the slow client's exchange is still open (the server neither answered nor closed). */
async function attached(outcome: Promise<SlowOutcome>): Promise<boolean> {
  return Promise.race([outcome.then(() => false), sleep(0).then(() => true)]);
}

const how = (o: SlowOutcome) =>
  o.status === undefined ? "closed without an answer" : `answered ${o.status} ${o.body.trim()}`;

/**
 * SIGTERM now; resolves with the seconds until the process exited, its exit code and whether its
 * shutdown had to cut connections at SHUTDOWN_TIMEOUT_MS (closeWithDeadline's warning).
 */
async function terminate(
  service: Running,
): Promise<{ seconds: number; code: number | null; cut: boolean }> {
  service.killedOnPurpose = true;
  const started = performance.now();
  service.process.kill("SIGTERM");
  const bound = sleep(30_000).then(() => undefined);
  const info = await Promise.race([service.exited, bound]);
  const seconds = secondsSince(started);
  const cut = service.tail.some((line) => line.includes("shutdown deadline reached"));
  if (!info) {
    service.process.kill("SIGKILL");
    return { seconds, code: null, cut };
  }
  return { seconds, code: info.code, cut };
}

describe("slow clients are cut at the configured timeouts", () => {
  let gateway: Running;
  beforeAll(async () => {
    gateway = await stack.startGateway("gateway-timeouts", api.url, {
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    });
  }, 90_000);

  it("slow body: a POST trickled at 1 byte / 200 ms is cut at about REQUEST_TIMEOUT_MS", async () => {
    const [viaGateway, viaApi] = await Promise.all([
      slowBody(gateway.url, "/graphql", 15_000).outcome,
      slowBody(api.url, "/api/v1/basis/targets", 15_000, token).outcome,
    ]);
    for (const [name, o] of [
      ["gateway", viaGateway],
      ["api", viaApi],
    ] as const)
      fault(
        `slow body ${name}: cut after ${(o.ms / 1000).toFixed(2)} s (REQUEST_TIMEOUT_MS=${REQUEST_TIMEOUT_MS}), ${o.bytesSent} of 1000 body bytes sent, ${how(o)}`,
      );
    expectCut(viaGateway, "graphql");
    expectCut(viaApi, "rest");
    for (const o of [viaGateway, viaApi]) {
      expect(o.ms).toBeGreaterThanOrEqual(1500);
      expect(o.ms).toBeLessThanOrEqual(4000);
    }
  }, 30_000);

  it("slow headers: a header trickled at 1 byte / 200 ms is cut at about HEADERS_TIMEOUT_MS", async () => {
    const [viaGateway, viaApi] = await Promise.all([
      slowHeaders(gateway.url, "/graphql", 15_000).outcome,
      slowHeaders(api.url, "/api/v1/healthz", 15_000).outcome,
    ]);
    for (const [name, o] of [
      ["gateway", viaGateway],
      ["api", viaApi],
    ] as const)
      fault(
        `slow headers ${name}: cut after ${(o.ms / 1000).toFixed(2)} s (HEADERS_TIMEOUT_MS=${HEADERS_TIMEOUT_MS}), ${o.bytesSent} header bytes sent, ${how(o)}`,
      );
    expectCut(viaGateway, "graphql");
    expectCut(viaApi, "rest");
    for (const o of [viaGateway, viaApi]) expect(o.ms).toBeLessThanOrEqual(3000);
  }, 30_000);
});

describe("SIGTERM: in-flight work is finished, a slow client does not hold the process", () => {
  it("gateway: a trickling client and 10 list queries in flight → all 10 answered, exit ≤ 10 s", async () => {
    // Default timeouts: the slow client would hold the server for 60 s; the deadline must cut it.
    // Its request log says when the requests have arrived: SIGTERM then, while they are served (a
    // fixed wait let a fast gateway answer all 10 before it).
    // Each log line at once (LOG_FLUSH_MS=0): the test reads arrivals from the log as they happen.
    const gateway = await stack.startGateway("gateway-shutdown", api.url, {
      LOG_LEVEL: "info",
      LOG_FLUSH_MS: "0",
    });
    const arrived = gateway.countLines(/^(?=.*"incoming request")(?=.*\/graphql)/);
    const slow = slowBody(gateway.url, "/graphql", 30_000);
    await waitUntil(arrived, 1, 10_000);
    const inFlight = Array.from({ length: 10 }, () => targetListPage(gateway.url, token));
    const unansweredNow = pending(inFlight);
    await waitUntil(arrived, 11, 10_000);
    const slowAttached = await attached(slow.outcome);
    const unanswered = unansweredNow();
    const exit = await terminate(gateway);
    const results = await Promise.all(inFlight);
    const slowEnd = await slow.outcome;
    fault(
      `shutdown gateway with a slow client: exited ${exit.seconds} s after SIGTERM (code ${exit.code}, SHUTDOWN_TIMEOUT_MS default 8000, ${exit.cut ? "connections cut at the deadline" : "drained"}); ${unanswered} of ${results.length} unanswered at SIGTERM, then ${tally(results)}; slow client ${slowAttached ? "attached at SIGTERM" : "NOT attached at SIGTERM"}, ${how(slowEnd)} after ${(slowEnd.ms / 1000).toFixed(2)} s`,
    );
    expect(slowAttached, `the slow client was no longer attached: ${how(slowEnd)}`).toBe(true);
    expect(unanswered, "nothing was in flight at SIGTERM").toBeGreaterThan(0);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(
      results.every((r) => r.ok),
      tally(results),
    ).toBe(true);
    expect(exit.seconds).toBeLessThanOrEqual(EXIT_WITHIN_S);
    expect(exit.code).toBe(0);
  }, 120_000);

  it("api: a trickling client and 10 large list pages in flight → all 10 answered, exit ≤ 10 s", async () => {
    // Its request log says when the requests have arrived: SIGTERM then, while they are served.
    const server = await stack.startApi("api-shutdown", {
      DATA_DIR: stack.copyDataDir(template, "api-shutdown"),
      LOG_LEVEL: "info",
      LOG_FLUSH_MS: "0",
    });
    const arrived = server.countLines(/^(?=.*"incoming request")(?=.*basis\/targets)/);
    const slow = slowBody(server.url, "/api/v1/basis/targets", 30_000, token);
    await waitUntil(arrived, 1, 10_000);
    const inFlight = Array.from({ length: 10 }, () => rest(`${server.url}${LIST}`, token));
    const unansweredNow = pending(inFlight);
    await waitUntil(arrived, 11, 10_000);
    const slowAttached = await attached(slow.outcome);
    const unanswered = unansweredNow();
    const exit = await terminate(server);
    const results = await Promise.all(inFlight);
    const slowEnd = await slow.outcome;
    fault(
      `shutdown api with a slow client: exited ${exit.seconds} s after SIGTERM (code ${exit.code}, SHUTDOWN_TIMEOUT_MS default 8000, ${exit.cut ? "connections cut at the deadline" : "drained"}); ${unanswered} of ${results.length} unanswered at SIGTERM, then ${tally(results)}; slow client ${slowAttached ? "attached at SIGTERM" : "NOT attached at SIGTERM"}, ${how(slowEnd)} after ${(slowEnd.ms / 1000).toFixed(2)} s`,
    );
    expect(slowAttached, `the slow client was no longer attached: ${how(slowEnd)}`).toBe(true);
    expect(unanswered, "nothing was in flight at SIGTERM").toBeGreaterThan(0);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(exit.seconds).toBeLessThanOrEqual(EXIT_WITHIN_S);
    expect(exit.code).toBe(0);
  }, 240_000);

  it("api: 20 large list pages in flight on 20 connections, SIGTERM 150 ms after they are sent → 20 × 200, exit ≤ 10 s; a request after SIGTERM is refused cleanly", async () => {
    // The issue's case: each page on a connection of its own (as many clients behind a load
    // balancer), SIGTERM at a fixed 150 ms, not once they are logged: some are still in the
    // listen backlog or unread in their socket then, and those are the ones that were reset.
    const server = await stack.startApi("api-drain", {
      DATA_DIR: stack.copyDataDir(template, "api-drain"),
      LOG_LEVEL: "info",
      LOG_FLUSH_MS: "0",
    });
    // main.ts logs it once what had arrived is read and the listener closes.
    const closing = server.collectLines(/closing the listener/);
    const handled = server.collectLines(/"shutting down"/);
    const inFlight = Array.from({ length: 20 }, () =>
      restOwnConnection(`${server.url}${LARGE_PAGE}`, token),
    );
    const unansweredNow = pending(inFlight);
    await sleep(150);
    const unanswered = unansweredNow();
    const signalledAt = Date.now();
    const exiting = terminate(server);
    // New clients after SIGTERM: 300 ms later (the server may not have handled the signal yet
    // when its thread is busy: then it cannot tell this one from those before, and serves it),
    // and once the server says it stopped accepting: refused.
    await sleep(300);
    const late = restOwnConnection(`${server.url}${LARGE_PAGE}`, token);
    await waitUntil(() => closing.length, 1, 10_000);
    const afterClose = await restOwnConnection(`${server.url}${LARGE_PAGE}`, token);
    const exit = await exiting;
    const results = await Promise.all(inFlight);
    const lateEnd = await late;
    const outcome = (r: Timed) => (r.status === 0 ? `no answer (${r.failure})` : `${r.status}`);
    fault(
      `shutdown api with 20 pages of ${LARGE_PAGE_SIZE} rows in flight on 20 connections: SIGTERM 150 ms after sending (handled ${Number(/"time":(\d+)/.exec(handled[0] ?? "")?.[1] ?? NaN) - signalledAt} ms later), ${unanswered} of ${results.length} unanswered then; ${tally(results)}, ${results.filter((r) => r.complete).length} complete (${Math.min(...results.map((r) => r.bytes))}–${Math.max(...results.map((r) => r.bytes))} bytes each); slowest ${Math.max(...results.map((r) => r.ms))} ms; arrivals read in ${/"ms":(\d+)/.exec(closing[0] ?? "")?.[1] ?? "?"} ms after the signal was handled; a request 300 ms after SIGTERM: ${outcome(lateEnd)}${lateEnd.status === 200 ? (lateEnd.complete ? " (whole)" : " (CUT)") : ""}; one after the listener closed: ${outcome(afterClose)}; exited ${exit.seconds} s after SIGTERM with code ${exit.code} (${exit.cut ? "connections cut at SHUTDOWN_TIMEOUT_MS" : "drained"})`,
    );
    expect(unanswered, "nothing was in flight at SIGTERM").toBeGreaterThan(0);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.complete)).toBe(true);
    expect(results[0]!.total).toBeGreaterThanOrEqual(LARGE_PAGE_SIZE);
    expect(results[0]!.bytes).toBeGreaterThan(100_000);
    // Never reset mid-answer: a whole answer (served, or 503 in our shape) or refused outright.
    if (lateEnd.status === 0) expect(lateEnd.failure).toBe("ECONNREFUSED");
    else expect(lateEnd.complete, "the late answer was cut").toBe(true);
    if (lateEnd.status !== 0 && lateEnd.status !== 200) expect(lateEnd.codes).toEqual(["server"]);
    expect(afterClose.status === 0 ? afterClose.failure : afterClose.status).toBe("ECONNREFUSED");
    expect(exit.seconds).toBeLessThanOrEqual(EXIT_WITHIN_S);
    expect(exit.code).toBe(0);
  }, 240_000);
});

/** `rows` houses in the import CSV format (the screen's own columns, as e2e/fixtures.ts). */
function importCsv(rows: number, marker: string, block: number): string {
  const header =
    "物件種別,物件名,物件名カナ,郵便番号,都道府県,市区町村,町域,番地,建物名,緯度,経度,電柱番号,電柱所有者,発注元ID,総戸数,備考";
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      "戸建",
      `障害試験${i + 1} ${marker}`,
      "ショウガイシケン",
      "1430013",
      "東京都",
      "大田区",
      "大森南",
      `${block}-${i + 1}-1`,
      "",
      "",
      "",
      "",
      "",
      "",
      "1",
      "",
    ].join(","),
  );
  return `${header}\r\n${lines.join("\r\n")}\r\n`;
}

describe("API killed mid-import", () => {
  it("SIGKILL during a 5,000-row import leaves nothing behind (PGlite worker)", async () => {
    const dataDir = stack.copyDataDir(template, "api-import");
    const first = await stack.startApi("api-import", { DATA_DIR: dataDir });
    const importUrl = `${first.url}/api/v1/import/targets`;
    const post = (csv: string, query = "") =>
      rest(`${importUrl}${query}`, token, {
        method: "POST",
        body: csv,
        contentType: "text/csv; charset=utf-8",
        timeoutMs: 120_000,
      });
    // When to kill: past the upload and the validation (a dry run's time), halfway into the
    // insert transaction (a full import's time of other 5,000 rows) — whatever the machine. Each
    // measured the second time: the first runs cold code and says little about the next.
    const killed = importCsv(5000, "killed", 2);
    await post(killed, "?dryRun=true");
    const dryRun = await post(killed, "?dryRun=true");
    expect(dryRun.status).toBe(200);
    expect((await post(importCsv(5000, "full", 3))).status).toBe(201);
    const full = await post(importCsv(5000, "full", 4));
    expect(full.status).toBe(201);
    const killAfterMs = Math.round(dryRun.ms + (full.ms - dryRun.ms) / 2);
    const before = (await rest(`${first.url}/api/v1/basis/targets?pageSize=1`, token)).total;
    expect(before).toBeGreaterThan(0);
    const importing = post(killed);
    await sleep(killAfterMs);
    first.killedOnPurpose = true;
    first.process.kill("SIGKILL");
    await first.exited;
    const answer = await importing;
    const second = await stack.startApi("api-import-again", { DATA_DIR: dataDir }, first.port);
    const after = (await rest(`${second.url}/api/v1/basis/targets?pageSize=1`, token)).total;
    fault(
      `killed mid-import: SIGKILL ${killAfterMs} ms into a 5,000-row import (dry run ${dryRun.ms} ms, full import ${full.ms} ms; answer: ${answer.status === 0 ? `none, ${answer.failure}` : answer.status}); targets before ${before}, after restart ${after}`,
    );
    expect(answer.status, "the import finished before the kill: the case proves nothing").toBe(0);
    expect(after).toBe(before);
  }, 240_000);
});

describe("database stopped and started (own PostgreSQL cluster)", () => {
  let cluster: Cluster;
  let server: Running;
  let gateway: Running;
  beforeAll(async () => {
    cluster = await createCluster();
    stack.onStop(() => cluster.destroy());
    await cluster.start();
    const database = await createTestDatabase(cluster.server, "faults");
    server = await stack.startApi("api-postgres", {
      DATABASE_URL: database.url,
      DATA_DIR: stack.folder("api-postgres"),
      SEED_DEMO: "true",
    });
    gateway = await stack.startGateway("gateway-postgres", server.url);
  }, 240_000);

  it("down → 503 + Retry-After within 200 ms, gateway UPSTREAM_UNAVAILABLE; up → 200 within 5 s", async () => {
    const read = () => rest(`${server.url}/api/v1/basis/targets?pageSize=1`, token);
    const write = () =>
      rest(`${server.url}/api/v1/basis/targets`, token, {
        method: "POST",
        body: JSON.stringify({ name: "障害試験の物件" }),
      });
    expect((await read()).status).toBe(200);
    await cluster.stop();
    const reads: Timed[] = [];
    const writes: Timed[] = [];
    for (let i = 0; i < 3; i++) {
      reads.push(await read());
      writes.push(await write());
    }
    const health = await rest(`${server.url}/api/v1/healthz`, token);
    const viaGateway = await graphqlRaw(
      gateway.url,
      token,
      "{ targets(pageSize: 1) { pageInfo { totalCount } } }",
    );
    const down = [...reads, ...writes];
    fault(
      `database down: reads ${tally(reads)} in ${reads.map((r) => r.ms).join("/")} ms, writes ${tally(writes)} in ${writes.map((r) => r.ms).join("/")} ms, Retry-After ${[...new Set(down.map((r) => r.retryAfter))].join("/")}; healthz ${health.status}; gateway ${tally([viaGateway])} in ${viaGateway.ms} ms`,
    );
    await cluster.start();
    const restarted = performance.now();
    let back: Timed = await read();
    while (back.status !== 200 && performance.now() - restarted < 15_000) {
      await sleep(50);
      back = await read();
    }
    const seconds = secondsSince(restarted);
    fault(`database up again: the same read ${back.status} after ${seconds} s`);
    for (const r of down) {
      expect(r.status).toBe(503);
      expect(r.retryAfter).toMatch(/^\d+$/);
      expect(r.codes).toEqual(["server"]);
      expect(r.ms).toBeLessThanOrEqual(200);
    }
    expect(health.status).toBe(503);
    expect(viaGateway.codes).toContain("UPSTREAM_UNAVAILABLE");
    expect(back.status).toBe(200);
    expect(seconds).toBeLessThanOrEqual(5);
  }, 120_000);
});

describe("overload shedding", () => {
  it("SHED_MAX_IN_FLIGHT=4, 40 concurrent list queries → 200 or an immediate SERVER_BUSY", async () => {
    // No queue: beyond the limit the answer is the busy one at once (the queue is its own test,
    // gateway/src/security/load-shedding.test.ts).
    const gateway = await stack.startGateway("gateway-shedding", api.url, {
      SHED_MAX_IN_FLIGHT: "4",
      SHED_QUEUE_DEADLINE_MS: "0",
    });
    const burst = () =>
      Promise.all(Array.from({ length: 40 }, () => targetListPage(gateway.url, token)));
    const cold = await burst();
    const coldBusy = cold.filter((r) => r.status === 503).map((r) => r.ms);
    fault(
      `overload cold: ${tally(cold)}; busy answers min ${Math.min(...coldBusy)} p50 ${percentile(coldBusy, 50)} p95 ${percentile(coldBusy, 95)} ms`,
    );
    const results = await burst();
    const served = results.filter((r) => r.ok);
    const busy = results.filter((r) => r.status === 503 && r.codes.includes("SERVER_BUSY"));
    const p95 = percentile(
      busy.map((r) => r.ms),
      95,
    );
    fault(
      `overload: 40 concurrent list queries, SHED_MAX_IN_FLIGHT=4: ${tally(results)}; busy answers p95 ${p95} ms (max ${Math.max(...busy.map((r) => r.ms))} ms), Retry-After ${[...new Set(busy.map((r) => r.retryAfter))].join("/")}; served p95 ${percentile(
        served.map((r) => r.ms),
        95,
      )} ms`,
    );
    expect(served.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length + busy.length, tally(results)).toBe(40);
    for (const r of busy) expect(r.retryAfter).toMatch(/^\d+$/);
    expect(p95).toBeLessThanOrEqual(200);
  }, 120_000);

  it("no service died on its own during the suite", () => {
    expect(stack.unexpectedExits).toEqual([]);
  });
});
