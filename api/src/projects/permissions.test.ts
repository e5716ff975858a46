// Every role type (the 8 demo users) × every write endpoint of the business areas: allowed exactly
// as docs/DOMAIN.md's flag table says. Allowed → 2xx, denied → 403 (and nothing written).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "@cfx/identity/demo-users";
import { flagsOf, type Flag } from "../auth/flags";
import { startTestApi, type TestApi } from "../test/harness";
import { agreeMatter, counterpartOf, tokyoDaysFromNow } from "../test/workflow-fixtures";

/** A free slot far beyond the demo seed's, for the dispatch cases. */
const DISPATCH_DATE = tokyoDaysFromNow(400);

let api: TestApi;
const ADMIN = "admin@example.jp";
const users = demoUsers.filter((u) => !u.temporary);

// What each role may do: docs/DOMAIN.md's table, written out again here (not imported) so a change to
// auth/flags.ts that breaks the table fails this test.
const TABLE: Record<number, Flag[]> = {
  1: [
    "instructionSend",
    "matterRead",
    "masterManage",
    "userManage",
    "targetEdit",
    "negotiationEdit",
    "constructionEdit",
    "lineCodeEdit",
  ],
  2: [
    "instructionSend",
    "matterRead",
    "masterManage",
    "targetEdit",
    "negotiationEdit",
    "constructionEdit",
    "lineCodeEdit",
  ],
  3: ["matterRead", "targetEdit", "negotiationEdit"],
  4: ["instructionSend", "matterRead", "constructionEdit"],
  5: ["matterRead", "negotiationEdit"],
  6: ["instructionSend", "matterRead", "constructionEdit", "lineCodeEdit"],
  7: ["constructionEdit"],
  8: ["lineCodeEdit"],
};

type Ctx = {
  i: number;
  project: { id: number };
  targets: { id: number }[];
  matters: { id: number; version: number }[];
  negotiable: { id: number }[];
  negotiation: { id: number };
  construction: { id: number };
  waiting: { id: number; version: number }[];
  source: { id: number };
  detail: { id: number };
  customer: { id: number };
};
let ctx: Omit<Ctx, "i">;

type Case = {
  name: string;
  flag: Flag;
  /** Extra flag also needed (dispatch needs constructionEdit to reach the route and instructionSend to book). */
  also?: Flag;
  run: (as: string, c: Ctx) => Promise<{ status: number; body: unknown }>;
};

const post =
  (path: string, json: (c: Ctx) => unknown): Case["run"] =>
  (as, c) =>
    api.json(path, { as, method: "POST", json: json(c) });
const csv = "物件名,郵便番号\n権限確認邸,1430015\n";

const cases: Case[] = [
  {
    name: "POST /basis/targets",
    flag: "targetEdit",
    run: post("/basis/targets", (c) => ({ name: `権限確認${c.i}` })),
  },
  {
    name: "PATCH /basis/targets/:id",
    flag: "targetEdit",
    run: async (as, c) => {
      const t = c.targets[c.i]!;
      const cur = (await api.json(`/basis/targets/${t.id}`, { as: ADMIN })).body;
      return api.json(`/basis/targets/${t.id}`, {
        as,
        method: "PATCH",
        json: { version: cur.version, notes: `by ${as}` },
      });
    },
  },
  {
    name: "DELETE /basis/targets/:id",
    flag: "targetEdit",
    run: async (as) => {
      const t = (
        await api.json("/basis/targets", { as: ADMIN, method: "POST", json: { name: "削除用" } })
      ).body;
      return api.json(`/basis/targets/${t.id}`, {
        as,
        method: "DELETE",
        query: { version: t.version },
      });
    },
  },
  {
    name: "POST /basis/target-details",
    flag: "targetEdit",
    run: post("/basis/target-details", (c) => ({
      targetId: c.targets[c.i]!.id,
      roomNumber: "101",
    })),
  },
  {
    name: "POST /basis/customers",
    flag: "targetEdit",
    run: post("/basis/customers", (c) => ({ targetDetailId: c.detail.id, name: "権限 確認" })),
  },
  {
    name: "POST /basis/customer-services",
    flag: "targetEdit",
    run: post("/basis/customer-services", (c) => ({
      customerId: c.customer.id,
      implementation: 1,
    })),
  },
  {
    name: "POST /basis/projects",
    flag: "targetEdit",
    run: post("/basis/projects", () => ({ name: "権限確認プロジェクト", workType: 1 })),
  },
  {
    name: "POST /basis/matters",
    flag: "targetEdit",
    run: post("/basis/matters", (c) => ({
      projectId: c.project.id,
      targetId: c.targets[c.i + 10]!.id,
    })),
  },
  {
    name: "POST /bulk/update/matters",
    flag: "targetEdit",
    run: async (as, c) => {
      const m = (await api.json(`/basis/matters/${c.matters[0]!.id}`, { as: ADMIN })).body;
      return api.json("/bulk/update/matters", {
        as,
        method: "POST",
        json: { items: [{ id: m.id, version: m.version }], status: 9 },
      });
    },
  },
  {
    name: "POST /relation/update/projects",
    flag: "targetEdit",
    run: post("/relation/update/projects", (c) => ({
      projectId: c.project.id,
      targetIds: [c.targets[c.i + 20]!.id],
    })),
  },
  {
    name: "POST /import/targets?dryRun=true",
    flag: "targetEdit",
    run: async (as) => {
      const res = await fetch(`${api.url}/import/targets?dryRun=true`, {
        method: "POST",
        headers: { authorization: `Bearer ${await api.tokenFor(as)}`, "content-type": "text/csv" },
        body: csv,
      });
      return { status: res.status, body: await res.json() };
    },
  },
  {
    name: "POST /basis/negotiations",
    flag: "negotiationEdit",
    // One matter per role: a matter takes one open negotiation at a time.
    run: post("/basis/negotiations", (c) => ({ matterId: c.negotiable[c.i]!.id })),
  },
  {
    name: "POST /basis/negotiation-histories",
    flag: "negotiationEdit",
    run: post("/basis/negotiation-histories", (c) => ({
      negotiationId: c.negotiation.id,
      contactedAt: "2026-06-01T00:00:00Z",
      outcome: "不在",
    })),
  },
  {
    name: "POST /basis/attachments (negotiation document)",
    flag: "negotiationEdit",
    run: post("/basis/attachments", (c) => ({
      ownerType: "negotiation",
      ownerId: c.negotiation.id,
      documentType: 2,
      fileName: "契約書.pdf",
      mimeType: "application/pdf",
      contentBase64: "JVBERi0=",
    })),
  },
  {
    name: "POST /basis/schedules (交渉)",
    flag: "negotiationEdit",
    run: post("/basis/schedules", () => ({
      kind: 2,
      userId: 1,
      startAt: "2026-06-01T01:00:00Z",
      endAt: "2026-06-01T02:00:00Z",
      title: "訪問",
    })),
  },
  {
    name: "POST /basis/schedules (工事)",
    flag: "constructionEdit",
    run: post("/basis/schedules", () => ({
      kind: 1,
      teamId: 1,
      startAt: "2026-06-01T01:00:00Z",
      endAt: "2026-06-01T04:00:00Z",
      title: "工事",
    })),
  },
  {
    name: "POST /basis/construction-free-schedules",
    flag: "constructionEdit",
    run: post("/basis/construction-free-schedules", (c) => ({
      teamId: 2,
      date: tokyoDaysFromNow(410 + c.i),
      slot: "終日",
      capacity: 2,
    })),
  },
  {
    name: "POST /basis/constructions",
    flag: "constructionEdit",
    run: post("/basis/constructions", (c) => ({
      matterId: c.matters[c.i + 2]!.id,
      associateCompanyId: 1,
    })),
  },
  {
    name: "POST /basis/construction-entries",
    flag: "constructionEdit",
    run: post("/basis/construction-entries", (c) => ({
      constructionId: c.construction.id,
      installedSerial: "ＳＮ００１",
    })),
  },
  {
    name: "POST /basis/measurements",
    flag: "constructionEdit",
    run: post("/basis/measurements", (c) => ({
      constructionId: c.construction.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -4.2,
    })),
  },
  {
    name: "POST /construction-generate",
    flag: "constructionEdit",
    run: post("/construction-generate", (c) => ({ matterIds: [c.matters[1]!.id] })),
  },
  {
    name: "PATCH /basis/constructions/:id (dispatch)",
    flag: "instructionSend",
    also: "constructionEdit",
    run: async (as, c) => {
      const w = c.waiting[c.i]!;
      return api.json(`/basis/constructions/${w.id}`, {
        as,
        method: "PATCH",
        json: { version: w.version, teamId: 1, scheduledDate: DISPATCH_DATE, slot: "終日" },
      });
    },
  },
  {
    name: "POST /basis/line-codes",
    flag: "lineCodeEdit",
    run: post("/basis/line-codes", (c) => ({
      lineCode: `PERM-${c.i}`,
      targetId: c.targets[c.i]!.id,
      status: "使用中",
    })),
  },
  {
    name: "POST /basis/external-sources",
    flag: "masterManage",
    run: post("/basis/external-sources", () => ({
      name: "権限確認",
      kind: "CSVファイル",
      columnMapping: { 名称: "name" },
      keyField: "name",
    })),
  },
  // Runs have no write route (only the runner writes them): external-sources/run-history.test.ts.
  {
    name: "POST /bulk/execute/external-sources",
    flag: "masterManage",
    run: (as, c) =>
      api.json("/bulk/execute/external-sources", {
        as,
        method: "POST",
        query: { id: c.source.id },
        json: { content: "名称\n外部権限確認\n" },
      }),
  },
];

beforeAll(async () => {
  api = await startTestApi();
  const mk = async (path: string, json: unknown) => {
    const r = await api.json(path, { as: ADMIN, method: "POST", json });
    if (r.status !== 201 && r.status !== 200)
      throw new Error(`${path} ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const project = await mk("/basis/projects", { name: "権限テスト", workType: 1 });
  const targets = [];
  for (let i = 0; i < 30; i++)
    targets.push(await mk("/basis/targets", { name: `権限テスト物件${i}` }));
  const matters = (
    await mk("/relation/update/projects", {
      projectId: project.id,
      targetIds: targets.slice(0, 10).map((t) => t.id),
    })
  ).created;
  // Constructions are made only for agreed matters (the workflow): matters[0] (its negotiation is
  // the one the history and attachment cases write to) and the ones the construction case uses.
  const negotiation = await agreeMatter(api, matters[0].id);
  for (const m of matters.slice(2)) await agreeMatter(api, m.id);
  await mk("/basis/construction-free-schedules", {
    teamId: 1,
    date: DISPATCH_DATE,
    slot: "終日",
    capacity: 20,
  });
  // Booked (日程確定), so that entries and measurements may be written to it.
  const created = await mk("/basis/constructions", { matterId: matters[0].id });
  const construction = (
    await api.json(`/basis/constructions/${created.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: created.version, teamId: 1, scheduledDate: DISPATCH_DATE, slot: "終日" },
    })
  ).body;
  // A waiting construction per role for the dispatch case, each in its own matter, all visible to 工事担当.
  const project2 = await mk("/basis/projects", { name: "権限テスト手配", workType: 1 });
  const m2 = (
    await mk("/relation/update/projects", {
      projectId: project2.id,
      targetIds: targets.slice(10, 18).map((t) => t.id),
    })
  ).created;
  const waiting = [];
  for (const m of m2) {
    await agreeMatter(api, m.id);
    waiting.push(await mk("/basis/constructions", { matterId: m.id, associateCompanyId: 1 }));
  }
  const negotiable = (
    await mk("/relation/update/projects", {
      projectId: project2.id,
      targetIds: targets
        .slice(18, 20)
        .concat(targets.slice(0, 8))
        .map((t) => t.id),
    })
  ).created;
  // A negotiation is with a customer: each of these targets has one.
  for (const m of negotiable) await counterpartOf(api, m.id);
  const source = await mk("/basis/external-sources", {
    name: "権限テスト連携",
    kind: "CSVファイル",
    columnMapping: { 名称: "name" },
    keyField: "name",
  });
  const detail = await mk("/basis/target-details", { targetId: targets[0].id });
  const customer = await mk("/basis/customers", { targetDetailId: detail.id, name: "権限 顧客" });
  ctx = {
    project,
    targets,
    matters,
    negotiable,
    negotiation,
    construction,
    waiting,
    source,
    detail,
    customer,
  };
}, 180_000);
afterAll(async () => {
  await api?.close();
});

describe("the flag table matches docs/DOMAIN.md", () => {
  it.each(users.map((u) => [u.roleTypeId, u.email] as const))("role %i (%s)", (role) => {
    const flags = flagsOf(role);
    expect(
      Object.entries(flags)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    ).toEqual([...TABLE[role]!].sort());
  });
});

describe.each(users.map((u, i) => ({ role: u.roleTypeId, email: u.email, i })))(
  "role $role ($email)",
  ({ role, email, i }) => {
    it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
      const allowed = TABLE[role]!.includes(c.flag) && (!c.also || TABLE[role]!.includes(c.also));
      const res = await c.run(email, { ...ctx, i });
      if (allowed) expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
      else {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body).toEqual({ permission: ["この操作を行う権限がありません"] });
      }
    });
  },
);
