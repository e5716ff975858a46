import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../history/tables";
import { startTestApi, type TestApi } from "../test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const LISTS = [
  "associate-companies",
  "clients",
  "contract-types",
  "contract-detail-types",
  "contract-receivers",
  "customer-service-items",
  "device-installation-types",
  "device-models",
  "job-categories",
  "negotiation-complete-reasons",
  "negotiation-statuses",
  "role-types",
  "schedule-types",
  "target-installation-types",
  "target-types",
  "teams",
];

const pairs = async (list: string, as = "construction@example.jp") => {
  const res = await api.json(`/pair/${list}`, { as });
  expect(res.status).toBe(200);
  return res.body as { id: number; name: string; version: number; [k: string]: unknown }[];
};

describe("GET /pair/<list>", () => {
  it("serves every master list to any signed-in user, with X-Total-Count", async () => {
    for (const list of LISTS) {
      const res = await api.json(`/pair/${list}`, { as: "linecode@example.jp" });
      expect({ list, status: res.status }).toEqual({ list, status: 200 });
      expect(res.body.length, list).toBeGreaterThan(0);
      expect(res.headers.get("x-total-count")).toBe(String(res.body.length));
      for (const item of res.body) {
        expect(typeof item.id).toBe("number");
        expect(typeof item.name).toBe("string");
      }
    }
  });

  it("seeds the lists the spec fixes with exactly its values", async () => {
    const simple = async (list: string) => (await pairs(list)).map(({ id, name }) => [id, name]);
    expect(await simple("role-types")).toEqual([
      [1, "管理者"],
      [2, "マネージャー"],
      [3, "案件担当"],
      [4, "発注担当"],
      [5, "交渉担当"],
      [6, "工事管理者"],
      [7, "工事担当"],
      [8, "引込線登録"],
    ]);
    expect(await simple("target-types")).toEqual([
      [1, "未選択"],
      [2, "戸建"],
      [3, "集合住宅"],
      [4, "電柱"],
    ]);
    expect(await simple("negotiation-complete-reasons")).toEqual([
      [0, "未選択"],
      [1, "合意"],
      [2, "不成立"],
      [3, "引継ぎ"],
    ]);
    expect(await simple("negotiation-statuses")).toEqual([
      [1, "未交渉"],
      [2, "アポ調整中"],
      [3, "訪問予定"],
      [4, "交渉中"],
      [5, "再訪問"],
      [6, "完了"],
    ]);
    expect(await simple("schedule-types")).toEqual([
      [1, "交渉"],
      [2, "工事"],
    ]);
  });

  it("device models carry their line type; teams their company and can be filtered by it", async () => {
    const models = await pairs("device-models");
    expect(models.find((m) => m.name === "VONU-100")?.deviceLineType).toBe(1);
    expect(models.find((m) => m.name === "RONU-300")?.deviceLineType).toBe(2);
    const teams = await pairs("teams");
    expect(teams.every((t) => typeof t.associateCompanyId === "number")).toBe(true);
    const one = await api.json("/pair/teams", {
      as: "admin@example.jp",
      query: { associateCompanyId: 1 },
    });
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((t: { associateCompanyId: number }) => t.associateCompanyId === 1)).toBe(
      true,
    );
    const ids = await api.json("/pair/device-models", {
      as: "admin@example.jp",
      query: { ids: "2,4" },
    });
    expect(ids.body.map((m: { id: number }) => m.id)).toEqual([2, 4]);
  });
});

describe("writes to master lists", () => {
  it("need masterManage (403 otherwise, nothing changed)", async () => {
    for (const who of [
      "matter@example.jp",
      "order@example.jp",
      "construction-manager@example.jp",
    ]) {
      const res = await api.json("/pair/job-categories", { as: who, json: { name: "新区分" } });
      expect(res.status).toBe(403);
      expect(
        (
          await api.json("/pair/job-categories/1", {
            as: who,
            method: "PATCH",
            json: { version: 1, name: "x" },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api.json("/pair/job-categories/1", {
            as: who,
            method: "DELETE",
            query: { version: 1 },
          })
        ).status,
      ).toBe(403);
    }
    expect((await pairs("job-categories")).some((c) => c.name === "新区分")).toBe(false);
  });

  it("create → update (version) → delete, each with an audit row; stale version 409", async () => {
    const manager = "manager@example.jp";
    const created = await api.json("/pair/device-models", {
      as: manager,
      json: { name: " VONU-300 ", deviceLineType: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "VONU-300",
      deviceLineType: 1,
      version: 1,
      createdBy: 2,
    });
    const id = created.body.id;
    expect(id).toBeGreaterThan(5);

    const patched = await api.json(`/pair/device-models/${id}`, {
      as: manager,
      method: "PATCH",
      json: { version: 1, deviceLineType: 2 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "VONU-300", deviceLineType: 2, version: 2 });
    const stale = await api.json(`/pair/device-models/${id}`, {
      as: manager,
      method: "PATCH",
      json: { version: 1, name: "古い" },
    });
    expect(stale.status).toBe(409);
    expect((await api.json(`/pair/device-models/${id}`, { as: manager })).body.name).toBe(
      "VONU-300",
    );

    const deleted = await api.json(`/pair/device-models/${id}`, {
      as: manager,
      method: "DELETE",
      query: { version: 2 },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id });
    expect((await pairs("device-models")).some((m) => m.id === id)).toBe(false);

    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "device_models"), eq(auditLog.entityId, id)));
    expect(audits.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(audits[1]!.changes).toEqual({ deviceLineType: { from: 1, to: 2 } });
    expect(audits.every((a) => a.userId === 2)).toBe(true);

    const history = await api.json("/audit", {
      as: "matter@example.jp",
      query: { entity: "device_models", entityId: id },
    });
    expect(history.status).toBe(200);
    expect(history.body.map((a: { action: string }) => a.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
  });

  it("validates: duplicate names, unknown company of a team, bad line type", async () => {
    const admin = "admin@example.jp";
    const dup = await api.json("/pair/clients", {
      as: admin,
      json: { name: "城南ケーブルテレビ株式会社" },
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ name: ["この名称は既に登録されています"] });
    const team = await api.json("/pair/teams", {
      as: admin,
      json: { name: "第9班", associateCompanyId: 999 },
    });
    expect(team.status).toBe(400);
    expect(team.body).toEqual({ associateCompanyId: ["該当する協力会社が見つかりません"] });
    const noCompany = await api.json("/pair/teams", { as: admin, json: { name: "第9班" } });
    expect(noCompany.body).toEqual({ associateCompanyId: ["必須項目です"] });
    const model = await api.json("/pair/device-models", {
      as: admin,
      json: { name: "X", deviceLineType: 3 },
    });
    expect(model.body).toEqual({ deviceLineType: ["2以下の値を入力してください"] });
    const blank = await api.json("/pair/contract-types", { as: admin, json: { name: "　" } });
    expect(blank.status).toBe(400);
  });

  it("a name appears once among a list's live values, in every editable list (#37.7)", async () => {
    const admin = "admin@example.jp";
    for (const list of ["job-categories", "contract-types", "device-installation-types"]) {
      const [first] = await pairs(list, admin);
      const again = await api.json(`/pair/${list}`, {
        as: admin,
        json: { name: ` ${first!.name} ` },
      });
      expect({ list, status: again.status, body: again.body }).toEqual({
        list,
        status: 400,
        body: { name: ["この名称は既に登録されています"] },
      });
    }
    // A retired value may share a live one's name; taking it back into use may not.
    const [category] = await pairs("job-categories", admin);
    const renamed = await api.json(`/pair/job-categories/${category!.id}`, {
      method: "PATCH",
      as: admin,
      json: { version: category!.version, retired: true },
    });
    expect(renamed.status).toBe(200);
    const twin = await api.json("/pair/job-categories", {
      as: admin,
      json: { name: category!.name },
    });
    expect(twin.status).toBe(201);
    const back = await api.json(`/pair/job-categories/${category!.id}`, {
      method: "PATCH",
      as: admin,
      json: { version: renamed.body.version, retired: false },
    });
    expect(back.status).toBe(400);
    expect(back.body).toEqual({ name: ["この名称は既に登録されています"] });
    const names = (await pairs("job-categories", admin)).map((i) => i.name);
    expect(names.filter((n) => n === category!.name)).toHaveLength(1);
  });

  it("lists fixed by the spec are read-only", async () => {
    for (const list of [
      "role-types",
      "target-types",
      "negotiation-complete-reasons",
      "negotiation-statuses",
      "schedule-types",
    ]) {
      const res = await api.json(`/pair/${list}`, {
        as: "admin@example.jp",
        json: { name: "追加" },
      });
      expect(res.status).toBe(404);
    }
    expect(await pairs("role-types")).toHaveLength(8);
  });
});

/** The database's message of a failed query (Drizzle wraps it as the `cause`). */
async function failure(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
  return "no error";
}

describe("audit_log", () => {
  it("is append-only at the database: UPDATE, DELETE and TRUNCATE are rejected", async () => {
    const before = await api.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    await expect(api.db.update(auditLog).set({ userId: 999 })).rejects.toThrow();
    expect(await failure(api.db.execute(sql`update audit_log set user_id = 999`))).toMatch(
      /append-only/,
    );
    await expect(api.db.delete(auditLog)).rejects.toThrow();
    expect(await failure(api.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await failure(api.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const after = await api.db.select().from(auditLog);
    expect(after).toEqual(before);
  });

  it("has no API route that changes it, and a user history needs userManage", async () => {
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      const res = await api.json("/audit", {
        as: "admin@example.jp",
        method,
        json: method === "DELETE" ? undefined : {},
      });
      expect(res.status).toBe(404);
    }
    expect(
      (
        await api.json("/audit", {
          as: "manager@example.jp",
          query: { entity: "users", entityId: 1 },
        })
      ).status,
    ).toBe(403);
    const admin = await api.json("/audit", {
      as: "admin@example.jp",
      query: { entity: "users", entityId: 1 },
    });
    expect(admin.status).toBe(200);
    expect(admin.body[0]).toMatchObject({ entity: "users", entityId: 1, action: "create" });
  });
});
