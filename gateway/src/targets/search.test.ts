// Issue #12 through the gateway: the target list's new filters and sorts, openMatterCount (no
// extra REST call), postalAddress, targetDuplicates and the units createTarget makes. Real HTTP,
// real API; the data is made here (the test API has no demo targets).
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { createMatters, ok } from "./test-fixtures";

const stack = useTestStack();
let admin: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

type Item = {
  id: string;
  code: string;
  name: string;
  nameKana: string | null;
  poleNumber: string | null;
  openMatterCount: number;
  totalUnits: number | null;
  details: { roomNumber: string | null; floor: number | null }[];
};

async function createTarget(input: Record<string, unknown>): Promise<Item> {
  const data = await ok<{ createTarget: Item }>(
    stack.gateway.url,
    admin,
    `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id code name nameKana poleNumber openMatterCount totalUnits details { roomNumber floor } } }`,
    { input },
  );
  return data.createTarget;
}

async function targets(
  filter: Record<string, unknown>,
  sort = "ID",
  order = "ASC",
): Promise<{ items: Item[]; totalCount: number }> {
  const data = await ok<{ targets: { items: Item[]; pageInfo: { totalCount: number } } }>(
    stack.gateway.url,
    admin,
    `query ($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {
      targets(filter: $filter, sort: $sort, order: $order, pageSize: 200) {
        items { id code name nameKana poleNumber openMatterCount } pageInfo { totalCount } } }`,
    { filter, sort, order },
  );
  return { items: data.targets.items, totalCount: data.targets.pageInfo.totalCount };
}
const idsOf = (page: { items: { id: string }[] }) => page.items.map((t) => t.id);

describe("TargetFilter", () => {
  it("code: TA-00000042, 42 and full-width digits find exactly that target", async () => {
    const t = await createTarget({ targetType: 2, name: "コード検索邸" });
    const fullWidth = t.id.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    for (const code of [t.code, t.id, fullWidth]) {
      expect(idsOf(await targets({ code })), code).toEqual([t.id]);
    }
    expect((await targets({ code: "TA-x" })).totalCount).toBe(0);
  });

  it("name: ｶﾀｶﾅ, カタカナ and ひらがな find the same rows", async () => {
    const t = await createTarget({ targetType: 2, name: "もみじ検索荘", nameKana: "ﾓﾐｼﾞｹﾝｻｸｿｳ" });
    expect(t.nameKana).toBe("モミジケンサクソウ");
    for (const name of ["ﾓﾐｼﾞｹﾝｻｸ", "モミジケンサク", "もみじけんさく", "モミジ検索"]) {
      expect(idsOf(await targets({ name })), name).toEqual([t.id]);
    }
  });

  it("city (exact), town (partial) and poleNumber (partial, NFKC)", async () => {
    const a = await createTarget({
      targetType: 2,
      name: "地域検索A",
      prefecture: "東京都",
      city: "品川区",
      town: "南大井三丁目",
      street: "1-1",
    });
    const b = await createTarget({
      targetType: 2,
      name: "地域検索B",
      prefecture: "東京都",
      city: "品川区東",
      town: "北品川",
      street: "1-1",
    });
    expect(idsOf(await targets({ name: "地域検索", city: "品川区" }))).toEqual([a.id]);
    expect(idsOf(await targets({ name: "地域検索", town: "品川" }))).toEqual([b.id]);
    expect(idsOf(await targets({ name: "地域検索", town: "大井" }))).toEqual([a.id]);
    const pole = await createTarget({ targetType: 4, name: "試験柱 77", poleNumber: "試験柱 77" });
    expect(idsOf(await targets({ poleNumber: "試験柱　７７" }))).toEqual([pole.id]);
    expect(idsOf(await targets({ poleNumber: "験柱 7" }))).toEqual([pole.id]);
  });

  it("hasOpenMatter and notInProjectId; openMatterCount comes with the list (one REST call)", async () => {
    const name = `案件有無${Date.now()}`;
    const fixture = await createMatters(stack.gateway.url, admin, 3, { name, customerEvery: 100 });
    const loose = await createTarget({ targetType: 2, name: `${name}ハイツ別` });

    stack.api.requests.length = 0;
    const open = await targets({ name, hasOpenMatter: true });
    expect(stack.api.requests).toEqual(["GET /api/v1/basis/targets"]);
    expect(idsOf(open).sort()).toEqual([...fixture.targetIds].sort());
    for (const t of open.items) expect(t.openMatterCount).toBe(1);
    const none = await targets({ name, hasOpenMatter: false });
    expect(idsOf(none)).toEqual([loose.id]);
    expect(none.items[0]!.openMatterCount).toBe(0);
    expect(idsOf(await targets({ name, notInProjectId: fixture.projectId }))).toEqual([loose.id]);
    expect((await targets({ name })).totalCount).toBe(4);

    const bad = await gql(
      stack.gateway.url,
      `query { targets(filter: { notInProjectId: "x" }) { items { id } } }`,
      {
        token: admin,
      },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("TargetSortField", () => {
  it("CODE, NAME_KANA (kana-less last), ADDRESS and UPDATED_AT", async () => {
    const make = (name: string, extra: Record<string, unknown>) =>
      createTarget({ targetType: 2, name: `並替${name}`, prefecture: "東京都", ...extra });
    const x = await make("甲", {
      nameKana: "ナラビカエウ",
      city: "目黒区",
      town: "中町",
      street: "1",
    });
    const y = await make("乙", {
      nameKana: "ナラビカエア",
      city: "大田区",
      town: "大森南",
      street: "2",
    });
    const z = await make("丙", { city: "大田区", town: "大森北", street: "3" });
    const q = async (sort: string, order = "ASC") =>
      idsOf(await targets({ name: "並替" }, sort, order));

    expect(await q("CODE")).toEqual([x.id, y.id, z.id]);
    expect(await q("CODE", "DESC")).toEqual([z.id, y.id, x.id]);
    expect(await q("NAME_KANA")).toEqual([y.id, x.id, z.id]);
    expect(await q("NAME_KANA", "DESC")).toEqual([x.id, y.id, z.id]);
    // 大田区 (U+5927) before 目黒区 (U+76EE); within 大田区 大森北 (U+5317) before 大森南 (U+5357).
    expect(await q("ADDRESS")).toEqual([z.id, y.id, x.id]);
    expect(await q("ADDRESS", "DESC")).toEqual([x.id, y.id, z.id]);

    const read = await ok<{ target: { version: number } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { target(id: $id) { version } }`,
      { id: x.id },
    );
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $input: UpdateTargetInput!) { updateTarget(id: $id, input: $input) { id } }`,
      { id: x.id, input: { version: read.target.version, notes: "更新" } },
    );
    expect((await q("UPDATED_AT", "DESC"))[0]).toBe(x.id);
    expect((await q("UPDATED_AT")).at(-1)).toBe(x.id);
  });
});

describe("postalAddress", () => {
  it("1430013 → 東京都 大田区 大森南 (hyphen and full-width too); unknown → null", async () => {
    for (const postalCode of ["1430013", "143-0013", "１４３－００１３"]) {
      const data = await ok<{ postalAddress: unknown }>(
        stack.gateway.url,
        admin,
        `query ($postalCode: String!) { postalAddress(postalCode: $postalCode) { postalCode prefecture city town } }`,
        { postalCode },
      );
      expect(data.postalAddress, postalCode).toEqual({
        postalCode: "1430013",
        prefecture: "東京都",
        city: "大田区",
        town: "大森南",
      });
    }
    for (const postalCode of ["0000000", "12", " "]) {
      const data = await ok<{ postalAddress: unknown }>(
        stack.gateway.url,
        admin,
        `query ($postalCode: String!) { postalAddress(postalCode: $postalCode) { city } }`,
        { postalCode },
      );
      expect(data.postalAddress, postalCode).toBeNull();
    }
    const anonymous = await gql(
      stack.gateway.url,
      `query { postalAddress(postalCode: "1430013") { city } }`,
    );
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("targetDuplicates", () => {
  const duplicates = async (input: Record<string, unknown>) =>
    (
      await ok<{ targetDuplicates: { id: string; code: string; name: string }[] }>(
        stack.gateway.url,
        admin,
        `query ($input: TargetDuplicateInput!) { targetDuplicates(input: $input) { id code name } }`,
        { input },
      )
    ).targetDuplicates;

  it("by address (NFKC, street required) and by pole number, without the excluded target", async () => {
    const house = await createTarget({
      targetType: 2,
      name: "重複確認邸",
      prefecture: "東京都",
      city: "大田区",
      town: "大森東",
      street: "1-2-3",
    });
    const address = { prefecture: "東京都", city: "大田区", town: "大森東" };
    expect(await duplicates({ ...address, street: "１－２－３" })).toEqual([
      { id: house.id, code: house.code, name: "重複確認邸" },
    ]);
    expect(await duplicates(address)).toEqual([]);
    expect(await duplicates({ ...address, street: "1-2-4" })).toEqual([]);
    expect(await duplicates({ ...address, street: "1-2-3", excludeId: house.id })).toEqual([]);

    const pole = await createTarget({
      targetType: 4,
      name: "森ケ崎 190",
      poleNumber: "森ケ崎 190",
    });
    expect((await duplicates({ poleNumber: "森ケ崎　１９０" })).map((t) => t.id)).toContain(
      pole.id,
    );
    expect(await duplicates({ poleNumber: "森ケ崎 190", excludeId: pole.id })).toEqual([]);
  });
});

describe("createTarget units", () => {
  it("an apartment gets a unit per room number with its floor; totalUnits is their count", async () => {
    const t = await createTarget({
      targetType: 3,
      name: "部屋番号マンション",
      roomNumbers: ["１０１", "102", "1203"],
    });
    expect(t.totalUnits).toBe(3);
    expect(t.details).toEqual([
      { roomNumber: "101", floor: 1 },
      { roomNumber: "102", floor: 1 },
      { roomNumber: "1203", floor: 12 },
    ]);
  });

  it("a bad list is refused with a Japanese message under roomNumbers and nothing is saved", async () => {
    const answer = await gql(
      stack.gateway.url,
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id } }`,
      {
        token: admin,
        variables: {
          input: { targetType: 3, name: "不正部屋マンション", roomNumbers: ["101", "１０１"] },
        },
      },
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "roomNumbers" }],
    });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors?.[0]?.messages[0]).toMatch(
      /部屋番号が重複/,
    );
    expect((await targets({ name: "不正部屋マンション" })).totalCount).toBe(0);
  });

  it("a house gets its one unit, a pole none", async () => {
    const house = await createTarget({ targetType: 2, name: "一戸建て確認邸" });
    expect(house.details).toEqual([{ roomNumber: null, floor: null }]);
    expect(house.totalUnits).toBe(1);
    const pole = await createTarget({
      targetType: 4,
      name: "単位なし柱 1",
      poleNumber: "単位なし柱 1",
    });
    expect(pole.details).toEqual([]);
  });
});

describe("CSV export of the target list", () => {
  it("/export/targets.csv takes the list's URL state (targetType, NAME_KANA, hasOpenMatter) as the list does", async () => {
    const name = `出力確認${Date.now()}`;
    const a = await createTarget({ targetType: 2, name: `${name}甲`, nameKana: "シュツリョクイ" });
    const b = await createTarget({ targetType: 2, name: `${name}乙`, nameKana: "シュツリョクア" });
    await createTarget({ targetType: 4, name: `${name}柱`, poleNumber: `${name}柱` });
    const url = `${stack.gateway.url}/export/targets.csv?${new URLSearchParams([
      ["name", name],
      ["targetType", "2"],
      ["targetType", "3"],
      ["hasOpenMatter", "false"],
      ["sort", "NAME_KANA"],
      ["order", "DESC"],
      ["page", "2"],
    ]).toString()}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^対象物件コード,物件種別,物件名,物件名カナ/);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([a.code, b.code]);
  });
});
