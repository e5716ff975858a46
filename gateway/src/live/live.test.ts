// The live subscriptions over real HTTP (issue #40): a real cognito-local, the real API on PGlite
// (re-reads with the subscriber's token), a stand-in relay speaking the API relay's exact wire
// format on its own port, and gateways in front. The events are sent for records of both partner
// companies, and only what the subscriber may read arrives.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-sse";
import { closeWithDeadline } from "@cfx/domain/http-server";
import { resignWithEmulatorKey } from "@cfx/identity/test-tokens";
import { gql, startTestGateway, testEnv, type TestGateway } from "../test/harness";
import { useTestStack } from "../test/stack";
import { SUBSCRIPTIONS_ELSEWHERE } from "./apollo-refusal";
import { TOKEN_EXPIRED_MESSAGE } from "./streams";
import { openStream, startTestRelay, type TestRelay } from "./test-relay";

const KEY = "test-live-key";
const stack = useTestStack();
type Rec = { id: number; version: number; [key: string]: unknown };
let relay: TestRelay;
let gateway: TestGateway;
let admin: string;
let partner: string;
const own = {} as Record<string, Rec>;
const other = {} as Record<string, Rec>;
/** The negotiations the fixtures agreed, in order. */
const negotiations: number[] = [];

async function rest(method: string, path: string, json?: unknown): Promise<Rec> {
  const res = await fetch(`${stack.api.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as Rec;
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** project → house → customer → matter with an agreed negotiation → its construction. */
async function construction(company: number, name: string): Promise<Rec> {
  const project = await rest("POST", "/basis/projects", { name: `ライブ${name}`, workType: 1 });
  const target = await rest("POST", "/basis/targets", { name: `ライブ${name}邸`, targetType: 2 });
  const units = (await (
    await fetch(`${stack.api.url}/api/v1/basis/target-details?targetId=${target.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()) as Rec[];
  const customer = await rest("POST", "/basis/customers", {
    targetDetailId: units[0]!.id,
    name: `ライブ ${name}`,
    phone: "03-1234-0000",
  });
  const matter = await rest("POST", "/basis/matters", {
    projectId: project.id,
    targetId: target.id,
  });
  // A construction needs an agreed negotiation (issue #37.2).
  const negotiation = await rest("POST", "/basis/negotiations", {
    matterId: matter.id,
    customerId: customer.id,
    negotiationStatusId: 4,
  });
  await rest("PATCH", `/basis/negotiations/${negotiation.id}`, {
    version: negotiation.version,
    negotiationStatusId: 6,
    completeReason: 1,
  });
  negotiations.push(negotiation.id);
  return rest("POST", "/basis/constructions", { matterId: matter.id, associateCompanyId: company });
}

/** Waits until `check` holds (polling): the gateway's state after a request it answers later. */
async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

function liveGateway(extra: Record<string, string> = {}) {
  return startTestGateway(
    testEnv(stack.identity, stack.api.url, {
      LIVE_EVENTS_KEY: KEY,
      LIVE_HEARTBEAT_MS: "200",
      ...extra,
    }),
    { liveFeed: { url: relay.url, backoffMs: 50, maxBackoffMs: 200 } },
  );
}

const CHANGED = `subscription Changed($ids: [ID!]) {
  constructionChanged(ids: $ids) { id version deleted updatedBy { id name } }
}`;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  partner = (await stack.identity.tokens("construction@example.jp")).idToken;
  relay = await startTestRelay(KEY);
  gateway = await liveGateway();
  // Two constructions per partner company (株式会社東都通信工業 = 1, the partner user's; 2 another).
  own.construction = await construction(1, "own1");
  own.second = await construction(1, "own2");
  other.construction = await construction(2, "other1");
  other.second = await construction(2, "other2");
});

afterAll(async () => {
  await gateway?.close();
  await relay?.close();
});

describe("constructionChanged", () => {
  it("delivers a change the subscriber can read, through graphql-sse's own client", async () => {
    const client = createClient({
      url: `${gateway.url}/graphql/stream`,
      headers: { authorization: `Bearer ${admin}` },
      retryAttempts: 0,
    });
    const results = client.iterate({ query: CHANGED, variables: {} });
    const first = results.next();
    const listeners = gateway.app.live.hub.size;
    await until(() => gateway.app.live.hub.size > listeners);
    // The relay's updatedBy is not what arrives: the re-read record's is.
    const updated = await rest("PATCH", `/basis/constructions/${own.construction!.id}`, {
      version: own.construction!.version,
      resultNotes: "ライブ更新",
    });
    own.construction = updated;
    relay.send({
      entity: "Construction",
      id: updated.id,
      version: updated.version,
      updatedBy: 999,
    });
    const { value } = await first;
    expect(value).toMatchObject({
      data: {
        constructionChanged: {
          id: String(updated.id),
          version: updated.version,
          deleted: false,
          updatedBy: { name: "管理 太郎" },
        },
      },
    });
    await results.return?.();
    client.dispose();
  });

  it("never carries another company's construction to a partner user", async () => {
    const stream = await openStream(gateway.url, partner, { query: CHANGED });
    expect(stream.status).toBe(200);
    for (const id of [other.construction!.id, other.second!.id])
      relay.send({ entity: "Construction", id, version: 9 });
    relay.send({ entity: "Construction", id: own.construction!.id, version: 9 });
    const first = await stream.next();
    expect(first).toMatchObject({
      data: { constructionChanged: { id: String(own.construction!.id) } },
    });
    // Another company's again, then a sentinel of the own company: only the sentinel arrives.
    relay.send({ entity: "Construction", id: other.construction!.id, version: 10 });
    relay.send({ entity: "Construction", id: own.second!.id, version: 10 });
    expect(await stream.next()).toMatchObject({
      data: { constructionChanged: { id: String(own.second!.id) } },
    });
    stream.close();
  });

  it("with ids, only those records; a delete only of a record the subscriber saw", async () => {
    // The partner names its own construction and, guessed, another company's.
    const stream = await openStream(gateway.url, partner, {
      query: CHANGED,
      variables: { ids: [String(own.construction!.id), String(other.construction!.id)] },
    });
    expect(stream.status).toBe(200);
    relay.send({ entity: "Construction", id: own.second!.id, version: 11 }); // not in ids
    relay.send({
      entity: "Construction",
      id: other.construction!.id,
      version: null,
      deleted: true,
    });
    relay.send({ entity: "Construction", id: other.construction!.id, version: 11 });
    relay.send({ entity: "Construction", id: own.construction!.id, version: null, deleted: true });
    expect(await stream.next()).toEqual({
      data: {
        constructionChanged: {
          id: String(own.construction!.id),
          version: null,
          deleted: true,
          updatedBy: null,
        },
      },
    });
    stream.close();
  });
});

describe("negotiationChanged and the relay's interruptions", () => {
  const NEGOTIATION = "subscription { negotiationChanged { id version } }";

  it("delivers a negotiation to office staff and never to a partner's crew", async () => {
    const [negotiation] = negotiations;
    const office = await openStream(gateway.url, admin, { query: NEGOTIATION });
    const crew = await openStream(gateway.url, partner, { query: NEGOTIATION });
    relay.send({ entity: "Negotiation", id: negotiation!, version: 3 });
    expect(await office.next()).toMatchObject({
      data: { negotiationChanged: { id: String(negotiation) } },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(crew.text()).not.toContain("event: next");
    office.close();
    crew.close();
  });

  it("ends a stream without ids when the relay was cut (the client reads its list again)", async () => {
    const stream = await openStream(gateway.url, admin, { query: CHANGED });
    const before = relay.connections;
    relay.cut();
    await relay.opened(before + 1);
    expect(await stream.next()).toBeUndefined(); // complete
    await stream.ended;
  });
});

describe("reads", () => {
  it("re-reads one change once for a user with several streams", async () => {
    const streams = [
      await openStream(gateway.url, admin, { query: CHANGED }),
      await openStream(gateway.url, admin, { query: CHANGED }),
      await openStream(gateway.url, admin, {
        query: CHANGED,
        variables: { ids: [String(own.second!.id)] },
      }),
    ];
    stack.api.requests.length = 0;
    relay.send({ entity: "Construction", id: own.second!.id, version: 20 });
    for (const stream of streams)
      expect(await stream.next()).toMatchObject({
        data: { constructionChanged: { id: String(own.second!.id) } },
      });
    expect(stack.api.count(`GET /api/v1/basis/constructions/${own.second!.id}`)).toBe(1);
    for (const stream of streams) stream.close();
  });

  it("sends the dashboard at once, then re-reads it at most once a second", async () => {
    const stream = await openStream(gateway.url, admin, {
      query: "subscription { dashboardChanged { constructionsByStatus { status count } } }",
    });
    expect(await stream.next()).toMatchObject({ data: { dashboardChanged: {} } });
    stack.api.requests.length = 0;
    for (let i = 0; i < 10; i++) relay.send({ entity: "Matter", id: 1_000 + i, version: 1 });
    await new Promise((r) => setTimeout(r, 1_300));
    // The burst: one read at once (the first change), one trailing read for the rest.
    expect(stack.api.count("GET /api/v1/dashboard")).toBeLessThanOrEqual(2);
    expect(stack.api.count("GET /api/v1/dashboard")).toBeGreaterThanOrEqual(1);
    stream.close();
  });

  it("counts a subscription once against the caller's rate budget", async () => {
    const limited = await liveGateway({ RATE_LIMIT_REQUESTS_PER_MINUTE: "2" });
    try {
      const token = (await stack.identity.tokens("construction-manager@example.jp")).idToken;
      const first = await openStream(limited.url, token, { query: CHANGED });
      expect(first.status).toBe(200);
      // Events on an open stream are not requests.
      for (let i = 0; i < 3; i++)
        relay.send({ entity: "Construction", id: own.construction!.id, version: 30 + i });
      await first.next();
      const second = await openStream(limited.url, token, { query: "subscription { liveOk }" });
      expect(second.status).toBe(200);
      const third = await openStream(limited.url, token, { query: "subscription { liveOk }" });
      expect(third.status).toBe(429);
      await third.ended;
      expect(JSON.parse(third.text())).toMatchObject({
        errors: [{ extensions: { code: "RATE_LIMITED" } }],
      });
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
      first.close();
      second.close();
    } finally {
      await limited.close();
    }
  });
});

describe("constructionFreeSchedulesChanged", () => {
  const FREE = `subscription Free($filter: ConstructionFreeScheduleFilter!) {
    constructionFreeSchedulesChanged(filter: $filter) { id date slot capacity remaining team { id } }
  }`;
  const date = "2031-04-07";

  it("sends the list at once, again only when it changed, and re-reads after the relay was cut", async () => {
    await rest("POST", "/basis/construction-free-schedules", {
      teamId: 1,
      date,
      slot: "午前",
      capacity: 2,
    });
    const stream = await openStream(gateway.url, admin, {
      query: FREE,
      variables: { filter: { dateFrom: date, dateTo: date } },
    });
    const list = (event: Record<string, unknown> | undefined) =>
      (event as { data: { constructionFreeSchedulesChanged: { slot: string }[] } }).data
        .constructionFreeSchedulesChanged;
    expect(list(await stream.next())).toHaveLength(1);
    // A change that leaves the list as it was: nothing is sent.
    relay.send({ entity: "Construction", id: own.construction!.id, version: 12 });
    const slot = await rest("POST", "/basis/construction-free-schedules", {
      teamId: 1,
      date,
      slot: "午後",
      capacity: 1,
    });
    relay.send({ entity: "ConstructionFreeSchedule", id: slot.id, version: slot.version });
    expect(list(await stream.next()).map((s) => s.slot)).toEqual(
      expect.arrayContaining(["午前", "午後"]),
    );
    // The relay goes away; a slot is opened meanwhile (no event); the feed reopens: resync.
    const before = relay.connections;
    relay.cut();
    await rest("POST", "/basis/construction-free-schedules", {
      teamId: 2,
      date,
      slot: "午前",
      capacity: 1,
    });
    await relay.opened(before + 1);
    expect(list(await stream.next())).toHaveLength(3);
    stream.close();
  });
});

describe("bounds", () => {
  it("sends heartbeats, and a stream outlives the request timeout and does not count as in flight", async () => {
    const bounded = await liveGateway({
      HEADERS_TIMEOUT_MS: "300",
      REQUEST_TIMEOUT_MS: "600",
      SHED_MAX_IN_FLIGHT: "2",
    });
    try {
      const token = (await stack.identity.tokens("order@example.jp")).idToken;
      // One after the other: while being set up a stream counts as in flight (and may be shed).
      const streams = [];
      for (let i = 0; i < 3; i++) {
        const stream = await openStream(bounded.url, token, { query: "subscription { liveOk }" });
        expect(stream.status).toBe(200);
        expect(await stream.next()).toEqual({ data: { liveOk: true } });
        streams.push(stream);
      }
      await new Promise((r) => setTimeout(r, 1_500));
      // A ping every 200 ms, still after the 600 ms request timeout: the stream was not cut.
      const pings = streams[0]!.text().match(/: ping\n\n/g) ?? [];
      expect(pings.length).toBeGreaterThanOrEqual(6);
      const answer = await gql(bounded.url, "{ ok }", { token });
      expect(answer.status).toBe(200);
      expect(bounded.app.live.streams.size).toBe(3);
      for (const stream of streams) stream.close();
    } finally {
      await bounded.close();
    }
  });

  it("refuses a user's stream beyond LIVE_MAX_STREAMS_PER_USER", async () => {
    const token = (await stack.identity.tokens("matter@example.jp")).idToken;
    const limited = await liveGateway({ LIVE_MAX_STREAMS_PER_USER: "2" });
    try {
      const open = [
        await openStream(limited.url, token, { query: "subscription { liveOk }" }),
        await openStream(limited.url, token, { query: "subscription { liveOk }" }),
      ];
      const refused = await openStream(limited.url, token, { query: "subscription { liveOk }" });
      expect(refused.status).toBe(429);
      await refused.ended;
      expect(JSON.parse(refused.text())).toMatchObject({
        errors: [{ extensions: { code: "TOO_MANY_STREAMS" } }],
      });
      expect(JSON.parse(refused.text()).errors[0].message).toMatch(/ライブ更新/);
      // Another user is not affected; a closed stream frees its place.
      const other = await openStream(limited.url, admin, { query: "subscription { liveOk }" });
      expect(other.status).toBe(200);
      open[0]!.close();
      await until(() => limited.app.live.streams.heldBy(sub(token)) < 2);
      const again = await openStream(limited.url, token, { query: "subscription { liveOk }" });
      expect(again.status).toBe(200);
      for (const s of [open[1]!, other, again]) s.close();
    } finally {
      await limited.close();
    }
  });

  it("ends a stream with UNAUTHENTICATED when its token expires", async () => {
    const real = (await stack.identity.tokens("negotiation@example.jp")).idToken;
    const soon = resignWithEmulatorKey(real, { exp: Math.floor(Date.now() / 1000) + 2 });
    const stream = await openStream(gateway.url, soon, { query: "subscription { liveOk }" });
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ data: { liveOk: true } });
    const last = (await stream.next(5_000)) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(last.errors[0]).toMatchObject({
      message: TOKEN_EXPIRED_MESSAGE,
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect(await stream.next()).toBeUndefined(); // complete
    await stream.ended;
  });

  it("refuses a request without a valid token", async () => {
    const stream = await openStream(gateway.url, undefined, { query: "subscription { liveOk }" });
    expect(stream.status).toBe(401);
  });

  it("ends every stream at shutdown, within the drain deadline", async () => {
    const closing = await liveGateway();
    const streams = [
      await openStream(closing.url, admin, { query: "subscription { liveOk }" }),
      await openStream(closing.url, admin, { query: CHANGED }),
    ];
    await streams[0]!.next();
    const started = Date.now();
    const outcome = await closeWithDeadline(closing.app, 5_000);
    expect(outcome).toBe("drained");
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const stream of streams) {
      expect(await stream.next()).toBeUndefined();
      await stream.ended;
    }
  });
});

describe("configuration and documents", () => {
  it("answers LIVE_NOT_CONFIGURED without LIVE_EVENTS_KEY", async () => {
    const stream = await openStream(stack.gateway.url, admin, { query: CHANGED });
    expect(stream.status).toBe(200);
    expect(await stream.next()).toMatchObject({
      errors: [
        { message: "ライブ更新は設定されていません", extensions: { code: "LIVE_NOT_CONFIGURED" } },
      ],
    });
  });

  it("refuses a query on the stream endpoint, and a subscription on /graphql", async () => {
    const stream = await openStream(gateway.url, admin, { query: "{ ok }" });
    expect(stream.status).toBe(400);
    const answer = await gql(gateway.url, "subscription { liveOk }", { token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe(SUBSCRIPTIONS_ELSEWHERE);
    // Without `Accept: text/event-stream` graphql-sse has nothing to answer: a Japanese refusal.
    const plain = await fetch(`${gateway.url}/graphql/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "subscription { liveOk }" }),
    });
    expect(plain.status).toBe(404);
    const refused = (await plain.json()) as { errors: { message: string }[] };
    expect(refused.errors[0]!.message).toMatch(/購読の要求が正しくありません/);
  });

  it("in production, runs a browser session's subscription only by a registered hash", async () => {
    const registered = "subscription Live { liveOk }";
    const hash = createHash("sha256").update(registered).digest("hex");
    const dir = mkdtempSync(join(tmpdir(), "cfx-live-documents-"));
    const file = join(dir, "persisted-documents.json");
    writeFileSync(file, JSON.stringify({ [`sha256:${hash}`]: registered }));
    const production = await liveGateway({
      NODE_ENV: "production",
      GRAPHQL_SANDBOX: "false",
      TRUSTED_DOCUMENTS_FILE: file,
    });
    try {
      const text = await openStream(production.url, admin, { query: "subscription { liveOk }" });
      expect(text.status).toBe(400);
      await text.ended;
      expect(JSON.parse(text.text())).toMatchObject({
        errors: [{ extensions: { code: "UNREGISTERED_DOCUMENT" } }],
      });
      const unknown = await openStream(production.url, admin, {
        query: "",
        extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
      });
      expect(unknown.status).toBe(400);
      const byHash = await openStream(production.url, admin, {
        query: "",
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      });
      expect(byHash.status).toBe(200);
      expect(await byHash.next()).toMatchObject({ data: { liveOk: true } });
      byHash.close();
    } finally {
      await production.close();
    }
  });
});

/** The token's `sub` (the stream count's key). */
function sub(token: string): string {
  return (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string })
    .sub;
}
