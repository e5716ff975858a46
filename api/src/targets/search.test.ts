// Databases: both (gram and trigram search SQL on each engine)
// Issue #12 on the API: the target list's filters and sorts, openMatterCount, the postal code
// lookup, duplicate warnings and the units a new target is created with. Real HTTP, seeded data.
import { isNull } from "drizzle-orm";
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInChunks } from "../platform/export";
import { startTestApi, type TestApi } from "../test/harness";
import { targetExportSortable } from "./search";
import { targets } from "./tables";

const ADMIN = "admin@example.jp";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Row = Record<string, unknown> & { id: number };

async function list(query: Record<string, string | number | undefined>) {
  const res = await api.json<Row[]>("/basis/targets", { as: ADMIN, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { rows: res.body, total: Number(res.headers.get("x-total-count")) };
}
const ids = (rows: Row[]) => rows.map((r) => r.id);

async function create(json: Record<string, unknown>) {
  return api.json<Row & { version: number }>("/basis/targets", { as: ADMIN, json });
}

/** Every live matter of the seed (paged through), for independent expectations. */
async function allMatters() {
  const out: { targetId: number; projectId: number; status: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await api.json("/basis/matters", { as: ADMIN, query: { page, pageSize: 500 } });
    out.push(...res.body);
    if (res.body.length < 500) return out;
  }
}

describe("target list filters", () => {
  // Before any test creates targets: the seed's 200.
  it("hasOpenMatter and notInProjectId agree with the matters themselves; openMatterCount too", async () => {
    const matters = await allMatters();
    const open = new Set(matters.filter((m) => m.status !== 7).map((m) => m.targetId));
    expect(open.size).toBeGreaterThan(0);

    const withOpen = await list({ hasOpenMatter: "true", pageSize: 500 });
    const withoutOpen = await list({ hasOpenMatter: "false", pageSize: 500 });
    expect(new Set(ids(withOpen.rows))).toEqual(open);
    expect(withOpen.total + withoutOpen.total).toBe(200);
    for (const r of withoutOpen.rows) expect(open.has(r.id)).toBe(false);

    for (const r of withOpen.rows) {
      const n = matters.filter((m) => m.targetId === r.id && m.status !== 7).length;
      expect(r.openMatterCount, `target ${r.id}`).toBe(n);
    }
    for (const r of withoutOpen.rows) expect(r.openMatterCount).toBe(0);
    // A target whose only matters are 完了 counts as having none.
    const doneOnly = [...new Set(matters.map((m) => m.targetId))].filter((t) => !open.has(t));
    for (const t of doneOnly) expect(ids(withoutOpen.rows)).toContain(t);

    const projectId = matters[0]!.projectId;
    const inProject = new Set(
      matters.filter((m) => m.projectId === projectId).map((m) => m.targetId),
    );
    const notIn = await list({ notInProjectId: projectId, pageSize: 500 });
    expect(notIn.total).toBe(200 - inProject.size);
    for (const r of notIn.rows) expect(inProject.has(r.id)).toBe(false);
  });

  it("code: TA-00000001, 1 and full-width １ find exactly target 1; junk finds nothing", async () => {
    for (const code of ["TA-00000001", "1", "１", "ta-1", "ＴＡ－００００００01"]) {
      const res = await list({ code });
      expect(ids(res.rows), code).toEqual([1]);
    }
    expect((await list({ code: "TA-12x" })).total).toBe(0);
    expect((await list({ code: "99999999" })).total).toBe(0);
  });

  it("name is kana-insensitive: ｶﾀｶﾅ, カタカナ and ひらがな find the same rows", async () => {
    const t = (await create({ targetType: 2, name: "さくら検索荘", nameKana: "ｻｸﾗｹﾝｻｸｿｳ" })).body;
    expect(t.nameKana).toBe("サクラケンサクソウ");
    for (const name of ["ｻｸﾗｹﾝｻｸ", "サクラケンサク", "さくらけんさく", "サクラ検索", "ｻｸﾗ検索"]) {
      expect(ids((await list({ name })).rows), name).toEqual([t.id]);
    }
    expect((await list({ name: "さくらけんさくX" })).total).toBe(0);
  });

  it("name and address: every word must match, 1 or 2 characters too; edits are found at once", async () => {
    const t = (
      await create({
        targetType: 1,
        name: "語句検索邸",
        prefecture: "東京都",
        city: "品川区",
        town: "北品川５丁目",
        street: "1-2-3",
        building: "語句ハイツ",
      })
    ).body;
    expect(t.town).toBe("北品川5丁目"); // stored NFKC, as the town filter compares it
    expect(ids((await list({ town: "５丁目", name: "語句" })).rows)).toEqual([t.id]);
    for (const name of ["語句", "語", "語句 検索", "邸 句検"])
      expect(ids((await list({ name })).rows), name).toEqual([t.id]);
    expect((await list({ name: "語句 存在しない" })).total).toBe(0);
    for (const address of ["品川区北品川", "5丁目1-2", "品川 語句ﾊｲﾂ"])
      expect(ids((await list({ address, name: "語句" })).rows), address).toEqual([t.id]);
    expect((await list({ address: "品川区 大阪", name: "語句" })).total).toBe(0);

    // An edit of the name or the address changes what finds the row, in the same request.
    const edited = await api.json<Row & { version: number }>(`/basis/targets/${t.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: t.version, name: "改名済邸", town: "東品川" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await list({ name: "語句検索" })).total).toBe(0);
    expect(ids((await list({ name: "改名" })).rows)).toEqual([t.id]);
    expect(ids((await list({ address: "東品川", name: "改名" })).rows)).toEqual([t.id]);
    expect(ids((await list({ town: "東品", name: "改名" })).rows)).toEqual([t.id]);
  });

  it("city exact, town partial, poleNumber partial (NFKC), prefecture, type", async () => {
    const a = (
      await create({
        targetType: 2,
        name: "市区町村テストA",
        prefecture: "東京都",
        city: "大田区",
        town: "大森南四丁目",
        street: "9-9",
      })
    ).body;
    const b = (
      await create({
        targetType: 2,
        name: "市区町村テストB",
        prefecture: "東京都",
        city: "大田区南",
        town: "大森北",
        street: "9-9",
      })
    ).body;
    const city = await list({ city: "大田区", name: "市区町村テスト" });
    expect(ids(city.rows)).toEqual([a.id]);
    const town = await list({ town: "大森", name: "市区町村テスト", sort: "id" });
    expect(ids(town.rows)).toEqual([a.id, b.id]);
    expect(ids((await list({ town: "南四", name: "市区町村テスト" })).rows)).toEqual([a.id]);

    const pole = await list({ poleNumber: "森ケ崎　１９０" });
    expect(pole.rows.length).toBeGreaterThan(0);
    for (const r of pole.rows) expect(String(r.poleNumber)).toContain("森ケ崎 190");
    expect((await list({ poleNumber: "森ケ崎 190", targetType: "2" })).total).toBe(0);
    expect((await list({ poleNumber: "存在しない電柱" })).total).toBe(0);
  });
});

describe("target list sorts", () => {
  it("CODE, NAME_KANA (kana-less last both ways), ADDRESS and UPDATED_AT", async () => {
    const make = (name: string, extra: Record<string, unknown>) =>
      create({ targetType: 2, name, ...extra }).then((r) => r.body);
    const x = await make("並べ替え甲", {
      nameKana: "ソートテストサ",
      prefecture: "東京都",
      city: "品川区",
      town: "南大井",
      street: "1",
    });
    const y = await make("並べ替え乙", {
      nameKana: "ソートテストア",
      prefecture: "東京都",
      city: "大田区",
      town: "大森南",
      street: "2",
    });
    const z = await make("並べ替え丙", {
      prefecture: "東京都",
      city: "大田区",
      town: "大森北",
      street: "3",
    });
    const w = await make("並べ替え丁", {
      nameKana: "ソートテストカ",
      prefecture: "千葉県",
      city: "市川市",
      town: "本町",
      street: "4",
    });
    const q = (sort: string, order: string) =>
      list({ name: "並べ替え", sort, order }).then((r) => ids(r.rows));

    expect(await q("code", "asc")).toEqual([x.id, y.id, z.id, w.id]);
    expect(await q("code", "desc")).toEqual([w.id, z.id, y.id, x.id]);
    expect(await q("nameKana", "asc")).toEqual([y.id, w.id, x.id, z.id]);
    expect(await q("nameKana", "desc")).toEqual([x.id, w.id, y.id, z.id]);
    // 千葉県 < 東京都 (code points); within 東京都: 品川区 vs 大田区, then town.
    const byAddress = [w, ...[x, y, z].sort((a, b) => cmp([a.city, a.town], [b.city, b.town]))];
    expect(await q("address", "asc")).toEqual(ids(byAddress as Row[]));
    expect(await q("address", "desc")).toEqual(ids(byAddress as Row[]).reverse());

    const touched = await api.json(`/basis/targets/${y.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: y.version, notes: "更新順" },
    });
    expect(touched.status).toBe(200);
    expect((await q("updatedAt", "desc"))[0]).toBe(y.id);
    expect((await q("updatedAt", "asc")).at(-1)).toBe(y.id);
  });
});

/** Code-point comparison of tuples (the test database's text order for these strings). */
function cmp(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const s = String(a[i]);
    const t = String(b[i]);
    if (s !== t) return s < t ? -1 : 1;
  }
  return 0;
}

describe("postal code lookup", () => {
  it("1430013 → 東京都 大田区 大森南, with hyphen and full-width digits too; unknown → 404", async () => {
    for (const code of ["1430013", "143-0013", "１４３－００１３"]) {
      const res = await api.json(`/postal-codes/${encodeURIComponent(code)}`, { as: ADMIN });
      expect(res.status, code).toBe(200);
      expect(res.body).toEqual({
        postalCode: "1430013",
        prefecture: "東京都",
        city: "大田区",
        town: "大森南",
      });
    }
    const unknown = await api.json("/postal-codes/0000000", { as: ADMIN });
    expect(unknown.status).toBe(404);
    expect(unknown.body.postalCode).toBeTruthy();
    expect((await api.json("/postal-codes/12", { as: ADMIN })).status).toBe(404);
    expect((await api.json("/postal-codes/1430013")).status).toBe(401);
  });
});

describe("duplicate warnings", () => {
  it("same address (NFKC, trimmed; street required) or same pole number; excludeId; at most 10", async () => {
    const a = (
      await create({
        targetType: 2,
        name: "重複テスト邸",
        prefecture: "東京都",
        city: "大田区",
        town: "大森東",
        street: "５－６－７",
      })
    ).body;
    const dup = (query: Record<string, string | number>) =>
      api.json<Row[]>("/basis/targets/duplicates", { as: ADMIN, query });
    const same = await dup({
      prefecture: "東京都",
      city: " 大田区 ",
      town: "大森東",
      street: "5-6-7",
    });
    expect(same.status).toBe(200);
    expect(ids(same.body)).toEqual([a.id]);
    expect(same.body[0]).toMatchObject({
      code: `TA-${String(a.id).padStart(8, "0")}`,
      name: "重複テスト邸",
    });
    expect(
      (await dup({ prefecture: "東京都", city: "大田区", town: "大森東", street: "5-6-8" })).body,
    ).toEqual([]);
    expect((await dup({ prefecture: "東京都", city: "大田区", town: "大森東" })).body).toEqual([]);
    expect(
      (
        await dup({
          excludeId: a.id,
          prefecture: "東京都",
          city: "大田区",
          town: "大森東",
          street: "5-6-7",
        })
      ).body,
    ).toEqual([]);

    const pole = await dup({ poleNumber: "森ケ崎　１９０" });
    expect(pole.body.length).toBeGreaterThan(0);
    expect(pole.body.length).toBeLessThanOrEqual(10);
    for (const r of pole.body) expect(r.poleNumber).toBe("森ケ崎 190");
    expect((await dup({ poleNumber: "森ケ崎 19" })).body).toEqual([]);

    // Not taken for /basis/targets/:id, whose id must be an integer.
    expect((await api.json("/basis/targets/duplicates", { as: ADMIN })).body).toEqual([]);
    expect((await api.json("/basis/targets/notanid", { as: ADMIN })).status).toBe(400);
  });
});

describe("units created with a target", () => {
  const details = async (targetId: number) =>
    (
      await api.json<Row[]>("/basis/target-details", {
        as: ADMIN,
        query: { targetId, sort: "id", pageSize: 500 },
      })
    ).body;

  it("an apartment gets one unit per room number (NFKC, trimmed, floor from the number)", async () => {
    const res = await create({
      targetType: 3,
      name: "部屋番号ハイツ",
      roomNumbers: ["１０１", " 102 ", "1203", "A-1"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.totalUnits).toBe(4);
    const units = await details(res.body.id);
    expect(units.map((u) => [u.roomNumber, u.floor])).toEqual([
      ["101", 1],
      ["102", 1],
      ["1203", 12],
      ["A-1", null],
    ]);
  });

  it("a bad list is refused with Japanese messages and nothing is saved", async () => {
    const before = (await list({ pageSize: 1 })).total;
    for (const roomNumbers of [
      ["101", "１０１"],
      ["101", " "],
      ["x".repeat(21)],
      Array.from({ length: 501 }, (_, i) => String(i + 1)),
    ]) {
      const res = await create({ targetType: 3, name: "不正部屋番号ハイツ", roomNumbers });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(["roomNumbers"]);
      expect((res.body.roomNumbers as string[])[0]).toMatch(/部屋番号/);
    }
    const house = await create({ targetType: 2, name: "不正部屋番号邸", roomNumbers: ["101"] });
    expect(house.status).toBe(400);
    expect((await list({ pageSize: 1 })).total).toBe(before);
    expect((await list({ name: "不正部屋番号" })).total).toBe(0);
  });

  it("a house always gets its one unit; a pole none", async () => {
    const house = await create({ targetType: 2, name: "一戸建て邸" });
    expect(house.status).toBe(201);
    expect(house.body.totalUnits).toBe(1);
    const units = await details(house.body.id);
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({ roomNumber: null, targetId: house.body.id });
    const pole = await create({ targetType: 4, name: "新電柱 1", poleNumber: "新電柱 1" });
    expect(await details(pole.body.id)).toEqual([]);
    // Editing does not add units.
    const upd = await api.json(`/basis/targets/${house.body.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: house.body.version, notes: "編集" },
    });
    expect(upd.status).toBe(200);
    expect(await details(house.body.id)).toHaveLength(1);
  });
});

describe("units of imported targets", () => {
  it("an imported 戸建 gets its one unit (totalUnits 1), an apartment and a pole none", async () => {
    const csv = [
      "物件種別,物件名,総戸数",
      "戸建,取込一戸建て邸,",
      "集合住宅,取込マンション,8",
      "電柱,取込柱 1,",
    ].join("\n");
    const res = await fetch(`${api.url}/import/targets`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await api.tokenFor(ADMIN)}`,
        "content-type": "text/csv",
      },
      body: csv,
    });
    expect(res.status).toBe(201);
    const { ids: created } = (await res.json()) as { ids: number[] };
    expect(created).toHaveLength(3);
    const units = await api.json<Row[]>("/basis/target-details", {
      as: ADMIN,
      query: { targetId: created.join(","), pageSize: 500 },
    });
    expect(units.body.map((u) => u.targetId)).toEqual([created[0]]);
    const house = await api.json<Row>(`/basis/targets/${created[0]}`, { as: ADMIN });
    expect(house.body.totalUnits).toBe(1);
  });
});

describe("CSV export of the list", () => {
  it("takes the list's filters and sorts, counts open matters, writes CP932", async () => {
    const res = await api.fetch("/export/targets", {
      as: ADMIN,
      query: {
        targetType: "4",
        poleNumber: "森ケ崎",
        sort: "code",
        order: "desc",
        encoding: "cp932",
      },
    });
    expect(res.status).toBe(200);
    const rows = parse(iconv.decode(Buffer.from(await res.arrayBuffer()), "cp932")) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(["対象物件コード", "物件種別", "物件名"]);
    const listed = await list({
      targetType: "4",
      poleNumber: "森ケ崎",
      sort: "id",
      order: "desc",
      pageSize: 500,
    });
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.rows.map((r) => r.code));
    expect(rows.slice(1).every((r) => r[1] === "電柱")).toBe(true);
    const open = rows[0]!.indexOf("未完了案件数");
    expect(rows.slice(1).map((r) => Number(r[open]))).toEqual(
      listed.rows.map((r) => r.openMatterCount),
    );

    for (const sort of ["nameKana", "address", "targetType"]) {
      const ok = await api.fetch("/export/targets", { as: ADMIN, query: { sort, order: "desc" } });
      expect(ok.status, sort).toBe(200);
    }
  });

  it("reads the address order in chunks exactly as one list page does (keyset paging on the row value)", async () => {
    for (const descending of [false, true]) {
      const seen: number[] = [];
      for await (const chunk of readInChunks(api.db, targets, {
        where: [isNull(targets.deletedAt)],
        key: targetExportSortable.address,
        descending,
        chunk: 7,
      }))
        seen.push(...chunk.map((r) => r.id));
      const page = await list({
        sort: "address",
        order: descending ? "desc" : "asc",
        pageSize: 500,
      });
      expect(seen).toEqual(ids(page.rows));
    }
  });
});
