import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../targets/tables";
import { startTestApi, type TestApi } from "../test/harness";
import { csvCell, csvLine } from "./export-csv";
import { readInChunks } from "./export";

let api: TestApi;
const ADMIN = "admin@example.jp";
const STAFF = "construction@example.jp"; // 工事担当: no matterRead, one company's constructions
const NEGOTIATION = "negotiation@example.jp"; // matterRead, no userManage
const LINECODE = "linecode@example.jp"; // 引込線登録: no matterRead, no row scope

/** The CSV of an export as rows of cells (BOM checked and removed). */
async function exportCsv(path: string, as: string, query: Record<string, string> = {}) {
  const res = await api.fetch(`/export/${path}`, { as, query });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return {
    res,
    rows: parse(bytes.subarray(3).toString("utf8"), { relaxColumnCount: false }) as string[][],
  };
}

beforeAll(async () => {
  api = await startTestApi();
  const [first, second] = await api.db
    .select({ id: customers.id })
    .from(customers)
    .where(isNull(customers.deletedAt))
    .orderBy(asc(customers.id))
    .limit(2);
  await api.db
    .update(customers)
    .set({ name: "髙橋 一郎", notes: '=HYPERLINK("http://evil")', phone: "03-1111-2222" })
    .where(eq(customers.id, first!.id));
  await api.db
    .update(customers)
    .set({ name: "齋藤 花子", notes: "@SUM(A1)", email: "saito@example.jp" })
    .where(eq(customers.id, second!.id));
});
afterAll(() => api?.close());

describe("CSV cells", () => {
  it("neutralises formula cells the OWASP way and quotes what needs it", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("+81 3")).toBe(`"'+81 3"`);
    expect(csvCell("-x")).toBe(`"'-x"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell('a,"b"')).toBe(`"a,""b"""`);
    expect(csvCell("髙橋")).toBe("髙橋");
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-01-01T00:00:00Z"))).toBe("2026/01/01 09:00");
    expect(csvLine(["a", 1])).toBe("a,1\r\n");
  });
});

describe("GET /export/*", () => {
  it("exports the whole filtered user list with Japanese headers (userManage only)", async () => {
    const { res, rows } = await exportCsv("users", ADMIN, { email: "example.jp", sort: "email" });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="users\.csv"; filename\*=UTF-8''%E3%83%A6%E3%83%BC%E3%82%B6%E3%83%BC%E4%B8%80%E8%A6%A7_\d{8}\.csv$/,
    );
    expect(rows[0]).toEqual([
      "ユーザーID",
      "氏名",
      "メールアドレス",
      "権限種別",
      "協力会社",
      "班",
      "発注元",
      "登録日時",
      "更新日時",
    ]);
    const list = await api.json("/basis/users", {
      as: ADMIN,
      query: { email: "example.jp", sort: "email", pageSize: 500 },
    });
    expect(rows.length - 1).toBe(Number(list.headers.get("x-total-count")));
    expect(rows.slice(1).map((r) => r[2])).toEqual(
      list.body.map((u: { email: string }) => u.email),
    );
    const staff = rows.find((r) => r[2] === STAFF)!;
    expect(staff[3]).toBe("工事担当");
    expect(staff[4]).toBe("株式会社東都通信工業");

    const filtered = await exportCsv("users", ADMIN, { name: "管理" });
    expect(filtered.rows.slice(1).map((r) => r[2])).toEqual([ADMIN]);

    expect((await api.fetch("/export/users", { as: NEGOTIATION })).status).toBe(403);
    expect((await api.fetch("/export/users")).status).toBe(401);
    expect(
      (await api.fetch("/export/users", { as: ADMIN, query: { sort: "password" } })).status,
    ).toBe(400);
  });

  it("applies the list's filters and a 工事担当's scope", async () => {
    const all = await exportCsv("constructions", ADMIN);
    const mine = await exportCsv("constructions", STAFF);
    const staffList = await api.json("/basis/constructions", {
      as: STAFF,
      query: { pageSize: 500 },
    });
    expect(mine.rows.length - 1).toBe(Number(staffList.headers.get("x-total-count")));
    expect(mine.rows.slice(1).map((r) => r[0])).toEqual(
      staffList.body.map((c: { code: string }) => c.code),
    );
    expect(mine.rows.length).toBeGreaterThan(1);
    expect(mine.rows.length).toBeLessThan(all.rows.length);

    const waiting = await exportCsv("constructions", ADMIN, { status: "1" });
    const waitingList = await api.json("/basis/constructions", {
      as: ADMIN,
      query: { status: 1, pageSize: 500 },
    });
    expect(waiting.rows.length - 1).toBe(Number(waitingList.headers.get("x-total-count")));
    const status = waiting.rows[0]!.indexOf("工事状態");
    expect(new Set(waiting.rows.slice(1).map((r) => r[status]))).toEqual(new Set(["指示待ち"]));
  });

  it("masks customers' contact details without matterRead, and refuses their filters", async () => {
    const full = await exportCsv("customers", NEGOTIATION, { name: "髙橋" });
    expect(full.rows[0]).toContain("電話番号");
    const phone = full.rows[0]!.indexOf("電話番号");
    expect(full.rows[1]![3]).toBe("髙橋 一郎");
    expect(full.rows[1]![phone]).toBe("03-1111-2222");

    // A 工事担当 reads only the customers of its own constructions: this one is not among them.
    expect((await exportCsv("customers", STAFF, { name: "髙橋" })).rows).toHaveLength(1);
    const masked = await exportCsv("customers", LINECODE, { name: "髙橋" });
    expect(masked.rows[1]![3]).toBe("髙橋 一郎");
    for (const header of ["電話番号", "携帯電話番号", "メールアドレス", "郵便番号", "住所"]) {
      const i = masked.rows[0]!.indexOf(header);
      expect(masked.rows.slice(1).every((r) => r[i] === "")).toBe(true);
    }
    expect(
      (await api.fetch("/export/customers", { as: LINECODE, query: { phone: "03" } })).status,
    ).toBe(403);
  });

  it("neutralises formula cells in the file", async () => {
    const res = await api.fetch("/export/customers", { as: ADMIN, query: { sort: "id" } });
    const text = (await res.text()).slice(1);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`"'@SUM(A1)"`);
    const rows = parse(text) as string[][];
    const notes = rows[0]!.indexOf("備考");
    expect(rows[1]![notes]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it("writes CP932 on request: 髙橋 and 齋藤 decode back intact", async () => {
    const res = await api.fetch("/export/customers", {
      as: ADMIN,
      query: { encoding: "cp932", sort: "id" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=Shift_JIS");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes[0]).not.toBe(0xef); // no BOM in CP932
    // 髙 is an IBM extension of CP932 (FB FC); 齋 is JIS X 0208 (E0 C6).
    expect(bytes.includes(Buffer.from([0xfb, 0xfc]))).toBe(true);
    const text = iconv.decode(bytes, "cp932");
    expect(text.startsWith("顧客コード,")).toBe(true);
    expect(text).toContain("髙橋 一郎");
    expect(text).toContain("齋藤 花子");
    expect(
      (await api.fetch("/export/customers", { as: ADMIN, query: { encoding: "latin1" } })).status,
    ).toBe(400);
  });
});

describe("keyset chunks", () => {
  it("reads every row once in the list's order, NULL keys included, whatever the chunk", async () => {
    // A column, and an SQL expression over columns (the users list sorts by kana, else name).
    const keys = [customers.nameKana, sql`coalesce(${customers.nameKana}, ${customers.name})`];
    for (const [key, descending] of keys.flatMap(
      (k) =>
        [
          [k, false],
          [k, true],
        ] as const,
    )) {
      const expected = await api.db
        .select({ id: customers.id })
        .from(customers)
        .where(isNull(customers.deletedAt))
        .orderBy(...(descending ? [desc(key), desc(customers.id)] : [asc(key), asc(customers.id)]));
      const got: number[] = [];
      for await (const rows of readInChunks(api.db, customers, {
        where: [],
        key,
        descending,
        chunk: 7,
      }))
        got.push(...rows.map((r) => r.id));
      expect(got).toEqual(expected.map((r) => r.id));
    }
  });
});

describe("100,000 rows", () => {
  it("streams a large export without holding it in memory", { timeout: 180_000 }, async () => {
    const [detail] = await api.db.select({ id: customers.targetDetailId }).from(customers).limit(1);
    await api.db.execute(sql`
      insert into customers (target_detail_id, name, name_kana, notes, created_by, updated_by)
      select ${detail!.id}, '顧客' || g, 'コキャク', '=cmd|' || g, null, null
      from generate_series(1, 100000) as g`);
    const [{ total }] = (await api.db
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
      .where(isNull(customers.deletedAt))) as [{ total: number }];
    expect(total).toBeGreaterThan(100_000);

    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const res = await api.fetch("/export/customers", { as: ADMIN });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let chunks = 0;
    let lines = 0;
    let tail = "";
    let last = "";
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (chunks === 0) {
        // The download has begun: a row added now is still in it (it comes last, by id) only if
        // the server reads the rows as the file goes out, not all of them before the first byte.
        await api.db.execute(sql`
          insert into customers (target_detail_id, name, created_by, updated_by)
          values (${detail!.id}, '途中で追加', null, null)`);
      }
      chunks += 1;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split("\r\n");
      tail = parts.pop()!;
      lines += parts.length;
      if (parts.length) last = parts[parts.length - 1]!;
      if (chunks % 20 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(tail).toBe("");
    expect(lines).toBe(total + 2);
    expect(last).toContain("途中で追加");
    expect(chunks).toBeGreaterThan(50);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });
});
