// Retire instead of delete, and reorder: a master value some live record uses cannot be deleted
// (the record would lose its name), only retired, which takes it out of the pull-downs.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName } from "drizzle-orm";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../history/tables";
import { startTestApi, type TestApi } from "../test/harness";
import { referencesTo, TABLE_MODULES } from "./references";
import { IN_USE_MESSAGE } from "./routes";
import * as t from "./tables";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ADMIN = "admin@example.jp";
type Item = {
  id: number;
  name: string;
  version: number;
  sortOrder: number;
  retiredAt: string | null;
};

const list = async (path: string, query?: Record<string, string>) => {
  const res = await api.json(`/pair/${path}`, { as: ADMIN, query });
  expect(res.status).toBe(200);
  return res.body as Item[];
};
const create = async (path: string, name: string) => {
  const res = await api.json(`/pair/${path}`, { as: ADMIN, method: "POST", json: { name } });
  expect(res.status).toBe(201);
  return res.body as Item;
};

describe("foreign keys to the master tables", () => {
  it("reads every src/*/tables.ts (a new area's columns are counted too)", () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), "..");
    const areas = readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) => readdirSync(join(src, d.name)).includes("tables.ts"))
      .map((d) => d.name)
      .sort();
    expect(Object.keys(TABLE_MODULES).sort()).toEqual(areas);
  });

  it("finds the columns that point at clients and teams", () => {
    const names = (table: Parameters<typeof referencesTo>[0]) =>
      referencesTo(table).map((r) => `${getTableName(r.table)}.${r.column.name}`);
    expect(names(t.clients)).toEqual(
      expect.arrayContaining(["targets.clientId", "projects.clientId"]),
    );
    expect(
      referencesTo(t.clients).find((r) => getTableName(r.table) === "targets")?.deletedAt,
    ).toBeDefined();
    expect(names(t.associateCompanies)).toEqual(
      expect.arrayContaining(["teams.associateCompanyId"]),
    );
  });
});

describe("retire", () => {
  it("a value in use is refused deletion; retired it leaves the pull-down but keeps its name", async () => {
    const target = (await api.json("/basis/targets", { as: ADMIN, query: { pageSize: "1" } }))
      .body[0] as { clientId: number };
    const client = (await list("clients", { withRetired: "true" })).find(
      (c) => c.id === target.clientId,
    )!;
    const refused = await api.json(`/pair/clients/${client.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: String(client.version) },
    });
    expect(refused).toMatchObject({ status: 400, body: { id: [IN_USE_MESSAGE] } });

    const retired = await api.json(`/pair/clients/${client.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: client.version, retired: true },
    });
    expect(retired.status).toBe(200);
    expect(retired.body.retiredAt).toEqual(expect.any(String));
    expect((await list("clients")).map((c) => c.id)).not.toContain(client.id);
    expect((await list("clients", { withRetired: "true" })).map((c) => c.id)).toContain(client.id);
    // A record's lookup by id still names it.
    expect((await list("clients", { ids: String(client.id) }))[0]?.name).toBe(client.name);

    const restored = await api.json(`/pair/clients/${client.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: retired.body.version, retired: false },
    });
    expect(restored.body.retiredAt).toBeNull();
    expect((await list("clients")).map((c) => c.id)).toContain(client.id);
  });

  it("a value nobody uses is deleted", async () => {
    const item = await create("contract-receivers", "削除テスト受付者");
    const res = await api.json(`/pair/contract-receivers/${item.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: String(item.version) },
    });
    expect(res).toMatchObject({ status: 200, body: { id: item.id } });
  });

  it("needs masterManage", async () => {
    const item = (await list("job-categories"))[0]!;
    const res = await api.json(`/pair/job-categories/${item.id}`, {
      as: "matter@example.jp",
      method: "PATCH",
      json: { version: item.version, retired: true },
    });
    expect(res.status).toBe(403);
  });
});

describe("reorder", () => {
  it("sets 1, 2, 3… in the given order, audited, in one go", async () => {
    const before = await list("device-installation-types", { withRetired: "true" });
    const reversed = before.map((i) => i.id).reverse();
    const res = await api.json("/pair/device-installation-types/order", {
      as: ADMIN,
      method: "POST",
      json: { ids: reversed },
    });
    expect(res.status).toBe(200);
    const after = await list("device-installation-types", { withRetired: "true" });
    expect(after.map((i) => i.id)).toEqual(reversed);
    expect(after.map((i) => i.sortOrder)).toEqual(reversed.map((_, i) => i + 1));
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "device_installation_types"), eq(auditLog.entityId, reversed[0]!)),
      );
    expect(audits.at(-1)?.changes).toMatchObject({ sortOrder: { from: before.length, to: 1 } });
  });

  it("refuses a partial or unknown list and changes nothing", async () => {
    const before = await list("job-categories", { withRetired: "true" });
    const partial = await api.json("/pair/job-categories/order", {
      as: ADMIN,
      method: "POST",
      json: { ids: [before[0]!.id] },
    });
    expect(partial.status).toBe(400);
    const unknown = await api.json("/pair/job-categories/order", {
      as: ADMIN,
      method: "POST",
      json: { ids: [...before.map((i) => i.id), 999999] },
    });
    expect(unknown.status).toBe(400);
    expect(await list("job-categories", { withRetired: "true" })).toEqual(before);
  });
});
