// Row scope, tried as a partner would: construction@example.jp (工事担当 of 株式会社東都通信工業,
// company 1, teams 1 and 2) against one row of its own company and one of 有限会社湾岸電設
// (company 2, team 3), for every scoped resource × every read and write path. The cases are
// generated from one table (RESOURCES × OPERATIONS × sides); each asserts both the status and
// the content, so a scope that stops applying anywhere fails its own case.
// Below the matrix: the audit masking of customers' contact details and the attacks of issue #9.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreeMatter, counterpartOf } from "../test/workflow-fixtures";
import { startTestApi, type TestApi } from "../test/harness";

const ADMIN = "admin@example.jp";
const PARTNER = "construction@example.jp";
const OWN_COMPANY = 1;
const OTHER_COMPANY = 2;
const OWN_TEAM = 1;
const OTHER_TEAM = 3;
const DATE = "2029-03-01";

type Side = "own" | "other";
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any> & { id: number; version: number };

let api: TestApi;
const call = (
  as: string,
  method: string,
  path: string,
  json?: unknown,
  query?: Record<string, string | number | undefined>,
) => api.json(path, { as, method, json, query });
async function create(path: string, json: unknown, as = ADMIN): Promise<Row> {
  const res = await call(as, "POST", path, json);
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const ids = (body: unknown) => (body as Row[]).map((r) => r.id);
const current = async (path: string, id: number) =>
  (await call(ADMIN, "GET", `${path}/${id}`)).body as Row;

/** The rows the matrix runs against, one per company, made in beforeAll. */
const world = {
  projectId: 0,
  matter: {} as Record<Side, Row>,
  construction: {} as Record<Side, Row>,
  slotSeq: 0,
};
const parentOf = (side: Side) => world.construction[side].id;
const companyOf = (side: Side) => (side === "own" ? OWN_COMPANY : OTHER_COMPANY);
const teamOf = (side: Side) => (side === "own" ? OWN_TEAM : OTHER_TEAM);
/** A date of its own for each new free slot ((team, date, slot) is unique). */
const nextDate = () => {
  world.slotSeq += 1;
  const d = new Date(Date.UTC(2030, 0, 1) + world.slotSeq * 86_400_000);
  return d.toISOString().slice(0, 10);
};
/** A new matter (one live construction per matter): a target added to the test project. */
async function freshMatter(): Promise<Row> {
  const target = await create("/basis/targets", { name: `範囲テスト邸${++world.slotSeq}` });
  const { created } = await create("/relation/update/projects", {
    projectId: world.projectId,
    targetIds: [target.id],
  });
  await agreeMatter(api, created[0].id); // ready for a construction
  return created[0];
}
const photo = (ownerId: number, fileName = "現場写真.jpg") => ({
  ownerType: "construction",
  ownerId,
  kind: "photo",
  fileName,
  mimeType: "image/jpeg",
  // A JPEG's leading bytes: photos are checked by their content (attachments/content-type.ts).
  contentBase64: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString("base64"),
});

interface ResourceSpec {
  name: string;
  path: string;
  /** audit_log entity (table name). */
  entity: string;
  /** The body of a new row hanging on `side`'s parent. */
  body: (side: Side) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Filters that name a parent: their value for a row. */
  parentFilters: Record<string, (row: Row) => string | number>;
  /** Extra fixed query for every list call of this resource (attachments: ownerType). */
  listQuery?: Record<string, string>;
  /** A harmless change for PATCH; absent when the resource is append-only. */
  patch?: Record<string, unknown>;
  /** PATCHes of the own row that would move it under the other company; status expected. */
  moves?: { name: string; patch: () => Record<string, unknown>; status: number; field?: string }[];
  /** How creating under the other company's parent is refused. */
  createRefused: { status: number; field?: string };
  /** The rows of the matrix (filled in beforeAll). */
  rows: Partial<Record<Side, Row>>;
}

const RESOURCES: ResourceSpec[] = [
  {
    name: "constructions",
    path: "/basis/constructions",
    entity: "constructions",
    body: async (side) => ({
      matterId: (await freshMatter()).id,
      associateCompanyId: companyOf(side),
    }),
    parentFilters: {
      matterId: (r) => r.matterId,
      associateCompanyId: (r) => r.associateCompanyId,
      teamId: (r) => r.teamId,
    },
    patch: { resultNotes: "立会い済み" },
    moves: [
      {
        name: "associateCompanyId → other company",
        patch: () => ({ associateCompanyId: OTHER_COMPANY }),
        status: 403,
      },
    ],
    // Creating for another company is refused by the construction rule itself (403).
    createRefused: { status: 403 },
    rows: {},
  },
  {
    name: "construction-entries",
    path: "/basis/construction-entries",
    entity: "construction_entries",
    body: (side) => ({ constructionId: parentOf(side), installedSerial: "SN-1" }),
    parentFilters: { constructionId: (r) => r.constructionId },
    patch: { notes: "交換済み" },
    moves: [
      {
        name: "constructionId → other company's",
        patch: () => ({ constructionId: parentOf("other") }),
        status: 400,
        field: "constructionId",
      },
    ],
    createRefused: { status: 400, field: "constructionId" },
    rows: {},
  },
  {
    name: "measurements",
    path: "/basis/measurements",
    entity: "measurements",
    body: (side) => ({
      constructionId: parentOf(side),
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -5,
    }),
    parentFilters: { constructionId: (r) => r.constructionId },
    patch: { powerDbm: -6 },
    moves: [
      {
        name: "constructionId → other company's",
        patch: () => ({ constructionId: parentOf("other") }),
        status: 400,
        field: "constructionId",
      },
    ],
    createRefused: { status: 400, field: "constructionId" },
    rows: {},
  },
  {
    name: "schedules",
    path: "/basis/schedules",
    entity: "schedules",
    body: (side) => ({
      kind: 1,
      teamId: teamOf(side),
      constructionId: parentOf(side),
      startAt: `${DATE}T00:00:00Z`,
      endAt: `${DATE}T03:00:00Z`,
      title: "工事",
    }),
    parentFilters: { constructionId: (r) => r.constructionId, teamId: (r) => r.teamId },
    patch: { title: "工事（変更）" },
    moves: [
      {
        name: "constructionId → other company's",
        patch: () => ({ constructionId: parentOf("other") }),
        status: 400,
        field: "constructionId",
      },
      {
        name: "teamId → other company's",
        patch: () => ({ teamId: OTHER_TEAM }),
        status: 400,
        field: "teamId",
      },
    ],
    // The construction is checked first; the team of the other company would be refused too.
    createRefused: { status: 400, field: "constructionId" },
    rows: {},
  },
  {
    name: "construction-free-schedules",
    path: "/basis/construction-free-schedules",
    entity: "construction_free_schedules",
    body: (side) => ({ teamId: teamOf(side), date: nextDate(), slot: "終日", capacity: 3 }),
    parentFilters: { teamId: (r) => r.teamId },
    patch: { capacity: 4 },
    moves: [
      {
        name: "teamId → other company's",
        patch: () => ({ teamId: OTHER_TEAM }),
        status: 400,
        field: "teamId",
      },
    ],
    createRefused: { status: 400, field: "teamId" },
    rows: {},
  },
  {
    name: "attachments",
    path: "/basis/attachments",
    entity: "attachments",
    body: (side) => photo(parentOf(side)),
    parentFilters: { ownerId: (r) => r.ownerId },
    listQuery: { ownerType: "construction" },
    createRefused: { status: 400, field: "ownerId" },
    rows: {},
  },
];

/** One operation of the matrix: what the partner does with `side`'s row, and what must hold. */
type Operation = {
  name: string;
  applies?: (r: ResourceSpec) => boolean;
  run: (r: ResourceSpec, side: Side) => Promise<void>;
};

const list = (r: ResourceSpec, query: Record<string, string | number>) =>
  call(PARTNER, "GET", r.path, undefined, { pageSize: 500, ...r.listQuery, ...query });

const OPERATIONS: Operation[] = [
  {
    name: "get by id",
    run: async (r, side) => {
      const row = r.rows[side]!;
      const res = await call(PARTNER, "GET", `${r.path}/${row.id}`);
      if (side === "own") {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.id).toBe(row.id);
      } else {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ id: ["該当するデータが見つかりません"] });
      }
    },
  },
  {
    name: "list",
    run: async (r, side) => {
      const res = await list(r, {});
      expect(res.status).toBe(200);
      expect(ids(res.body).includes(r.rows[side]!.id)).toBe(side === "own");
    },
  },
  {
    name: "ids=",
    run: async (r, side) => {
      // Both rows asked for: only the own one comes back, whichever side this case is about.
      const res = await list(r, { ids: `${r.rows.own!.id},${r.rows.other!.id}` });
      expect(res.status).toBe(200);
      expect(ids(res.body).includes(r.rows[side]!.id)).toBe(side === "own");
      expect(ids(res.body)).toEqual([r.rows.own!.id]);
    },
  },
  {
    name: "create under the parent",
    run: async (r, side) => {
      const res = await call(PARTNER, "POST", r.path, await r.body(side));
      if (side === "own") {
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect((await call(PARTNER, "GET", `${r.path}/${res.body.id}`)).status).toBe(200);
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(r.createRefused.status);
        if (r.createRefused.field) expect(Object.keys(res.body)).toEqual([r.createRefused.field]);
        // Japanese message, the same whether the parent is missing or another company's.
        expect(Object.values(res.body).flat().join()).toMatch(/[ぁ-んァ-ン一-龥]/);
      }
    },
  },
  {
    name: "update",
    applies: (r) => Boolean(r.patch),
    run: async (r, side) => {
      const row = await current(r.path, r.rows[side]!.id);
      const res = await call(PARTNER, "PATCH", `${r.path}/${row.id}`, {
        version: row.version,
        ...r.patch,
      });
      if (side === "own") expect(res.status, JSON.stringify(res.body)).toBe(200);
      else expect(res.status).toBe(404);
      expect((await current(r.path, row.id)).version).toBe(
        side === "own" ? row.version + 1 : row.version,
      );
    },
  },
  {
    name: "delete",
    run: async (r, side) => {
      const fresh = await create(r.path, await r.body(side));
      const res = await call(PARTNER, "DELETE", `${r.path}/${fresh.id}`, undefined, {
        version: fresh.version,
      });
      if (side === "own") {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // The deleted row's history stays visible to whoever could see the row.
        const history = await call(PARTNER, "GET", "/audit", undefined, {
          entity: r.entity,
          entityId: fresh.id,
        });
        expect(history.status).toBe(200);
        expect(history.body.map((a: { action: string }) => a.action)).toEqual(["create", "delete"]);
      } else {
        expect(res.status).toBe(404);
        expect((await call(ADMIN, "GET", `${r.path}/${fresh.id}`)).status).toBe(200);
      }
    },
  },
  {
    name: "audit",
    run: async (r, side) => {
      const res = await call(PARTNER, "GET", "/audit", undefined, {
        entity: r.entity,
        entityId: r.rows[side]!.id,
      });
      if (side === "own") {
        expect(res.status).toBe(200);
        expect(res.body[0]).toMatchObject({ entity: r.entity, action: "create" });
      } else {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ id: ["該当するデータが見つかりません"] });
      }
    },
  },
];

/** Every parent filter of every resource is an operation of its own. */
function filterOperations(r: ResourceSpec): Operation[] {
  return Object.entries(r.parentFilters).map(([filter, valueOf]) => ({
    name: `filter ${filter}=`,
    run: async (res, side) => {
      const row = res.rows[side]!;
      const answer = await list(res, { [filter]: valueOf(row) });
      expect(answer.status).toBe(200);
      if (side === "own") expect(ids(answer.body)).toContain(row.id);
      else expect(answer.body).toEqual([]);
    },
  }));
}

function moveOperations(r: ResourceSpec): Operation[] {
  return (r.moves ?? []).map((move) => ({
    name: `move: ${move.name}`,
    run: async (res, side) => {
      // A move is tried on a fresh row of the side: own → refused by the rule, other → 404.
      const fresh = await create(res.path, await res.body(side));
      const answer = await call(PARTNER, "PATCH", `${res.path}/${fresh.id}`, {
        version: fresh.version,
        ...move.patch(),
      });
      if (side === "own") {
        expect(answer.status, JSON.stringify(answer.body)).toBe(move.status);
        if (move.field) expect(Object.keys(answer.body)).toEqual([move.field]);
      } else expect(answer.status).toBe(404);
      expect((await current(res.path, fresh.id)).version).toBe(fresh.version);
    },
  }));
}

const matrix = RESOURCES.flatMap((r) =>
  [...OPERATIONS, ...filterOperations(r), ...moveOperations(r)]
    .filter((op) => op.applies?.(r) ?? true)
    .flatMap((op) =>
      (["own", "other"] as const).map((side) => ({
        title: `${r.name} · ${op.name} · ${side === "own" ? "own company → allowed" : "other company → 404 / empty"}`,
        r,
        op,
        side,
      })),
    ),
);

beforeAll(async () => {
  api = await startTestApi();
  // Two matters, one construction each, dispatched to a team of each company.
  const project = await create("/basis/projects", { name: "範囲テスト", workType: 1 });
  world.projectId = project.id;
  const targets = [
    await create("/basis/targets", { name: "範囲テスト自社邸" }),
    await create("/basis/targets", { name: "範囲テスト他社邸" }),
  ];
  const { created } = await create("/relation/update/projects", {
    projectId: project.id,
    targetIds: targets.map((t) => t.id),
  });
  world.matter = { own: created[0], other: created[1] };
  // Constructions are made only for agreed matters (the workflow).
  for (const m of created) await agreeMatter(api, m.id);
  for (const side of ["own", "other"] as const) {
    await create("/basis/construction-free-schedules", {
      teamId: teamOf(side),
      date: DATE,
      slot: "終日",
      capacity: 5,
    });
    const c = await create("/basis/constructions", { matterId: world.matter[side].id });
    const dispatched = await call(ADMIN, "PATCH", `/basis/constructions/${c.id}`, {
      version: c.version,
      teamId: teamOf(side),
      scheduledDate: DATE,
      slot: "終日",
    });
    expect(dispatched.body).toMatchObject({ associateCompanyId: companyOf(side) });
    world.construction[side] = dispatched.body;
  }
  for (const r of RESOURCES) {
    for (const side of ["own", "other"] as const) {
      r.rows[side] =
        r.name === "constructions"
          ? world.construction[side]
          : await create(r.path, await r.body(side));
      // The other company's row is there: an administrator sees it.
      expect((await call(ADMIN, "GET", `${r.path}/${r.rows[side]!.id}`)).status).toBe(200);
    }
  }
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("scope matrix: 工事担当 × own / other company", () => {
  it("covers every resource × operation × side", () => {
    expect(new Set(matrix.map((c) => c.r.name)).size).toBe(6);
    expect(matrix.length).toBeGreaterThan(100);
  });

  it.each(matrix)("$title", async ({ r, op, side }) => {
    await op.run(r, side);
  });
});

describe("attachments: the partner's own photos", () => {
  it("downloads its own construction's photo as an attachment with nosniff; not another company's", async () => {
    const own = await create(
      "/basis/attachments",
      photo(parentOf("own"), "写真 'A' (1).jpg"),
      PARTNER,
    );
    const res = await api.fetch(`/basis/attachments/${own.id}/content`, { as: PARTNER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''%E5%86%99%E7%9C%9F%20%27A%27%20%281%29.jpg",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-type")).toMatch(/^image\/jpeg/);
    const other = RESOURCES.find((r) => r.name === "attachments")!.rows.other!;
    const refused = await api.fetch(`/basis/attachments/${other.id}/content`, { as: PARTNER });
    expect(refused.status).toBe(404);
  });

  it("sees no negotiation document, by id, list, content or history", async () => {
    // The matter's own (agreed) negotiation: a construction is under way, so no new one.
    const ne = (
      await call(ADMIN, "GET", "/basis/negotiations", undefined, { matterId: world.matter.own.id })
    ).body[0];
    const doc = await create("/basis/attachments", {
      ownerType: "negotiation",
      ownerId: ne.id,
      documentType: 2,
      fileName: "契約書.pdf",
      mimeType: "application/pdf",
      contentBase64: "JVBERi0=",
    });
    expect((await call(PARTNER, "GET", `/basis/attachments/${doc.id}`)).status).toBe(404);
    const listed = await call(PARTNER, "GET", "/basis/attachments", undefined, {
      ownerType: "negotiation",
    });
    expect(listed.body).toEqual([]);
    expect((await api.fetch(`/basis/attachments/${doc.id}/content`, { as: PARTNER })).status).toBe(
      404,
    );
    expect(
      (await call(PARTNER, "GET", "/audit", undefined, { entity: "attachments", entityId: doc.id }))
        .status,
    ).toBe(404);
    // matterRead still reads it.
    expect((await call("order@example.jp", "GET", `/basis/attachments/${doc.id}`)).status).toBe(
      200,
    );
  });

  it("a role without matterRead and without a scope reads no attachment at all", async () => {
    const own = RESOURCES.find((r) => r.name === "attachments")!.rows.own!;
    for (const path of ["/basis/attachments", `/basis/attachments/${own.id}`]) {
      const res = await call("linecode@example.jp", "GET", path);
      expect(res.status, path).toBe(403);
    }
    expect(
      (await api.fetch(`/basis/attachments/${own.id}/content`, { as: "linecode@example.jp" }))
        .status,
    ).toBe(403);
  });

  it("refuses an unsafe MIME type (it is sent back as Content-Type)", async () => {
    const res = await call(PARTNER, "POST", "/basis/attachments", {
      ...photo(parentOf("own")),
      mimeType: "text/html\r\nSet-Cookie: a=b",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ mimeType: ["MIMEタイプの形式が正しくありません"] });
  });
});

describe("schedules: what is not the partner's business", () => {
  it("a negotiation visit (kind 2) is invisible, even booked for the partner itself", async () => {
    const partnerId = (await call(PARTNER, "GET", "/login")).body.id as number;
    const visit = await create("/basis/schedules", {
      kind: 2,
      userId: partnerId,
      startAt: `${DATE}T05:00:00Z`,
      endAt: `${DATE}T06:00:00Z`,
      title: "交渉訪問",
    });
    expect((await call(PARTNER, "GET", `/basis/schedules/${visit.id}`)).status).toBe(404);
    const mine = await call(PARTNER, "GET", "/basis/schedules", undefined, { userId: partnerId });
    expect(ids(mine.body)).not.toContain(visit.id);
  });

  it("a schedule on its own team but another company's construction is refused", async () => {
    const res = await call(PARTNER, "POST", "/basis/schedules", {
      kind: 1,
      teamId: OWN_TEAM,
      constructionId: parentOf("other"),
      startAt: `${DATE}T00:00:00Z`,
      endAt: `${DATE}T01:00:00Z`,
      title: "横取り",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ constructionId: ["指定された工事が存在しません"] });
  });

  it("a schedule for another company's team without a construction is refused", async () => {
    const res = await call(PARTNER, "POST", "/basis/schedules", {
      kind: 1,
      teamId: OTHER_TEAM,
      startAt: `${DATE}T00:00:00Z`,
      endAt: `${DATE}T01:00:00Z`,
      title: "他社の班",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ teamId: ["指定された班が存在しません"] });
  });

  it("a schedule left outside its scope (someone else's, no team, no construction) is refused", async () => {
    const res = await call(PARTNER, "POST", "/basis/schedules", {
      kind: 1,
      userId: 1,
      startAt: `${DATE}T00:00:00Z`,
      endAt: `${DATE}T01:00:00Z`,
      title: "他人の予定",
    });
    expect(res.status).toBe(403);
    const count = await call(ADMIN, "GET", "/basis/schedules", undefined, { userId: 1 });
    expect(count.body.map((s: { title: string }) => s.title)).not.toContain("他人の予定");
  });
});

describe("constructions: special routes", () => {
  it("generating constructions (not dispatched to anyone) is refused to the partner, nothing written", async () => {
    const target = await create("/basis/targets", { name: "範囲テスト生成邸" });
    const project = await create("/basis/projects", { name: "範囲テスト生成", workType: 1 });
    const { created } = await create("/relation/update/projects", {
      projectId: project.id,
      targetIds: [target.id],
    });
    const matterId = created[0].id as number;
    const ne = await create(
      "/basis/negotiations",
      { matterId, customerId: await counterpartOf(api, matterId), negotiationStatusId: 4 },
      "negotiation@example.jp",
    );
    await call("negotiation@example.jp", "PATCH", `/basis/negotiations/${ne.id}`, {
      version: ne.version,
      negotiationStatusId: 6,
      completeReason: 1,
    });
    const res = await call(PARTNER, "POST", "/construction-generate", { matterIds: [matterId] });
    expect(res.status).toBe(403);
    const made = await call(ADMIN, "GET", "/basis/constructions", undefined, { matterId });
    expect(made.body).toEqual([]);
    // An office user generates it.
    const ok = await call("order@example.jp", "POST", "/construction-generate", {
      matterIds: [matterId],
    });
    expect(ok.body.created).toHaveLength(1);
  });
});

describe("audit: the record's read rule, and customers' contact details", () => {
  let customer: Row;
  beforeAll(async () => {
    const target = await create("/basis/targets", { name: "履歴テスト邸" });
    const detail = await create("/basis/target-details", { targetId: target.id });
    customer = await create("/basis/customers", {
      targetDetailId: detail.id,
      name: "履歴 花子",
      phone: "03-1234-5678",
      mobile: "090-1234-5678",
      email: "hanako@example.jp",
      postalCode: "143-0015",
      address: "東京都大田区大森西1-2-3",
      notes: "初回",
    });
    const changed = await call(ADMIN, "PATCH", `/basis/customers/${customer.id}`, {
      version: customer.version,
      phone: "03-9999-0000",
      address: "東京都大田区大森西9-9-9",
      notes: "二回目",
    });
    expect(changed.status).toBe(200);
  });

  const CONTACT = ["phone", "mobile", "email", "postalCode", "address"];

  it("a partner's 工事担当 reads no history of a customer outside its constructions", async () => {
    const res = await call(PARTNER, "GET", "/audit", undefined, {
      entity: "customers",
      entityId: customer.id,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ id: ["該当するデータが見つかりません"] });
  });

  it.each(["linecode@example.jp"])(
    "%s (no matterRead) gets the history with every contact detail blanked",
    async (who) => {
      const res = await call(who, "GET", "/audit", undefined, {
        entity: "customers",
        entityId: customer.id,
      });
      expect(res.status).toBe(200);
      const [created, updated] = res.body;
      expect(created.changes.name).toEqual({ from: null, to: "履歴 花子" });
      expect(updated.changes.notes).toEqual({ from: "初回", to: "二回目" });
      for (const field of CONTACT)
        expect(created.changes[field], field).toEqual({ from: null, to: null });
      expect(updated.changes.phone).toEqual({ from: null, to: null });
      expect(updated.changes.address).toEqual({ from: null, to: null });
      const text = JSON.stringify(res.body);
      for (const secret of ["1234-5678", "9999-0000", "hanako", "大森西", "0015"])
        expect(text).not.toContain(secret);
    },
  );

  it("matterRead sees the contact details in the history", async () => {
    const res = await call("matter@example.jp", "GET", "/audit", undefined, {
      entity: "customers",
      entityId: customer.id,
    });
    expect(res.body[1].changes.phone).toEqual({ from: "03-1234-5678", to: "03-9999-0000" });
    expect(res.body[0].changes.email).toEqual({ from: null, to: "hanako@example.jp" });
  });

  it("an unknown entity is a 400 in Japanese; a user's history still needs userManage", async () => {
    const unknown = await call(PARTNER, "GET", "/audit", undefined, {
      entity: "secrets",
      entityId: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ entity: ["履歴を表示できない種類のデータです"] });
    const users = await call(PARTNER, "GET", "/audit", undefined, { entity: "users", entityId: 1 });
    expect(users.status).toBe(403);
  });

  it("an entity's read flag applies (external sources need masterManage)", async () => {
    const source = await create("/basis/external-sources", {
      name: "履歴テスト連携",
      kind: "CSVファイル",
      columnMapping: { 名称: "name" },
      keyField: "name",
    });
    const query = { entity: "external_sources", entityId: source.id };
    expect((await call("matter@example.jp", "GET", "/audit", undefined, query)).status).toBe(403);
    expect((await call("manager@example.jp", "GET", "/audit", undefined, query)).status).toBe(200);
  });

  it("master lists keep an open history; a record that does not exist is a 404", async () => {
    const models = await call(PARTNER, "GET", "/audit", undefined, {
      entity: "device_models",
      entityId: 1,
    });
    expect(models.status).toBe(200);
    const missing = await call(ADMIN, "GET", "/audit", undefined, {
      entity: "targets",
      entityId: 99_999_999,
    });
    expect(missing.status).toBe(404);
  });
});

// ---- What hangs on the constructions (issue #36) ----
// A partner reads its constructions' matters, their projects and targets, the units the matters
// name and those units' customers (name only), and the drop lines of those targets; never a
// negotiation, a visit memo or a contract, and nothing of another company's work. One world per
// side (own / other company): project → apartment target (two units) → matter on unit 101 →
// construction of the side's company, with a customer on each unit, a contract, a negotiation, a
// visit memo and a drop line. Every read path of every resource is a generated case asserting
// the status and which rows come back.

type ReadWorld = Record<string, Row>;
const readWorld: Record<Side, ReadWorld> = { own: {}, other: {} };

interface ReadSpec {
  name: string;
  path: string;
  entity: string;
  /** The row of `side`'s world this resource is about. */
  row: (side: Side) => Row;
  /** The partner sees its own side's row (false: no row of this resource at all). */
  visible: boolean;
  /** GET /export/<name>, when the list has one. */
  exportName?: string;
  /** What the export writes of a row, found in its CSV. */
  exportKey?: (row: Row) => string;
}

const READS: ReadSpec[] = [
  {
    name: "targets",
    path: "/basis/targets",
    entity: "targets",
    row: (s) => readWorld[s].target!,
    visible: true,
    exportName: "targets",
  },
  {
    name: "target-details (the matter's unit)",
    path: "/basis/target-details",
    entity: "target_details",
    row: (s) => readWorld[s].unit!,
    visible: true,
  },
  {
    name: "customers (of the matter's unit)",
    path: "/basis/customers",
    entity: "customers",
    row: (s) => readWorld[s].customer!,
    visible: true,
    exportName: "customers",
  },
  {
    name: "customer-services",
    path: "/basis/customer-services",
    entity: "customer_services",
    row: (s) => readWorld[s].service!,
    visible: false,
  },
  {
    name: "projects",
    path: "/basis/projects",
    entity: "projects",
    row: (s) => readWorld[s].project!,
    visible: true,
    exportName: "projects",
  },
  {
    name: "matters",
    path: "/basis/matters",
    entity: "matters",
    row: (s) => readWorld[s].matter!,
    visible: true,
  },
  {
    name: "negotiations",
    path: "/basis/negotiations",
    entity: "negotiations",
    row: (s) => readWorld[s].negotiation!,
    visible: false,
    exportName: "negotiations",
  },
  {
    name: "negotiation-histories (visit memos)",
    path: "/basis/negotiation-histories",
    entity: "negotiation_histories",
    row: (s) => readWorld[s].memo!,
    visible: false,
  },
  {
    name: "line-codes",
    path: "/basis/line-codes",
    entity: "line_codes",
    row: (s) => readWorld[s].line!,
    visible: true,
    exportName: "line-codes",
    exportKey: (row) => row.lineCode,
  },
  {
    name: "constructions",
    path: "/basis/constructions",
    entity: "constructions",
    row: (s) => readWorld[s].construction!,
    visible: true,
    exportName: "constructions",
  },
];

/** Whether the partner may see `side`'s row of `r`. */
const seen = (r: ReadSpec, side: Side) => side === "own" && r.visible;

const READ_OPERATIONS: {
  name: string;
  applies?: (r: ReadSpec) => boolean;
  run: (r: ReadSpec, side: Side) => Promise<void>;
}[] = [
  {
    name: "get by id",
    run: async (r, side) => {
      const res = await call(PARTNER, "GET", `${r.path}/${r.row(side).id}`);
      if (seen(r, side)) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.id).toBe(r.row(side).id);
      } else {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ id: ["該当するデータが見つかりません"] });
      }
    },
  },
  {
    name: "list",
    run: async (r, side) => {
      const res = await call(PARTNER, "GET", r.path, undefined, { pageSize: 500 });
      expect(res.status).toBe(200);
      expect(ids(res.body).includes(r.row(side).id)).toBe(seen(r, side));
      if (!r.visible) expect(res.body).toEqual([]);
    },
  },
  {
    name: "ids=",
    run: async (r, side) => {
      const res = await call(PARTNER, "GET", r.path, undefined, {
        ids: `${r.row("own").id},${r.row("other").id}`,
      });
      expect(res.status).toBe(200);
      expect(ids(res.body).includes(r.row(side).id)).toBe(seen(r, side));
      expect(ids(res.body)).toEqual(r.visible ? [r.row("own").id] : []);
    },
  },
  {
    name: "select all (/ids)",
    run: async (r, side) => {
      const res = await call(PARTNER, "GET", `${r.path}/ids`);
      expect(res.status).toBe(200);
      expect((res.body.ids as number[]).includes(r.row(side).id)).toBe(seen(r, side));
    },
  },
  {
    name: "audit",
    run: async (r, side) => {
      const res = await call(PARTNER, "GET", "/audit", undefined, {
        entity: r.entity,
        entityId: r.row(side).id,
      });
      if (seen(r, side)) {
        expect(res.status).toBe(200);
        expect(res.body[0]).toMatchObject({ entity: r.entity, action: "create" });
      } else {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ id: ["該当するデータが見つかりません"] });
      }
    },
  },
  {
    name: "CSV export",
    applies: (r) => Boolean(r.exportName),
    run: async (r, side) => {
      const res = await api.fetch(`/export/${r.exportName}`, { as: PARTNER });
      expect(res.status).toBe(200);
      const csv = await res.text();
      const key = (r.exportKey ?? ((row: Row) => row.code as string))(r.row(side));
      expect(key).toBeTruthy();
      expect(csv.includes(key)).toBe(seen(r, side));
      // An administrator's file has both: the key is what the export writes.
      const all = await (await api.fetch(`/export/${r.exportName}`, { as: ADMIN })).text();
      expect(all.includes(key)).toBe(true);
    },
  },
];

const readMatrix = READS.flatMap((r) =>
  READ_OPERATIONS.filter((op) => op.applies?.(r) ?? true).flatMap((op) =>
    (["own", "other"] as const).map((side) => ({
      title: `${r.name} · ${op.name} · ${side === "own" ? (r.visible ? "own work → seen" : "own work → never") : "other company → 404 / empty"}`,
      r,
      op,
      side,
    })),
  ),
);

describe("scope matrix: what hangs on a partner's constructions", () => {
  beforeAll(async () => {
    for (const side of ["own", "other"] as const) {
      const w = readWorld[side];
      w.project = await create("/basis/projects", { name: `範囲読み取り${side}`, workType: 1 });
      w.target = await create("/basis/targets", {
        name: `範囲読み取り${side}マンション`,
        targetType: 3,
        roomNumbers: ["101", "102"],
      });
      const units = (
        await call(ADMIN, "GET", "/basis/target-details", undefined, {
          targetId: w.target.id,
          sort: "roomNumber",
        })
      ).body as Row[];
      expect(units.map((u) => u.roomNumber)).toEqual(["101", "102"]);
      [w.unit, w.neighbourUnit] = units as [Row, Row];
      w.matter = await create("/basis/matters", {
        projectId: w.project.id,
        targetId: w.target.id,
        targetDetailId: w.unit!.id,
      });
      const negotiation = (await agreeMatter(api, w.matter.id)) as unknown as Row;
      w.negotiation = negotiation;
      w.memo = await create("/basis/negotiation-histories", {
        negotiationId: negotiation.id,
        contactedAt: `${DATE}T01:00:00Z`,
        memo: "訪問メモ",
      });
      w.construction = await create("/basis/constructions", {
        matterId: w.matter.id,
        associateCompanyId: companyOf(side),
      });
      w.customer = await create("/basis/customers", {
        targetDetailId: w.unit!.id,
        name: `範囲 ${side}`,
        phone: "03-5555-0101",
      });
      w.neighbour = await create("/basis/customers", {
        targetDetailId: w.neighbourUnit!.id,
        name: `隣戸 ${side}`,
      });
      w.service = await create("/basis/customer-services", {
        customerId: w.customer.id,
        operatorCustomerNo: `OP-${side}-${Date.now()}`,
      });
      w.line = await create("/basis/line-codes", {
        lineCode: `SCOPE-${side}-${Date.now()}`,
        targetId: w.target.id,
      });
    }
  }, 120_000);

  it("covers every resource × read path × side", () => {
    expect(new Set(readMatrix.map((c) => c.r.name)).size).toBe(READS.length);
    expect(readMatrix.length).toBeGreaterThan(100);
  });

  it.each(readMatrix)("$title", async ({ r, op, side }) => {
    await op.run(r, side);
  });

  it("a unit of its own target that no matter names, and its customer, stay hidden", async () => {
    const w = readWorld.own;
    expect(
      (await call(PARTNER, "GET", `/basis/target-details/${w.neighbourUnit!.id}`)).status,
    ).toBe(404);
    expect((await call(PARTNER, "GET", `/basis/customers/${w.neighbour!.id}`)).status).toBe(404);
    const units = await call(PARTNER, "GET", "/basis/target-details", undefined, {
      targetId: w.target!.id,
    });
    expect(ids(units.body)).toEqual([w.unit!.id]);
  });

  it("its customers come without contact details, and a phone search is refused", async () => {
    const res = await call(PARTNER, "GET", `/basis/customers/${readWorld.own.customer!.id}`);
    expect(res.body).toMatchObject({ name: "範囲 own", phone: null, email: null, address: null });
    const search = await call(PARTNER, "GET", "/basis/customers", undefined, { phone: "03" });
    expect(search.status).toBe(403);
  });

  it("the projects' choices, the projects' and targets' counts are of its own matters only", async () => {
    const choices = (await call(PARTNER, "GET", "/pair/projects")).body as Row[];
    expect(choices.map((p) => p.id)).toContain(readWorld.own.project!.id);
    expect(choices.map((p) => p.id)).not.toContain(readWorld.other.project!.id);
    const everyProject = (await call(ADMIN, "GET", "/pair/projects")).body as Row[];
    expect(everyProject.length).toBeGreaterThan(choices.length);
    // The shared test project holds both sides' matters: the partner counts its own only.
    const shared = await call(PARTNER, "GET", `/basis/projects/${world.projectId}`);
    const mine = await call(PARTNER, "GET", "/basis/matters", undefined, {
      projectId: world.projectId,
      pageSize: 500,
    });
    const counted = (shared.body.matterCounts as { count: number }[]).reduce(
      (n, c) => n + c.count,
      0,
    );
    expect(counted).toBe(mine.body.length);
    const adminCount = (
      (await call(ADMIN, "GET", `/basis/projects/${world.projectId}`)).body.matterCounts as {
        count: number;
      }[]
    ).reduce((n, c) => n + c.count, 0);
    expect(counted).toBeLessThan(adminCount);
  });

  it("the dashboard counts what its lists show, and no negotiation", async () => {
    const d = (await call(PARTNER, "GET", "/dashboard")).body;
    const total = async (path: string) =>
      Number(
        (await call(PARTNER, "GET", path, undefined, { pageSize: 1 })).headers.get("x-total-count"),
      );
    expect(d.targets).toBe(await total("/basis/targets"));
    const matters = (d.mattersByStatus as { count: number }[]).reduce((n, s) => n + s.count, 0);
    expect(matters).toBe(await total("/basis/matters"));
    expect(d.negotiationsToday).toBe(0);
    expect(d.myOpenNegotiations).toBe(0);
    const admin = (await call(ADMIN, "GET", "/dashboard")).body;
    expect(admin.targets).toBeGreaterThan(d.targets);
  });

  it("/login tells the gateway that its reads are limited; an office user's are not", async () => {
    expect((await call(PARTNER, "GET", "/login")).body.ownConstructionsOnly).toBe(true);
    expect((await call(ADMIN, "GET", "/login")).body.ownConstructionsOnly).toBe(false);
    expect((await call("linecode@example.jp", "GET", "/login")).body.ownConstructionsOnly).toBe(
      false,
    );
  });
});
