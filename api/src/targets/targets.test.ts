import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestApi, type TestApi } from "../test/harness";
import { auditLog } from "../history/tables";

const ADMIN = "admin@example.jp";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("demo seed", () => {
  it("has about 200 targets, several projects and matters in every status", async () => {
    const t = await api.json("/basis/targets", { as: ADMIN, query: { pageSize: 1 } });
    expect(t.status).toBe(200);
    expect(Number(t.headers.get("x-total-count"))).toBe(200);
    const p = await api.json("/pair/projects", { as: ADMIN });
    expect(p.body.length).toBeGreaterThanOrEqual(3);
    for (const status of [1, 2, 3, 4, 5, 6, 7, 9]) {
      const m = await api.json("/basis/matters", { as: ADMIN, query: { status, pageSize: 1 } });
      expect(Number(m.headers.get("x-total-count")), `status ${status}`).toBeGreaterThan(0);
    }
    const pole = await api.json("/basis/targets", { as: ADMIN, query: { name: "森ケ崎 190" } });
    expect(pole.body[0]).toMatchObject({ targetType: 4, poleNumber: "森ケ崎 190" });
  });
});

describe("targets CRUD", () => {
  it("creates with normalisation, lists with filters/sort/ids, updates with version, soft-deletes, audits", async () => {
    const created = await api.json("/basis/targets", {
      as: ADMIN,
      json: {
        targetType: 2,
        name: "試験 一郎邸",
        nameKana: "しけん ｲﾁﾛｳﾃｲ",
        postalCode: "１４３－００１５",
        prefecture: "東京都",
        city: "大田区",
        town: "大森西二丁目",
        street: "１２－３",
        latitude: 35.5612,
      },
    });
    expect(created.status).toBe(201);
    const t = created.body;
    expect(t).toMatchObject({
      nameKana: "シケン　イチロウテイ",
      postalCode: "1430015",
      street: "12-3",
      latitude: 35.5612,
      version: 1,
    });
    expect(t.code).toBe(`TA-${String(t.id).padStart(8, "0")}`);

    const list = await api.json("/basis/targets", {
      as: ADMIN,
      query: { name: "しけん", sort: "name", order: "desc" },
    });
    expect(list.body.map((r: { id: number }) => r.id)).toContain(t.id);
    const byIds = await api.json("/basis/targets", { as: ADMIN, query: { ids: `${t.id},1` } });
    expect(
      byIds.body.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b),
    ).toEqual([1, t.id]);
    const badSort = await api.json("/basis/targets", { as: ADMIN, query: { sort: "password" } });
    expect(badSort.status).toBe(400);

    const bad = await api.json("/basis/targets", {
      as: ADMIN,
      json: { name: " ", postalCode: "12" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toEqual(["必須項目です"]);

    const kanaBad = await api.json("/basis/targets", {
      as: ADMIN,
      json: { name: "x", nameKana: "abc" },
    });
    expect(kanaBad.body).toEqual({ nameKana: ["物件名カナは全角カタカナで入力してください"] });
    const fk = await api.json("/basis/targets", { as: ADMIN, json: { name: "x", clientId: 9999 } });
    expect(fk.status).toBe(400);
    expect(fk.body).toHaveProperty("clientId");

    const upd = await api.json(`/basis/targets/${t.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: 1, building: "大森西ハイツ" },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.version).toBe(2);
    const del = await api.json(`/basis/targets/${t.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: 2 },
    });
    expect(del.body).toEqual({ id: t.id });
    expect((await api.json(`/basis/targets/${t.id}`, { as: ADMIN })).status).toBe(404);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "targets"), eq(auditLog.entityId, t.id)));
    expect(audits.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(audits[1]!.changes).toEqual({ building: { from: null, to: "大森西ハイツ" } });
  });

  it("two updates with the same version: one 200, one 409, the first one's values stay", async () => {
    const t = (await api.json("/basis/targets", { as: ADMIN, json: { name: "同時更新テスト" } }))
      .body;
    const [a, b] = await Promise.all([
      api.json(`/basis/targets/${t.id}`, {
        as: ADMIN,
        method: "PATCH",
        json: { version: 1, notes: "Aさんの更新" },
      }),
      api.json(`/basis/targets/${t.id}`, {
        as: "manager@example.jp",
        method: "PATCH",
        json: { version: 1, notes: "Bさんの更新" },
      }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? "Aさんの更新" : "Bさんの更新";
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toEqual({ version: ["他のユーザーが更新しました。再読み込みしてください"] });
    const stored = await api.json(`/basis/targets/${t.id}`, { as: ADMIN });
    expect(stored.body).toMatchObject({ notes: winner, version: 2 });
  });
});

describe("customers' contact details need matterRead", () => {
  const contact = ["phone", "mobile", "email", "postalCode", "address"] as const;

  it("are withheld (null) from a role without it, and shown with it", async () => {
    const withPhone = await api.json("/basis/customers", {
      as: ADMIN,
      query: { pageSize: 50, sort: "id" },
    });
    const sample = (withPhone.body as Record<string, unknown>[]).find((c) => c.phone);
    expect(sample, "the demo seed has customers with phones").toBeTruthy();
    const id = sample!.id as number;

    // 引込線登録 (role 8) lacks matterRead; 案件担当 (role 3) has it. (工事担当, role 7, lacks it
    // too but reads only its own constructions' customers: platform/scope-matrix.test.ts.)
    for (const email of ["linecode@example.jp"]) {
      const one = await api.json(`/basis/customers/${id}`, { as: email });
      expect(one.status, email).toBe(200);
      expect(one.body.name).toBe(sample!.name);
      for (const field of contact) expect(one.body[field], `${email} ${field}`).toBeNull();
      const list = await api.json("/basis/customers", { as: email, query: { ids: String(id) } });
      for (const field of contact) expect(list.body[0][field], `${email} list ${field}`).toBeNull();
    }
    const matter = await api.json(`/basis/customers/${id}`, { as: "matter@example.jp" });
    expect(matter.body.phone).toBe(sample!.phone);
  });

  it("a phone search without it is refused, not answered by elimination", async () => {
    const res = await api.json("/basis/customers", {
      as: "linecode@example.jp",
      query: { phone: "03" },
    });
    expect(res.status).toBe(403);
    const ok = await api.json("/basis/customers", {
      as: "matter@example.jp",
      query: { phone: "03" },
    });
    expect(ok.status).toBe(200);
  });
});
