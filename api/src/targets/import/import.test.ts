// Databases: both (the import's transaction on each engine)
import { afterAll, beforeAll, expect, it } from "vitest";
import iconv from "iconv-lite";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { startTestApi, type TestApi } from "../../test/harness";
import { auditLog } from "../../history/tables";
import { targetDetails, targets } from "../tables";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const header =
  "物件種別,物件名,物件名カナ,郵便番号,都道府県,市区町村,町域,番地,建物名,電柱番号,発注元ID,総戸数,備考";
const family = [
  ["佐藤", "サトウ"],
  ["髙橋", "タカハシ"],
  ["渡邊", "ワタナベ"],
  ["齋藤", "サイトウ"],
] as const;

function rows(bad: boolean): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 1000; i++) {
    const [fam, kana] = family[i % family.length]!;
    let name = `取込${fam}邸${i}`;
    let postal = "143-0015";
    let type = "戸建";
    if (bad && i === 17) name = ""; // 物件名 missing
    if (bad && i === 500) postal = "14300"; // 郵便番号 wrong
    if (bad && i === 999) type = "ビル"; // 物件種別 unknown
    out.push(
      `${type},${name},${kana}テイ,${postal},東京都,大田区,大森西三丁目,${i}-1,,,1,1,"備考, カンマ入り"`,
    );
  }
  return out;
}

async function post(body: Buffer, query = "", contentType = "text/csv") {
  const token = await api.tokenFor("admin@example.jp");
  const res = await fetch(`${api.url}/import/targets${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: await res.json() };
}

const count = async () =>
  (await api.db.select({ id: targets.id }).from(targets).where(like(targets.name, "取込%"))).length;

it("Shift_JIS file of 1,000 rows with 3 bad rows: dry run lists exactly those, real run imports nothing, corrected file imports all", async () => {
  const badFile = iconv.encode([header, ...rows(true)].join("\r\n") + "\r\n", "cp932");
  const dry = await post(badFile, "?dryRun=true");
  expect(dry.status).toBe(200);
  expect(dry.body.total).toBe(1000);
  expect(dry.body.errors).toEqual([
    { row: 17, field: "name", message: "物件名は必須入力です" },
    { row: 500, field: "postalCode", message: "郵便番号は7桁の数字で入力してください" },
    {
      row: 999,
      field: "targetType",
      message: "物件種別は 未選択・戸建・集合住宅・電柱 のいずれかを指定してください",
    },
  ]);
  expect(await count()).toBe(0);

  const real = await post(badFile);
  expect(real.status).toBe(400);
  expect(real.body.file).toHaveLength(3);
  expect(real.body.file[0]).toBe("17行目 物件名: 物件名は必須入力です");
  expect(await count()).toBe(0);

  const good = iconv.encode([header, ...rows(false)].join("\r\n"), "cp932");
  const ok = await post(good);
  expect(ok.status).toBe(201);
  expect(ok.body.created).toBe(1000);
  expect(await count()).toBe(1000);
  // Each target has its audit row (what was set), each 戸建 its one unit and the unit's audit row.
  const ids: number[] = ok.body.ids;
  const audits = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "targets"), inArray(auditLog.entityId, ids)));
  expect(audits).toHaveLength(1000);
  expect(audits.find((a) => a.entityId === ids[1])).toMatchObject({
    action: "create",
    userId: expect.any(Number),
    changes: {
      targetType: { from: null, to: 2 },
      name: { from: null, to: "取込渡邊邸2" },
      nameKana: { from: null, to: "ワタナベテイ" },
      postalCode: { from: null, to: "1430015" },
      street: { from: null, to: "2-1" },
      clientId: { from: null, to: 1 },
      totalUnits: { from: null, to: 1 },
      notes: { from: null, to: "備考, カンマ入り" },
    },
  });
  expect(Object.keys(audits[0]!.changes)).not.toContain("building");
  const units = await api.db
    .select({ id: targetDetails.id, targetId: targetDetails.targetId })
    .from(targetDetails)
    .where(inArray(targetDetails.targetId, ids));
  expect(units.map((u) => u.targetId).sort((a, b) => a - b)).toEqual(
    [...ids].sort((a, b) => a - b),
  );
  const unitAudits = await api.db
    .select({ entityId: auditLog.entityId, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "target_details"),
        inArray(
          auditLog.entityId,
          units.map((u) => u.id),
        ),
      ),
    );
  expect(unitAudits).toHaveLength(1000);
  const unit = units.find((u) => u.targetId === ids[0])!;
  expect(unitAudits.find((a) => a.entityId === unit.id)!.changes).toEqual({
    targetId: { from: null, to: ids[0] },
  });
  const one = await api.json("/basis/targets", {
    as: "admin@example.jp",
    query: { name: "取込髙橋邸1", pageSize: 1, sort: "id" },
  });
  expect(one.body[0]).toMatchObject({
    name: "取込髙橋邸1",
    nameKana: "タカハシテイ",
    postalCode: "1430015",
    notes: "備考, カンマ入り",
    clientId: 1,
  });
  const saito = await api.json("/basis/targets", {
    as: "admin@example.jp",
    query: { name: "取込齋藤邸3", pageSize: 1, sort: "id" },
  });
  expect(saito.body[0]).toMatchObject({ name: "取込齋藤邸3", nameKana: "サイトウテイ" });

  // The one-statement insert fills the search keys (the table's trigger) as any other write does.
  const differing = await api.db.execute(sql`
    select count(*)::int as n from ${targets}
    where ${inArray(targets.id, ids)} and (
      search_text is distinct from cfx_fold(coalesce(name, '') || ' ' || coalesce(name_kana, '') || ' ' || coalesce(pole_number, ''))
      or search_grams is distinct from cfx_grams(search_text)
      or address_text is distinct from cfx_fold(coalesce(prefecture, '') || coalesce(city, '') || coalesce(town, '') || coalesce(street, '') || ' ' || coalesce(building, ''))
      or address_grams is distinct from cfx_grams(address_text))`);
  expect((differing as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
}, 120_000);

it("accepts UTF-8 with BOM in a multipart upload and needs targetEdit", async () => {
  const csv = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(
      `${header}\n集合住宅,マルチパート荘,まるちぱーとそう,1430015,東京都,大田区,大森西,1-1,,,,8,\n`,
    ),
  ]);
  const boundary = "----cfxboundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="targets.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await post(body, "?dryRun=true", `multipart/form-data; boundary=${boundary}`);
  expect(res.body).toEqual({ total: 1, valid: 1, errors: [] });
  const real = await post(body, "", `multipart/form-data; boundary=${boundary}`);
  expect(real.status).toBe(201);
  const t = await api.json(`/basis/targets/${real.body.ids[0]}`, { as: "admin@example.jp" });
  expect(t.body).toMatchObject({
    targetType: 3,
    name: "マルチパート荘",
    nameKana: "マルチパートソウ",
    totalUnits: 8,
  });

  const token = await api.tokenFor("negotiation@example.jp");
  const denied = await fetch(`${api.url}/import/targets`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: csv,
  });
  expect(denied.status).toBe(403);
});

it("a broken file is refused in Japanese with its row and column, the parser's English never shown, nothing written", async () => {
  const before = await count();
  const cases: [string, string][] = [
    [
      `${header}\n戸建,取込壊れ1,,1430015,,,,,,,,,\n戸建,"取込壊れ2,,1430015,,,,,,,,,\n`,
      '2行目 2列目: 引用符（"）が閉じられていません',
    ],
    [
      `${header}\n戸建,取込壊れ3,,1430015\n`,
      "1行目 5列目: 列の数が見出し行と一致しません（見出し行 13列、この行 4列）",
    ],
    [
      `${header}\n戸建,取込"壊れ"4,,,,,,,,,,,\n`,
      '1行目 2列目: 値の途中に引用符（"）があります（値全体を引用符で囲み、値の中の引用符は "" と2つ重ねてください）',
    ],
    // NUL would reach PostgreSQL (which refuses it in text) as a 500 without this check.
    [
      `${header}\n戸建,取込\u0000壊れ5,,,,,,,,,,,\n`,
      "1行目 2列目: 使用できない文字（NUL）が含まれています",
    ],
  ];
  for (const [csv, message] of cases) {
    for (const query of ["?dryRun=true", ""]) {
      const res = await post(Buffer.from(csv), query);
      expect(res.status, `${message} ${query}`).toBe(400);
      expect(res.body).toEqual({ file: [message] });
      expect(JSON.stringify(res.body)).not.toMatch(/quote|line|record|invalid/i);
    }
  }
  expect(await count()).toBe(before);
});
