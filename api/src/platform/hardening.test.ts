// Closed, bounded inputs (issue #9), tried as an attacker would: mass assignment of server-owned
// columns, integers beyond int4, absurd pages and id lists, NUL and lone surrogates. Each one is a
// 400 with a Japanese field message, and nothing changes in the database.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobCategories } from "../masters/tables";
import { targets } from "../targets/tables";
import { startTestApi, type TestApi } from "../test/harness";
import { insertRecord, updateRecord } from "./crud";
import { databaseInputError } from "./error-handler";
import { hardenSchema, INT4_MAX } from "./input-schemas";
import { auditLog } from "../history/tables";

const ADMIN = "admin@example.jp";
const BAD_CHARACTER = "使用できない文字が含まれています";
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const targetRow = async (id: number) =>
  (await api.db.select().from(targets).where(eq(targets.id, id)))[0];
const targetCount = async () => (await api.db.select({ n: count() }).from(targets))[0]!.n;
const auditCount = async () => (await api.db.select({ n: count() }).from(auditLog))[0]!.n;

describe("mass assignment: server-owned columns are not writable", () => {
  it("PATCH /basis/targets/{id} refuses id, createdBy, createdAt, updatedBy and deletedAt; nothing changes", async () => {
    const before = await targetRow(1);
    const audits = await auditCount();
    for (const [field, value] of [
      ["id", 999_999],
      ["createdBy", 2],
      ["createdAt", "2000-01-01T00:00:00Z"],
      ["updatedBy", 2],
      ["updatedAt", "2000-01-01T00:00:00Z"],
      ["deletedAt", "yesterday"],
      ["deletedAt", "2020-01-01T00:00:00Z"],
      ["code", "TA-99999999"],
    ] as const) {
      const res = await api.json("/basis/targets/1", {
        as: ADMIN,
        method: "PATCH",
        json: { version: before!.version, name: "乗っ取り", [field]: value },
      });
      expect(res.status, field).toBe(400);
      expect(res.body, field).toEqual({ [field]: ["不明な項目です"] });
    }
    expect(await targetRow(1)).toEqual(before);
    expect(await targetRow(999_999)).toBeUndefined();
    expect(await auditCount()).toBe(audits);
  });

  it("POST /basis/targets refuses a client-sent version, id or createdBy; nothing is created", async () => {
    const total = await targetCount();
    for (const extra of [{ version: 99 }, { id: 999_998 }, { createdBy: 2 }, { deletedAt: null }]) {
      const res = await api.json("/basis/targets", {
        as: ADMIN,
        json: { name: "偽造", ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.values(res.body as Record<string, string[]>)).toEqual([["不明な項目です"]]);
    }
    expect(await targetCount()).toBe(total);
  });

  it("names every unknown property, also nested ones and in other areas", async () => {
    const res = await api.json("/basis/targets", {
      as: ADMIN,
      json: { name: "x", isAdmin: true, role: "admin" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ isAdmin: ["不明な項目です"], role: ["不明な項目です"] });

    const bulk = await api.json("/bulk/update/matters", {
      as: ADMIN,
      json: { items: [{ id: 1, version: 1, createdBy: 5 }], status: 2 },
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body).toEqual({ items: ["不明な項目です"] });

    const master = await api.json("/pair/job-categories", {
      as: ADMIN,
      json: { name: "新分類", id: 1 },
    });
    expect(master.status).toBe(400);
    expect(master.body).toEqual({ id: ["不明な項目です"] });
  });

  it("keeps maps open: an external source's column mapping takes any column names", async () => {
    const res = await api.json("/basis/external-sources", {
      as: ADMIN,
      json: {
        name: "列名が自由な連携",
        kind: "CSVファイル",
        columnMapping: { 物件名: "name", "any column": "street" },
        keyField: "name",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.columnMapping).toEqual({ 物件名: "name", "any column": "street" });
  });

  it("crud helpers drop server-owned columns assembled in code (defence in depth)", async () => {
    const row = await api.db.transaction((tx) =>
      insertRecord(
        tx,
        jobCategories,
        // Forged on purpose: the type says these cannot be there, a spread of a body might.
        {
          name: "深層防御",
          id: 777_777,
          version: 42,
          createdBy: 3,
          deletedAt: new Date(),
        } as never,
        1,
      ),
    );
    expect(row.id).not.toBe(777_777);
    expect(row).toMatchObject({ version: 1, createdBy: 1, updatedBy: 1, deletedAt: null });
    const { after } = await api.db.transaction((tx) =>
      updateRecord(
        tx,
        jobCategories,
        row.id,
        1,
        { name: "深層防御2", id: 1, createdBy: 5, deletedAt: new Date() } as never,
        1,
      ),
    );
    expect(after).toMatchObject({ id: row.id, version: 2, createdBy: 1, deletedAt: null });
  });
});

describe("integers, numbers and lists out of range", () => {
  it("?ids= items beyond int4 and lists over 500 ids are 400, not 500", async () => {
    for (const ids of ["2147483648", "1,2,99999999999999999999", "9".repeat(400)]) {
      const res = await api.json("/basis/targets", { as: ADMIN, query: { ids } });
      expect(res.status, ids).toBe(400);
      expect(res.body).toEqual({ ids: ["2147483647以下の値を指定してください"] });
    }
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(",");
    const tooMany = await api.json("/basis/targets", { as: ADMIN, query: { ids: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ ids: ["500件以内で指定してください"] });
    // Also on the routes with their own `ids` pattern and on comma-separated filters.
    for (const path of ["/basis/users", "/pair/clients"]) {
      const res = await api.json(path, { as: ADMIN, query: { ids: "2147483648" } });
      expect(res.status, path).toBe(400);
    }
    const filter = await api.json("/basis/matters", {
      as: ADMIN,
      query: { targetId: "1,-2147483649" },
    });
    expect(filter.status).toBe(400);
    expect(filter.body).toEqual({ targetId: ["-2147483648以上の値を指定してください"] });

    const edge = await api.json("/basis/targets", { as: ADMIN, query: { ids: String(INT4_MAX) } });
    expect(edge.status).toBe(200);
    expect(edge.body).toEqual([]);
    const fine = await api.json("/basis/targets", { as: ADMIN, query: { ids: many.slice(0, -4) } });
    expect(fine.status).toBe(200);
  });

  it("page=1e308 and pages beyond the last servable one are 400", async () => {
    for (const page of ["1e308", "1e309", "2147483648", "100001", "Infinity", "-Infinity", "1.5"]) {
      const res = await api.json("/basis/targets", { as: ADMIN, query: { page } });
      expect(res.status, page).toBe(400);
      expect(Object.keys(res.body)).toEqual(["page"]);
      expect(res.body.page[0]).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
    const last = await api.json("/basis/targets", { as: ADMIN, query: { page: 100_000 } });
    expect(last.status).toBe(200);
    expect(last.body).toEqual([]);
  });

  it("a 2³⁵ id in a body, a path or a query is 400", async () => {
    const huge = 2 ** 35;
    const matter = await api.json("/basis/matters", {
      as: ADMIN,
      json: { projectId: 1, targetId: huge },
    });
    expect(matter.status).toBe(400);
    expect(matter.body).toEqual({ targetId: ["2147483647以下の値を入力してください"] });

    const before = await targetRow(1);
    const patch = await api.json("/basis/targets/1", {
      as: ADMIN,
      method: "PATCH",
      json: { version: before!.version, clientId: huge },
    });
    expect(patch.status).toBe(400);
    expect(patch.body).toEqual({ clientId: ["2147483647以下の値を入力してください"] });
    const version = await api.json("/basis/targets/1", {
      as: ADMIN,
      method: "PATCH",
      json: { version: huge, name: "x" },
    });
    expect(version.status).toBe(400);
    expect(await targetRow(1)).toEqual(before);

    expect((await api.json(`/basis/targets/${huge}`, { as: ADMIN })).status).toBe(400);
    const del = await api.json("/basis/targets/1", {
      as: ADMIN,
      method: "DELETE",
      query: { version: huge },
    });
    expect(del.status).toBe(400);
    expect(del.body).toEqual({ version: ["2147483647以下の値を入力してください"] });
    const audit = await api.json("/audit", {
      as: ADMIN,
      query: { entity: "targets", entityId: 1, after: huge },
    });
    expect(audit.status).toBe(400);
    expect(audit.body).toEqual({ after: ["2147483647以下の値を入力してください"] });
  });

  it("1e308 for a latitude or an optical power is 400", async () => {
    const target = await api.json("/basis/targets", {
      as: ADMIN,
      json: { name: "遠い物件", latitude: 1e308, longitude: -1e308 },
    });
    expect(target.status).toBe(400);
    expect(target.body).toEqual({
      latitude: ["90以下の値を入力してください"],
      longitude: ["-180以上の値を入力してください"],
    });
    const measurement = await api.json("/basis/measurements", {
      as: ADMIN,
      json: { constructionId: 1, point: "1", wavelengthNm: 1550, powerDbm: 1e308 },
    });
    expect(measurement.status).toBe(400);
    expect(measurement.body.powerDbm).toEqual(["30以下の値を入力してください"]);
    // A JSON body is not coerced: the string "Infinity" is not a number at all.
    const infinite = await api.json("/basis/targets", {
      as: ADMIN,
      json: { name: "無限", latitude: "Infinity", totalUnits: "1e309" },
    });
    expect(infinite.status).toBe(400);
    expect(infinite.body).toEqual({
      latitude: ["数値で入力してください"],
      totalUnits: ["整数で入力してください"],
    });
    // In a query string Ajv coerces "Infinity" to a number that skips minimum/maximum.
    const page = await api.json("/basis/targets", { as: ADMIN, query: { page: "Infinity" } });
    expect(page.status).toBe(400);
    expect(page.body).toEqual({ page: ["正しい数値を入力してください"] });
  });

  it("a date in the year 0000 (ISO has it, PostgreSQL not) is a field error, not a database one", async () => {
    const res = await api.json("/basis/matters", {
      as: ADMIN,
      json: { projectId: 1, targetId: 1, dueDate: "0000-01-01" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ dueDate: ["日付の形式が正しくありません（YYYY-MM-DD）"] });
  });

  it("bounds input arrays and numbers that have no bound of their own", () => {
    const schema = hardenSchema({
      type: "object",
      properties: {
        n: { type: "number" },
        i: { type: "integer", minimum: 1 },
        big: { type: "integer", maximum: 2 ** 40 },
        list: { type: "array", items: { type: "integer" } },
        map: { type: "object", patternProperties: { "^.*$": { type: "string" } } },
        open: { type: "object", properties: {}, additionalProperties: true },
        code: { type: "integer", enum: [1, 2] },
      },
    });
    expect(schema).toEqual({
      type: "object",
      additionalProperties: false,
      properties: {
        n: {
          type: "number",
          minimum: -Number.MAX_SAFE_INTEGER,
          maximum: Number.MAX_SAFE_INTEGER,
          "x-finite": true,
        },
        i: { type: "integer", minimum: 1, maximum: INT4_MAX, "x-finite": true },
        big: { type: "integer", minimum: -2_147_483_648, maximum: 2 ** 40, "x-finite": true },
        list: {
          type: "array",
          maxItems: 1000,
          items: { type: "integer", minimum: -2_147_483_648, maximum: INT4_MAX, "x-finite": true },
        },
        map: { type: "object", patternProperties: { "^.*$": { type: "string" } } },
        open: { type: "object", properties: {}, additionalProperties: true },
        code: { type: "integer", enum: [1, 2] },
      },
    });
  });
});

describe("characters PostgreSQL or UTF-8 cannot hold", () => {
  it("NUL in a body string, a nested string or a query is 400, nothing saved", async () => {
    const total = await targetCount();
    const body = await api.json("/basis/targets", { as: ADMIN, json: { name: "ab\u0000c" } });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ name: [BAD_CHARACTER] });

    const mapping = await api.json("/basis/external-sources", {
      as: ADMIN,
      json: {
        name: "x",
        kind: "CSVファイル",
        columnMapping: { "a\u0000": "name" },
        keyField: "name",
      },
    });
    expect(mapping.status).toBe(400);
    expect(mapping.body).toEqual({ columnMapping: [BAD_CHARACTER] });

    const key = await api.json("/basis/targets", { as: ADMIN, json: { name: "x", "n\u0000": 1 } });
    expect(key.status).toBe(400);
    expect(key.body).toEqual({ body: [BAD_CHARACTER] });

    const query = await api.json("/basis/targets", { as: ADMIN, query: { name: "\u0000" } });
    expect(query.status).toBe(400);
    expect(query.body).toEqual({ name: [BAD_CHARACTER] });
    expect(await targetCount()).toBe(total);
  });

  it("a lone surrogate in a body is 400; a proper surrogate pair is fine", async () => {
    for (const name of ["\uD800", "a\uDC00b", "x\uD83D"]) {
      const res = await api.json("/basis/targets", { as: ADMIN, json: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body).toEqual({ name: [BAD_CHARACTER] });
    }
    const emoji = await api.json("/basis/targets", { as: ADMIN, json: { name: "絵文字🏠" } });
    expect(emoji.status).toBe(201);
    expect(emoji.body.name).toBe("絵文字🏠");
  });
});

describe("querystrings", () => {
  it("refuse unknown parameters by name; empty ones are dropped", async () => {
    const res = await api.json("/basis/targets", { as: ADMIN, query: { nmae: "森" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ nmae: ["不明な項目です"] });
    const empty = await api.json("/basis/targets", { as: ADMIN, query: { nmae: "" } });
    expect(empty.status).toBe(200);
  });

  it("a URL beyond Node's header limit is 431 with a Japanese body", async () => {
    const res = await api.fetch("/basis/targets", {
      as: ADMIN,
      query: { name: "森".repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ request: ["URLまたはヘッダーが長すぎます"] });
  });
});

describe("database refusals are the last line", () => {
  it("maps SQLSTATE class 22 and 54000 to 400 with a Japanese message, other codes not", () => {
    const wrapped = (code: string) => ({ message: "x", cause: { code } });
    expect(databaseInputError(wrapped("22003"), { body: {} })).toEqual({
      body: ["数値が範囲外です"],
    });
    expect(databaseInputError(wrapped("22001"), { body: undefined })).toEqual({
      query: ["文字数が多すぎます"],
    });
    expect(databaseInputError(wrapped("22021"), { body: {} })).toEqual({ body: [BAD_CHARACTER] });
    expect(databaseInputError(wrapped("2200D"), { body: {} })).toEqual({
      body: ["値が正しくありません"],
    });
    expect(databaseInputError(wrapped("54000"), { body: {} })).toEqual({
      body: ["入力値が大きすぎます"],
    });
    expect(databaseInputError(wrapped("23505"), { body: {} })).toBeUndefined();
    expect(databaseInputError(new Error("boom"), { body: {} })).toBeUndefined();
  });
});

describe("the OpenAPI document says what the API enforces", () => {
  interface Node {
    [key: string]: unknown;
  }
  /** Every object schema under `schema` that is neither closed nor a map, by JSON path. */
  function openObjects(schema: unknown, path: string, out: string[]) {
    if (typeof schema !== "object" || schema === null) return;
    if (Array.isArray(schema)) {
      schema.forEach((s, i) => openObjects(s, `${path}/${i}`, out));
      return;
    }
    const node = schema as Node;
    const isObject = node.type === "object" || (node.type === undefined && "properties" in node);
    // A map (Type.Record) is documented by @fastify/swagger as `additionalProperties: <schema>`.
    const closedOrMap =
      node.additionalProperties === false ||
      typeof node.additionalProperties === "object" ||
      node.patternProperties !== undefined;
    if (isObject && !closedOrMap) out.push(path);
    for (const [key, value] of Object.entries(node)) openObjects(value, `${path}/${key}`, out);
  }

  it("closes every input object, bounds every input integer, and no body names a server-owned column", async () => {
    const doc = (await api.json("/openapi.json")).body as {
      paths: Record<string, Record<string, Node>>;
    };
    const open: string[] = [];
    const unbounded: string[] = [];
    const serverOwned: string[] = [];
    const integers = (schema: unknown, where: string) => {
      if (typeof schema !== "object" || schema === null) return;
      const node = schema as Node;
      if (
        node.type === "integer" &&
        !node.enum &&
        (node.maximum === undefined || node.minimum === undefined)
      )
        unbounded.push(where);
      for (const value of Object.values(node)) integers(value, where);
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const body = (op.requestBody as { content?: Record<string, { schema: Node }> } | undefined)
          ?.content?.["application/json"]?.schema;
        if (body) {
          openObjects(body, `${where} body`, open);
          integers(body, `${where} body`);
          const names = Object.keys((body.properties as object | undefined) ?? {});
          for (const column of ["createdAt", "createdBy", "updatedAt", "updatedBy", "deletedAt"])
            if (names.includes(column)) serverOwned.push(`${where} ${column}`);
          // A create names neither the id nor the version: the server assigns both.
          if (method === "post" && !path.includes("{"))
            for (const column of ["id", "version"])
              if (names.includes(column)) serverOwned.push(`${where} ${column}`);
        }
        for (const parameter of (op.parameters as { name: string; schema: Node }[] | undefined) ??
          [])
          integers(parameter.schema, `${where} ${parameter.name}`);
      }
    }
    expect(open).toEqual([]);
    expect(unbounded).toEqual([]);
    expect(serverOwned).toEqual([]);
  });
});
