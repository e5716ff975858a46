// Databases: both (the claim is a unique insert on each engine)
// Exactly-once writes (issue #38): a resend with the same Idempotency-Key gets the first answer
// without running again, per user; a different request under the same key is refused (422), a
// concurrent one waits its turn (409), a bad key is a 400, and a 5xx or an expired key runs again.
import { and, eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../auth/hooks";
import { startTestApi, type TestApi } from "../test/harness";
import { targets } from "../targets/tables";
import { errorHandler } from "./error-handler";
import { idempotencyMessages, registerIdempotency } from "./idempotency";
import { idempotencyKeys } from "./tables";

const ADMIN = "admin@example.jp";
const MANAGER = "manager@example.jp";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const uniqueKey = () => `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

async function targetsNamed(name: string): Promise<number> {
  const rows = await api.db.select({ id: targets.id }).from(targets).where(eq(targets.name, name));
  return rows.length;
}

const createTarget = (name: string, key: string, as = ADMIN) =>
  api.json("/basis/targets", {
    as,
    json: { name },
    headers: { "idempotency-key": key },
  });

describe("Idempotency-Key on the REST API", () => {
  it("runs a write once: the resend gets the first answer, marked as replayed", async () => {
    const key = uniqueKey();
    const first = await createTarget("冪等1", key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await createTarget("冪等1", key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.body).toEqual(first.body);
    expect(await targetsNamed("冪等1")).toBe(1);
    // Without a key every send runs.
    await api.json("/basis/targets", { as: ADMIN, json: { name: "冪等1" } });
    expect(await targetsNamed("冪等1")).toBe(2);
  });

  it("refuses the same key with another body, method or path with 422 in Japanese", async () => {
    const key = uniqueKey();
    const first = await createTarget("冪等2", key);
    expect(first.status).toBe(201);
    const otherBody = await createTarget("冪等2と違う", key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ idempotencyKey: [idempotencyMessages.mismatch] });
    const otherPath = await api.json(`/basis/targets/${first.body.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { name: "冪等2", version: first.body.version },
      headers: { "idempotency-key": key },
    });
    expect(otherPath.status).toBe(422);
    expect(await targetsNamed("冪等2")).toBe(1);
    expect(await targetsNamed("冪等2と違う")).toBe(0);
  });

  it("lets one of several concurrent sends run; the others get 409 or the first answer", async () => {
    const key = uniqueKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createTarget("冪等3", key)));
    expect(await targetsNamed("冪等3")).toBe(1);
    const ran = answers.filter(
      (a) => a.status === 201 && a.headers.get("idempotent-replayed") === null,
    );
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 409) {
        expect(answer.body).toEqual({ idempotencyKey: [idempotencyMessages.running] });
        expect(answer.headers.get("retry-after")).toBe("1");
      } else {
        expect(answer.status).toBe(201);
        expect(answer.body).toEqual(ran[0]!.body);
      }
    }
  });

  it("refuses a key that is empty, too long or not printable ASCII with 400, running nothing", async () => {
    for (const key of ["", "x".repeat(201), "caf\u00e9", "tab\there"]) {
      const answer = await createTarget("冪等4", key);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ idempotencyKey: [idempotencyMessages.invalid] });
    }
    expect(await targetsNamed("冪等4")).toBe(0);
    expect((await createTarget("冪等4", "x".repeat(200))).status).toBe(201);
  });

  it("keeps each user's keys apart", async () => {
    const key = uniqueKey();
    expect((await createTarget("冪等5", key, ADMIN)).status).toBe(201);
    const other = await createTarget("冪等5", key, MANAGER);
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await targetsNamed("冪等5")).toBe(2);
  });

  it("ignores the header on reads", async () => {
    const answer = await api.json("/basis/targets", {
      as: ADMIN,
      headers: { "idempotency-key": "caf\u00e9" },
    });
    expect(answer.status).toBe(200);
  });
});

// A handler that fails or is held on demand, behind the same hooks on the same database: a 5xx
// and a cut-off client cannot be produced through the real routes without mocks.
describe("Idempotency-Key hooks", () => {
  let app: FastifyInstance;
  let url: string;
  let runs = 0;
  let failNext = false;
  let gate: Promise<void> = Promise.resolve();
  const USER = 900_001;

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest("user", null as never);
    app.addHook("onRequest", async (request) => {
      request.user = { id: Number(request.headers["x-user"] ?? USER) } as AuthUser;
    });
    app.setErrorHandler(errorHandler);
    registerIdempotency(app, api.db);
    app.post("/things", async (_request, reply) => {
      runs++;
      await gate;
      if (failNext) {
        failNext = false;
        throw new Error("boom");
      }
      return reply.status(201).header("location", `/things/${runs}`).send({ run: runs });
    });
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (key: string, signal?: AbortSignal) =>
    fetch(`${url}/things`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ a: 1 }),
      signal,
    });

  it("does not keep a 5xx: the retry runs", async () => {
    const key = uniqueKey();
    failNext = true;
    const before = runs;
    expect((await send(key)).status).toBe(500);
    const retry = await send(key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    const replay = await send(key);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.headers.get("location")).toBe(retry.headers.get("location"));
    expect(await replay.json()).toEqual({ run: before + 2 });
    expect(runs).toBe(before + 2);
  });

  it("keeps the answer of a write whose client went away, and replays it", async () => {
    const key = uniqueKey();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = runs;
    const cut = new AbortController();
    const first = send(key, cut.signal).catch((error: unknown) => error);
    await expect.poll(() => runs).toBe(before + 1);
    // A resend while the first still runs is told to come back.
    const early = await send(key);
    expect(early.status).toBe(409);
    cut.abort();
    await first;
    open();
    gate = Promise.resolve();
    await expect
      .poll(async () => {
        const [row] = await api.db
          .select({ status: idempotencyKeys.status })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, USER), eq(idempotencyKeys.key, key)));
        return row?.status;
      })
      .toBe(201);
    const resend = await send(key);
    expect(resend.status).toBe(201);
    expect(resend.headers.get("idempotent-replayed")).toBe("true");
    expect(runs).toBe(before + 1);
  });

  it("forgets a key after 24 hours, and a claim abandoned for 10 minutes", async () => {
    const key = uniqueKey();
    const before = runs;
    expect((await send(key)).status).toBe(201);
    await api.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await send(key)).headers.get("idempotent-replayed")).toBeNull();
    expect(runs).toBe(before + 2);
    // A claim whose process died: no status, 11 minutes old.
    await api.db
      .update(idempotencyKeys)
      .set({ status: null, createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await send(key)).status).toBe(201);
    expect(runs).toBe(before + 3);
  });
});
