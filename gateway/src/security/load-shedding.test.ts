// Load shedding over real HTTP: beyond SHED_MAX_IN_FLIGHT the answer is immediate — 503,
// Retry-After and SERVER_BUSY in Japanese — health and the web app are never shed, and a slot is
// given back however its exchange ended (answered or abandoned by the client).
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerLoadShedding } from "./load-shedding";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A gateway-shaped app whose /graphql answers when `release()` is called. */
async function slowApp(options: {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  queueDeadlineMs?: number;
}) {
  const waiting: (() => void)[] = [];
  app = Fastify();
  await registerLoadShedding(app, options);
  app.post("/graphql", async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { data: { ok: true } };
  });
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/index.html", async () => "<!doctype html>");
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const release = () => waiting.splice(0).forEach((resolve) => resolve());
  return { url, waiting, release };
}

const post = (url: string, signal?: AbortSignal) =>
  fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ ok }" }),
    signal,
  });

/** Keeps the event loop busy for `totalMs` in slices of `sliceMs`, yielding a turn between them. */
async function lag(totalMs: number, sliceMs: number) {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Math.min(end, Date.now() + sliceMs);
    while (Date.now() < sliceEnd) {
      /* busy */
    }
    await new Promise((r) => setImmediate(r));
  }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe("load shedding", () => {
  it("answers beyond the in-flight bound at once with 503, Retry-After and SERVER_BUSY", async () => {
    const { url, waiting, release } = await slowApp({ maxInFlight: 2, maxEventLoopDelayMs: 0 });
    const served = [post(url), post(url)];
    await until(() => waiting.length === 2);

    const started = performance.now();
    const busy = await Promise.all([post(url), post(url), post(url)]);
    const ms = performance.now() - started;
    for (const answer of busy) {
      expect(answer.status).toBe(503);
      const retryAfter = Number(answer.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3);
      expect(await answer.json()).toEqual({
        errors: [
          {
            message: "混み合っています。しばらくしてから再度お試しください",
            extensions: { code: "SERVER_BUSY" },
          },
        ],
      });
    }
    // "At once": nowhere near waiting for the slow ones (which wait until released).
    expect(ms).toBeLessThan(1_000);
    expect(waiting).toHaveLength(2);

    // Health and the web app are served while /graphql is full.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/index.html`)).status).toBe(200);

    release();
    for (const answer of await Promise.all(served)) expect(answer.status).toBe(200);
    // The slots are back: the next request is served.
    const next = post(url);
    await until(() => waiting.length === 1);
    release();
    expect((await next).status).toBe(200);
  });

  it("gives a slot back when the client goes away before the answer", async () => {
    const { url, waiting, release } = await slowApp({ maxInFlight: 1, maxEventLoopDelayMs: 0 });
    const abort = new AbortController();
    const abandoned = post(url, abort.signal).catch(() => "aborted");
    await until(() => waiting.length === 1);
    expect((await post(url)).status).toBe(503);
    abort.abort();
    expect(await abandoned).toBe("aborted");
    // The abandoned request's slot is free although its handler has not finished yet.
    await new Promise((r) => setTimeout(r, 50));
    const next = post(url);
    await until(() => waiting.length === 2);
    release();
    expect((await next).status).toBe(200);
  });

  it("with a queue deadline, a request beyond the limit waits for a slot instead of a 503", async () => {
    const { url, waiting, release } = await slowApp({
      maxInFlight: 1,
      maxEventLoopDelayMs: 0,
      queueDeadlineMs: 1_000,
    });
    const first = post(url);
    await until(() => waiting.length === 1);
    // Queued (no latency known yet, so nothing predicts a wait beyond the deadline)…
    const second = post(url);
    await until(() => app!.shedding.limit.waiting === 1);
    expect(waiting).toHaveLength(1);
    release();
    expect((await first).status).toBe(200);
    // …and the next one in line gets the slot.
    await until(() => waiting.length === 1);
    release();
    expect((await second).status).toBe(200);
    expect(app!.shedding.shed.count).toBe(0);
    expect(app!.shedding.limit.inFlight).toBe(0);
  });

  it("sheds while the event loop lags more than the bound", async () => {
    const { url, release } = await slowApp({ maxInFlight: 100, maxEventLoopDelayMs: 100 });
    // An overloaded loop: 2 s of 200 ms slices of work with a turn of the loop between them, so
    // under-pressure's samples read ~200 ms delays. (A single long block reads as "no sample",
    // which is not shed: see the next test.)
    await lag(2_000, 200);
    const pending = post(url);
    const unblock = setTimeout(release, 3_000); // a let-through request must not hang the test
    const answer = await pending;
    clearTimeout(unblock);
    release();
    expect(answer.status).toBe(503);
    const body = (await answer.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("SERVER_BUSY");
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("does not shed after one long block that left no sample (start-up): the loop is free now", async () => {
    const { url, waiting, release } = await slowApp({ maxInFlight: 100, maxEventLoopDelayMs: 100 });
    await lag(1_500, 1_500);
    await new Promise((r) => setTimeout(r, 20));
    const pending = post(url);
    await until(() => waiting.length === 1);
    release();
    expect((await pending).status).toBe(200);
  });
});
