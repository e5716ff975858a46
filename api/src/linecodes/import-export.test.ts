// 引込線一覧's server side: its filters and sorts, the CSV export with target names, and the CSV
// import of an operator's line register (same dry-run contract as the targets import).
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";

const ADMIN = "admin@example.jp";
let api: TestApi;
let target: { id: number; code: string; name: string };

beforeAll(async () => {
  api = await startTestApi();
  target = (await api.json("/basis/targets", { as: ADMIN, query: { pageSize: "1" } })).body[0];
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function upload(bytes: Buffer, query = "", as = ADMIN) {
  const token = await api.tokenFor(as);
  const res = await fetch(`${api.url}/import/line-codes${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.json() };
}

const HEADER = "引込線コード,対象物件コード,電柱番号,ケーブル種別,回線種別,状態,撤去承諾日,備考";
const sjis = (lines: string[]) => iconv.encode(lines.join("\r\n") + "\r\n", "cp932");

describe("CSV import", () => {
  it("Shift_JIS with bad rows: the dry run lists each, the real run writes none; fixed, all", async () => {
    const bad = sjis([
      HEADER,
      `IMP-001,${target.code},森ケ崎 190,同軸5C,放送,使用中,2026/05/01,髙橋様`,
      `IMP-002,TA-99999999,森ケ崎 191,同軸7C,通信,,,`,
      `IMP-003,${target.id},森ケ崎 192,銅線,共用,撤去予定,2026-02-30,`,
      `IMP-001,,,,,,,`,
      `,,,,,,,`,
      `IMP-006,TA-99999998,森ケ崎 193,銅線,,,,`,
    ]);
    const dry = await upload(bad, "?dryRun=true");
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ total: 6, valid: 1, created: 1, updated: 0 });
    // In row order, and all of a row's problems at once: row 6's bad cable type and its unknown
    // target come in one dry run (#37.19).
    expect(dry.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, "targetCode"],
      [3, "cableType"],
      [3, "removalConsentAt"],
      [4, "lineCode"],
      [5, "lineCode"],
      [6, "cableType"],
      [6, "targetCode"],
    ]);
    expect(dry.body.errors).toContainEqual({
      row: 4,
      field: "lineCode",
      message: "引込線コードが1行目と重複しています",
    });
    const real = await upload(bad);
    expect(real.status).toBe(400);
    expect(real.body.file).toContain("2行目 対象物件コード: 指定された対象物件が存在しません");
    expect(
      (await api.json("/basis/line-codes", { as: ADMIN, query: { lineCode: "IMP-" } })).body,
    ).toEqual([]);

    const good = sjis([
      HEADER,
      `IMP-001,${target.code},森ケ崎 190,同軸5C,放送,使用中,2026/05/01,髙橋様`,
      `IMP-002,,森ケ崎 191,同軸7C,通信,,,`,
      `ＩＭＰ－００３,${target.id},森ケ崎 192,光ドロップ,共用,撤去予定,2026-02-28,`,
    ]);
    const ok = await upload(good);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ created: 3, updated: 0 });
    const line = (await api.json(`/basis/line-codes/${ok.body.ids[0]}`, { as: ADMIN })).body;
    expect(line).toMatchObject({
      lineCode: "IMP-001",
      targetId: target.id,
      poleNumber: "森ケ崎 190",
      status: "使用中",
      // The start of 2026/05/01 in Tokyo.
      removalConsentAt: "2026-04-30T15:00:00.000Z",
      notes: "髙橋様",
    });
    expect(
      (await api.json(`/basis/line-codes/${ok.body.ids[2]}`, { as: ADMIN })).body.lineCode,
    ).toBe("IMP-003");
  });

  it("updates a known code along the workflow only; 撤去済 is left to the edit screen", async () => {
    const next = sjis(["引込線コード,状態,備考", "IMP-001,撤去予定,更新", "IMP-002,撤去済,"]);
    const dry = await upload(next, "?dryRun=true");
    expect(dry.body.errors).toEqual([
      { row: 2, field: "status", message: "撤去済は引込線編集で撤去日時とともに設定してください" },
    ]);
    const ok = await upload(sjis(["引込線コード,状態,備考", "IMP-001,撤去予定,更新"]));
    expect(ok.body).toMatchObject({ created: 0, updated: 1 });
    const back = await upload(sjis(["引込線コード,状態", "IMP-001,使用中"]), "?dryRun=true");
    expect(back.body.errors[0]).toMatchObject({ row: 1, field: "status" });
  });

  it("needs lineCodeEdit; a file without the key column is refused as a whole", async () => {
    expect((await upload(sjis([HEADER]), "", "matter@example.jp")).status).toBe(403);
    const noKey = await upload(sjis(["電柱番号", "森ケ崎 1"]));
    expect(noKey).toMatchObject({
      status: 400,
      body: { file: ["「引込線コード」の列がありません"] },
    });
  });
});

describe("list filters and export", () => {
  const codes = async (query: Record<string, string>) =>
    (
      await api.json("/basis/line-codes", {
        as: ADMIN,
        query: { lineCode: "IMP-", sort: "lineCode", ...query },
      })
    ).body.map((l: { lineCode: string }) => l.lineCode);

  it("filters by statuses, kinds, cable types, consent and its Tokyo date range", async () => {
    expect(await codes({})).toEqual(["IMP-001", "IMP-002", "IMP-003"]);
    expect(await codes({ status: "撤去予定" })).toEqual(["IMP-001", "IMP-003"]);
    expect(await codes({ status: "使用中,撤去予定" })).toHaveLength(3);
    expect(await codes({ cableType: "同軸7C,光ドロップ" })).toEqual(["IMP-002", "IMP-003"]);
    expect(await codes({ lineKind: "通信" })).toEqual(["IMP-002"]);
    expect(await codes({ hasRemovalConsent: "false" })).toEqual(["IMP-002"]);
    expect(await codes({ hasRemovalConsent: "true" })).toEqual(["IMP-001", "IMP-003"]);
    expect(
      await codes({ removalConsentFrom: "2026-05-01", removalConsentTo: "2026-05-01" }),
    ).toEqual(["IMP-001"]);
    expect(await codes({ removalConsentTo: "2026-04-30" })).toEqual(["IMP-003"]);
    expect(await codes({ poleNumber: "191" })).toEqual(["IMP-002"]);
    expect(await codes({ targetId: String(target.id) })).toEqual(["IMP-001", "IMP-003"]);
    expect(
      await codes({ sort: "removalConsentAt", order: "desc", hasRemovalConsent: "true" }),
    ).toEqual(["IMP-001", "IMP-003"]);
    const bad = await api.json("/basis/line-codes", { as: ADMIN, query: { status: "廃止" } });
    expect(bad).toMatchObject({ status: 400, body: { status: ["選択肢の中から選んでください"] } });
    const ids = await api.json("/basis/line-codes/ids", { as: ADMIN, query: { lineCode: "IMP-" } });
    expect(ids.body).toMatchObject({ truncated: false });
    expect(ids.body.ids).toHaveLength(3);
  });

  it("exports the filtered list with the target's code and name", async () => {
    const res = await api.fetch("/export/line-codes", {
      as: ADMIN,
      query: { lineCode: "IMP-", sort: "lineCode" },
    });
    expect(res.status).toBe(200);
    const text = new TextDecoder().decode(await res.arrayBuffer()).replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain("引込線コード,対象物件コード,物件名");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`IMP-001,${target.code},${target.name}`);
  });
});
