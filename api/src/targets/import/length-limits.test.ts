// Imports keep the form's length limits (issue #36): a CSV row of 320 KB was stored with notes of
// 100,000 characters and a street and pole number of 5,000 each. The CSV import and the external
// source runner (which reuses the same row check) refuse every text over the limit of POST
// /basis/targets (and /basis/matters) with the Japanese field message, and store nothing.
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness";
import { MATTER_NOTES_MAX } from "../../external-sources/batch";
import { matters } from "../../projects/tables";
import { targets } from "../tables";
import { clientLookupOf } from "./client-lookup";
import { targetColumns, targetTextLimits, textLength, toTargetInput } from "./target-rows";

const ADMIN = "admin@example.jp";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const labelOf = Object.fromEntries(Object.entries(targetColumns).map(([k, v]) => [v, k]));
const tooLong = (field: string, max: number) =>
  `${labelOf[field]}は${max}文字以内で入力してください`;

/** maxLength of a body property of a POST route, as the running app documents and enforces it. */
function postLimit(path: string, field: string): number | undefined {
  type Property = { maxLength?: number; anyOf?: { maxLength?: number }[] };
  type Post = {
    requestBody: { content: Record<string, { schema: { properties: Record<string, Property> } }> };
  };
  const doc = api.app.swagger() as unknown as { paths: Record<string, { post: Post }> };
  const body = doc.paths[`/api/v1${path}`]!.post.requestBody.content["application/json"]!;
  const property = body.schema.properties[field]!;
  return property.maxLength ?? property.anyOf?.find((s) => s.maxLength)?.maxLength;
}

const stored = async (prefix: string) =>
  (
    await api.db
      .select({ id: targets.id })
      .from(targets)
      .where(like(targets.name, `${prefix}%`))
  ).length;

describe("the limits are those of the POST schemas", () => {
  it("every text column of a target row, and a matter's notes", () => {
    for (const [field, max] of Object.entries(targetTextLimits))
      expect(max, field).toBe(postLimit("/basis/targets", field));
    expect(MATTER_NOTES_MAX).toBe(postLimit("/basis/matters", "notes"));
  });
});

describe("one row at each limit", () => {
  const clientIds = clientLookupOf([]);
  for (const [field, max] of Object.entries(targetTextLimits)) {
    if (field === "postalCode" || field === "prefecture" || field === "nameKana") continue;
    it(`${field}: ${max} characters pass, ${max + 1} are refused`, () => {
      const base = { name: "上限確認邸" };
      const atLimit = toTargetInput({ ...base, [field]: "あ".repeat(max) }, 1, clientIds);
      expect(atLimit.errors).toEqual([]);
      const over = toTargetInput({ ...base, [field]: "あ".repeat(max + 1) }, 1, clientIds);
      expect(over.value).toBeUndefined();
      expect(over.errors).toEqual([{ row: 1, field, message: tooLong(field, max) }]);
    });
  }

  it("counts characters as the POST schema does: an emoji is one", () => {
    expect(textLength("𠮷".repeat(100))).toBe(100);
    const r = toTargetInput({ name: "絵文字邸", street: "🏠".repeat(100) }, 1, clientLookupOf([]));
    expect(r.errors).toEqual([]);
  });

  it("checks the stored text too: NFKC may lengthen it (㍿ → 株式会社)", () => {
    const r = toTargetInput({ name: "展開邸", city: "㍿".repeat(20) }, 3, clientLookupOf([]));
    expect(r.errors).toEqual([{ row: 3, field: "city", message: tooLong("city", 50) }]);
  });
});

describe("POST /import/targets", () => {
  const header = "物件名,番地,電柱番号,備考";
  const post = async (csv: string, query = "") => {
    const res = await fetch(`${api.url}/import/targets${query}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await api.tokenFor(ADMIN)}`,
        "content-type": "text/csv",
      },
      body: csv,
    });
    return { status: res.status, body: await res.json() };
  };

  it("refuses the 320 KB row of the report (notes 100,000, street and pole 5,000): nothing stored", async () => {
    const csv = [
      header,
      "長文確認邸1,1-1,森ケ崎 1,短い備考",
      `長文確認邸2,${"1".repeat(5000)},${"柱".repeat(5000)},${"備".repeat(100_000)}`,
    ].join("\n");
    const dry = await post(csv, "?dryRun=true");
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ total: 2, valid: 1 });
    expect(dry.body.errors).toEqual([
      { row: 2, field: "street", message: "番地は100文字以内で入力してください" },
      { row: 2, field: "poleNumber", message: "電柱番号は50文字以内で入力してください" },
      { row: 2, field: "notes", message: "備考は2000文字以内で入力してください" },
    ]);
    const real = await post(csv);
    expect(real.status).toBe(400);
    expect(real.body.file).toEqual([
      "2行目 番地: 番地は100文字以内で入力してください",
      "2行目 電柱番号: 電柱番号は50文字以内で入力してください",
      "2行目 備考: 備考は2000文字以内で入力してください",
    ]);
    expect(await stored("長文確認邸")).toBe(0);
  });

  it("imports a row exactly at the limits", async () => {
    const csv = [
      header,
      `上限確認邸,${"1".repeat(100)},${"柱".repeat(50)},${"備".repeat(2000)}`,
    ].join("\n");
    const res = await post(csv);
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(targets).where(like(targets.name, "上限確認邸"));
    expect(row).toMatchObject({ street: "1".repeat(100), poleNumber: "柱".repeat(50) });
    expect(row!.notes).toHaveLength(2000);
  });
});

describe("the external source runner", () => {
  const source = async (
    targetEntity: string,
    columnMapping: Record<string, string>,
    keyField: string,
  ) => {
    const res = await api.json("/basis/external-sources", {
      as: ADMIN,
      json: {
        name: `長さ確認 ${targetEntity}`,
        kind: "CSVファイル",
        targetEntity,
        columnMapping,
        keyField,
      },
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const run = (id: number, content: string) =>
    api.json("/bulk/execute/external-sources", { as: ADMIN, query: { id }, json: { content } });

  it("refuses an over-long target row and records the run as 失敗, nothing stored", async () => {
    const id = await source(
      "targets",
      { 名称: "name", 番地: "street", 電柱: "poleNumber", 備考: "notes" },
      "name",
    );
    const res = await run(
      id,
      `名称,番地,電柱,備考\n連携長文邸1,1-1,,\n連携長文邸2,${"1".repeat(101)},${"柱".repeat(51)},${"備".repeat(2001)}\n`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "失敗", rowsCreated: 0, rowsFailed: 1 });
    expect(res.body.errors).toEqual([
      { row: 2, field: "street", message: "番地は100文字以内で入力してください" },
      { row: 2, field: "poleNumber", message: "電柱番号は50文字以内で入力してください" },
      { row: 2, field: "notes", message: "備考は2000文字以内で入力してください" },
    ]);
    expect(await stored("連携長文邸")).toBe(0);
  });

  it("refuses a matter's notes over 2,000 characters, nothing stored", async () => {
    const id = await source(
      "matters",
      { プロジェクト: "projectId", 物件: "targetId", 備考: "notes" },
      "targetId",
    );
    const before = (await api.db.select({ id: matters.id }).from(matters)).length;
    const res = await run(id, `プロジェクト,物件,備考\n1,1,${"備".repeat(2001)}\n`);
    expect(res.body).toMatchObject({ status: "失敗", rowsFailed: 1 });
    expect(res.body.errors).toEqual([
      { row: 1, field: "notes", message: "備考は2000文字以内で入力してください" },
    ]);
    expect((await api.db.select({ id: matters.id }).from(matters)).length).toBe(before);
  });
});
