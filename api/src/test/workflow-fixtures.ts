// Records brought into a given status through the API only (the way a user gets them there), for
// the transition tests: every allowed edge is taken from a fresh record, every refused one is
// tried on a record that must come out unchanged.
import { afterAll, beforeAll, expect } from "vitest";
import { startTestApi, type TestApi } from "./harness";

export const ADMIN = "admin@example.jp";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON records of every entity
export type Rec = Record<string, any>;

/** The id of a record the API answered with: a number, or the fixture fails here. */
function idOf(record: Rec): number {
  const id: unknown = record.id;
  if (typeof id !== "number") throw new Error(`no id in ${JSON.stringify(record)}`);
  return id;
}

export interface Fixtures {
  /** The running API (available once the suite's beforeAll has run). */
  readonly api: TestApi;
  call(
    method: string,
    path: string,
    json?: unknown,
    as?: string,
  ): Promise<{ status: number; body: Rec }>;
  create(path: string, json: unknown, as?: string): Promise<Rec>;
  patch(path: string, id: number, json: Rec, as?: string): Promise<Rec>;
  get(path: string, id: number): Promise<Rec>;
  matterIn(status: number, workType?: number): Promise<Rec>;
  negotiationIn(status: number): Promise<{ negotiation: Rec; matter: Rec }>;
  constructionIn(status: number, workType?: number): Promise<Rec>;
  lineCodeIn(status: string): Promise<Rec>;
  /** A bookable date (far beyond the seed's slots) with a roomy slot for team 1. */
  slotDate: string;
}

/** YYYY-MM-DD `days` from today in Tokyo. */
export function tokyoDaysFromNow(days: number): string {
  const now = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/**
 * A test API for the file (started in beforeAll, closed in afterAll) and the builders over it. The
 * builders may be called from the tests once the suite has started.
 */
export function workflowSuite(): Fixtures {
  const state: { api?: TestApi } = {};
  const slotDate = tokyoDaysFromNow(200);
  beforeAll(async () => {
    state.api = await startTestApi();
    for (const slot of ["午前", "午後"])
      await create("/basis/construction-free-schedules", {
        teamId: 1,
        date: slotDate,
        slot,
        capacity: 100,
      });
  }, 120_000);
  afterAll(async () => {
    await state.api?.close();
  });
  const running = () => {
    if (!state.api) throw new Error("workflowSuite: the API is not started yet");
    return state.api;
  };

  const call = async (method: string, path: string, json?: unknown, as = ADMIN) => {
    const res = await running().json(path, { as, method, json });
    return { status: res.status, body: res.body };
  };
  const create = async (path: string, json: unknown, as = ADMIN) => {
    const res = await call("POST", path, json, as);
    if (res.status !== 201)
      throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Rec;
  };
  const get = async (path: string, id: number) => {
    const res = await call("GET", `${path}/${id}`);
    expect(res.status).toBe(200);
    return res.body as Rec;
  };
  const patch = async (path: string, id: number, json: Rec, as = ADMIN) => {
    const { version } = await get(path, id);
    const res = await call("PATCH", `${path}/${id}`, { version, ...json }, as);
    if (res.status !== 200)
      throw new Error(
        `PATCH ${path}/${id} ${JSON.stringify(json)} → ${res.status} ${JSON.stringify(res.body)}`,
      );
    return res.body as Rec;
  };

  let serial = 0;
  async function newMatter(workType: number): Promise<Rec> {
    serial++;
    const project = await create("/basis/projects", {
      name: `遷移テスト ${serial}`,
      workType,
      status: 2,
    });
    const target = await create("/basis/targets", { name: `遷移確認邸 ${serial}`, targetType: 2 });
    // A house is registered with its one unit.
    const [detail] = (await call("GET", `/basis/target-details?targetId=${target.id}`)).body;
    await create("/basis/customers", {
      targetDetailId: detail.id,
      name: `遷移\u3000太郎${serial}`,
      customerType: 1,
    });
    return create("/basis/matters", { projectId: project.id, targetId: target.id });
  }
  const customerOf = async (matter: Rec) => {
    const details = await call("GET", `/basis/target-details?targetId=${matter.targetId}`);
    const customers = await call("GET", `/basis/customers?targetDetailId=${details.body[0].id}`);
    return idOf(customers.body[0]);
  };
  const instruct = async (matter: Rec, status = 4) =>
    create("/basis/negotiations", {
      matterId: matter.id,
      negotiationStatusId: status,
      customerId: await customerOf(matter),
    });
  const complete = (negotiation: Rec, completeReason: number) =>
    patch("/basis/negotiations", negotiation.id, { negotiationStatusId: 6, completeReason });

  async function matterIn(status: number, workType = 1): Promise<Rec> {
    if (status === 9) {
      const m = await matterIn(2, workType);
      await patch("/basis/matters", m.id, { status: 9 });
      return get("/basis/matters", m.id);
    }
    const m = await newMatter(workType);
    if (status === 1) return m;
    const ne = await instruct(m);
    if (status === 2) return get("/basis/matters", m.id);
    if (status === 4) {
      await complete(ne, 2);
      return get("/basis/matters", m.id);
    }
    await complete(ne, 1);
    if (status === 3) return get("/basis/matters", m.id);
    const c = await create("/basis/constructions", { matterId: m.id });
    if (status === 5) return get("/basis/matters", m.id);
    await finish(c);
    if (status === 7) await patch("/basis/matters", m.id, { status: 7 });
    return get("/basis/matters", m.id);
  }

  async function negotiationIn(status: number) {
    const matter = await newMatter(1);
    const ne = await instruct(matter, status === 6 ? 4 : status);
    const negotiation = status === 6 ? await complete(ne, 1) : ne;
    return { negotiation, matter: await get("/basis/matters", matter.id) };
  }

  const book = (c: Rec) =>
    patch("/basis/constructions", c.id, {
      status: 3,
      teamId: 1,
      scheduledDate: slotDate,
      slot: "午前",
    });
  async function finish(c: Rec) {
    await book(c);
    await patch("/basis/constructions", c.id, { status: 4 });
    if (c.workType !== 4)
      await create("/basis/measurements", {
        constructionId: c.id,
        point: "V-ONU入力",
        wavelengthNm: 1550,
        powerDbm: -5,
      });
    return patch("/basis/constructions", c.id, { status: 5 });
  }

  async function constructionIn(status: number, workType = 1): Promise<Rec> {
    const m = await matterIn(3, workType);
    const c = await create("/basis/constructions", { matterId: m.id });
    switch (status) {
      case 1:
        return c;
      case 2:
        return patch("/basis/constructions", c.id, { status: 2, teamId: 1 });
      case 3:
        return book(c);
      case 4:
        await book(c);
        return patch("/basis/constructions", c.id, { status: 4 });
      case 5:
        return finish(c);
      case 6:
        await patch("/basis/constructions", c.id, { status: 2, teamId: 1 });
        return patch("/basis/constructions", c.id, { status: 6 });
      case 7:
        return patch("/basis/constructions", c.id, { status: 7 });
    }
    throw new Error(`constructionIn: no status ${status}`);
  }

  async function lineCodeIn(status: string): Promise<Rec> {
    serial++;
    const line = await create("/basis/line-codes", { lineCode: `WF-${Date.now()}-${serial}` });
    if (status === "使用中") return line;
    await patch("/basis/line-codes", line.id, { status: "撤去予定" });
    if (status === "撤去予定") return get("/basis/line-codes", line.id);
    return patch("/basis/line-codes", line.id, {
      status: "撤去済",
      removedAt: new Date().toISOString(),
    });
  }

  return {
    get api() {
      return running();
    },
    call,
    create,
    patch,
    get,
    matterIn,
    negotiationIn,
    constructionIn,
    lineCodeIn,
    slotDate,
  };
}

/** A refused write: 400 with the message under `field`, and the record exactly as before. */
export async function expectRefused(
  f: Fixtures,
  path: string,
  before: Rec,
  change: Rec,
  field: string,
  message: string | RegExp,
) {
  const res = await f.call("PATCH", `${path}/${before.id}`, { version: before.version, ...change });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body[field]?.[0]).toMatch(message);
  const after = await f.get(path, before.id);
  expect(after.version).toBe(before.version);
}

/**
 * A customer of the matter's target to negotiate with (docs/DOMAIN.md: a negotiation is with a
 * customer; 合意 needs one): the first one, or a new owner in a new unit when it has none.
 */
export async function counterpartOf(api: TestApi, matterId: number): Promise<number> {
  const ok = (res: { status: number; body: Rec }, what: string) => {
    if (res.status >= 300) throw new Error(`counterpartOf ${what}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const matter = ok(await api.json(`/basis/matters/${matterId}`, { as: ADMIN }), "matter");
  const units = ok(
    await api.json("/basis/target-details", { as: ADMIN, query: { targetId: matter.targetId } }),
    "units",
  ) as Rec[];
  if (units.length > 0) {
    const found = ok(
      await api.json("/basis/customers", {
        as: ADMIN,
        query: { targetDetailId: units.map((u) => u.id).join(",") },
      }),
      "customers",
    ) as Rec[];
    if (found[0]) return idOf(found[0]);
  }
  const unit =
    units[0] ??
    ok(
      await api.json("/basis/target-details", {
        as: ADMIN,
        method: "POST",
        json: { targetId: matter.targetId },
      }),
      "new unit",
    );
  const customer = ok(
    await api.json("/basis/customers", {
      as: ADMIN,
      method: "POST",
      json: { targetDetailId: unit.id, name: "交渉 相手", customerType: 1 },
    }),
    "new customer",
  );
  return idOf(customer);
}

/** Instructs a negotiation for the matter and completes it 合意 (the matter becomes 合意). */
export async function agreeMatter(api: TestApi, matterId: number): Promise<Rec & { id: number }> {
  const opened = await api.json("/basis/negotiations", {
    as: ADMIN,
    method: "POST",
    json: { matterId, customerId: await counterpartOf(api, matterId), negotiationStatusId: 4 },
  });
  if (opened.status !== 201) throw new Error(`agreeMatter: ${JSON.stringify(opened.body)}`);
  const done = await api.json(`/basis/negotiations/${opened.body.id}`, {
    as: ADMIN,
    method: "PATCH",
    json: { version: opened.body.version, negotiationStatusId: 6, completeReason: 1 },
  });
  if (done.status !== 200) throw new Error(`agreeMatter: ${JSON.stringify(done.body)}`);
  return done.body;
}
