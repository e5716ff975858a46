import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/client";
import { jobCategories } from "../masters/tables";
import { EnvError, loadEnv } from "../env";
import { insertRecord } from "./crud";
import { listRecords, parseIds } from "./list";
import {
  displayId,
  formatPostalCode,
  isPhone,
  isPostalCode,
  normalizeEmail,
  normalizePhone,
  normalizePostalCode,
  toKatakana,
} from "./normalize";
import { toFieldErrors } from "./validation";

describe("normalisation", () => {
  it("folds kana to full-width katakana", () => {
    expect(toKatakana("やまだ　たろう")).toBe("ヤマダ　タロウ");
    expect(toKatakana(" ﾔﾏﾀﾞ  ﾀﾛｰ ")).toBe("ヤマダ　タロー");
    expect(toKatakana("ヴぁいおりん")).toBe("ヴァイオリン");
  });
  it("normalises phones, postal codes, e-mails and ids", () => {
    expect(normalizePhone("０３ー１２３４－５６７８")).toBe("03-1234-5678");
    expect(isPhone(normalizePhone("０９０ １２３４ ５６７８"))).toBe(true);
    expect(isPhone("12-34")).toBe(false);
    expect(normalizePostalCode("〒１４４‐００５２")).toBe("1440052");
    expect(isPostalCode("144005")).toBe(false);
    expect(formatPostalCode("1440052")).toBe("144-0052");
    expect(normalizeEmail(" Ｔａｒｏ@Example.JP ")).toBe("taro@example.jp");
    expect(displayId("TA", 42)).toBe("TA-00000042");
    expect(displayId(null, 7)).toBe("00000007");
    expect(parseIds("3,1,3,x")).toEqual([3, 1]);
  });
});

describe("validation messages", () => {
  it("maps schema failures to Japanese field errors", () => {
    expect(
      toFieldErrors([
        { keyword: "required", instancePath: "", params: { missingProperty: "name" } },
        { keyword: "maxLength", instancePath: "/code", params: { limit: 8 } },
        {
          keyword: "pattern",
          instancePath: "/code",
          params: {},
          parentSchema: { "x-message": "8桁以内で入力してください" },
        },
        { keyword: "type", instancePath: "/memo", params: { type: "null" } },
        { keyword: "maxLength", instancePath: "/memo", params: { limit: 10 } },
        { keyword: "anyOf", instancePath: "/memo", params: {} },
        { keyword: "type", instancePath: "/ids/0", params: { type: "integer" } },
      ]),
    ).toEqual({
      name: ["必須項目です"],
      code: ["8文字以内で入力してください", "8桁以内で入力してください"],
      memo: ["10文字以内で入力してください"],
      ids: ["整数で入力してください"],
    });
  });
});

describe("env", () => {
  const base = {
    IDENTITY_MODE: "local",
    COGNITO_USER_POOL_ID: "local_abc123",
    COGNITO_CLIENT_ID: "client1",
  };
  it("applies the defaults of docs/CONTRACTS.md", () => {
    const env = loadEnv(base);
    expect(env).toMatchObject({
      API_PORT: 4010,
      HOST: "127.0.0.1",
      DATABASE_URL: undefined,
      SEED_DEMO: true,
    });
    expect(env.DATA_DIR).toMatch(/\.data$/);
    expect(env.identity).toMatchObject({ mode: "local", endpoint: "http://127.0.0.1:9229" });
  });
  it("names the bad variable", () => {
    const bad = (extra: Record<string, string>) => {
      try {
        loadEnv({ ...base, ...extra });
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as EnvError).variable;
      }
      return "accepted";
    };
    expect(bad({ API_PORT: "abc" })).toBe("API_PORT");
    expect(bad({ SEED_DEMO: "maybe" })).toBe("SEED_DEMO");
    expect(bad({ DATABASE_URL: "mysql://x" })).toBe("DATABASE_URL");
    expect(bad({ IDENTITY_MODE: "dev" })).toBe("IDENTITY_MODE");
    expect(bad({ COGNITO_CLIENT_ID: "" })).toBe("COGNITO_CLIENT_ID");
    expect(bad({ SEED_DEMO: "false" })).toBe("accepted");
  });
});

describe("listRecords", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({});
    await database.migrate();
    await database.db.transaction(async (tx) => {
      for (const name of ["D", "B", "A", "C", "E"])
        await insertRecord(tx, jobCategories, { name }, null);
    });
  });
  afterAll(async () => {
    await database?.close();
  });
  const sortable = { id: jobCategories.id, name: jobCategories.name };

  it("pages, sorts (ties by id) and counts; ids bypass paging", async () => {
    const page = await listRecords(
      database.db,
      jobCategories,
      { sort: "name", page: 2, pageSize: 2 },
      { sortable },
    );
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.name)).toEqual(["C", "D"]);
    const desc = await listRecords(
      database.db,
      jobCategories,
      { order: "desc", pageSize: 3 },
      { sortable },
    );
    expect(desc.rows.map((r) => r.id)).toEqual([5, 4, 3]);
    const ids = await listRecords(
      database.db,
      jobCategories,
      { ids: "1,3", pageSize: 1 },
      { sortable },
    );
    expect(ids.rows.map((r) => r.id)).toEqual([1, 3]);
    const filtered = await listRecords(
      database.db,
      jobCategories,
      {},
      {
        sortable,
        where: [inArray(jobCategories.name, ["A", "E"]), undefined],
      },
    );
    expect(filtered).toMatchObject({ total: 2 });
  });
});
