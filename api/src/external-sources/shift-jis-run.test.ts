// Issue #19's must: a run from a Shift_JIS file with 2 bad rows of 100 applies nothing and
// reports both rows; fixed, all 100 are applied; the run history shows both runs. Also the field
// catalogue the mapping editor offers, the dry run (nothing applied, nothing recorded) and the
// "failed since" filter of the list.
import iconv from "iconv-lite";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { targets } from "../targets/tables";
import { startTestApi, type TestApi } from "../test/harness";
import { externalSourceDetails } from "./tables";

const ADMIN = "admin@example.jp";
let api: TestApi;
let sourceId: number;

beforeAll(async () => {
  api = await startTestApi();
  const source = await api.json("/basis/external-sources", {
    as: ADMIN,
    method: "POST",
    json: {
      name: "SJIS台帳",
      kind: "CSVファイル",
      encoding: "Shift_JIS",
      columnMapping: { 物件名: "name", 郵便: "postalCode", 種別: "targetType" },
      keyField: "name",
    },
  });
  expect(source.status).toBe(201);
  sourceId = source.body.id;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** 100 rows; with `bad`, row 7 has no name and row 64 a broken postal code. */
function file(bad: boolean): Buffer {
  const lines = ["物件名,郵便,種別"];
  for (let i = 1; i <= 100; i++) {
    const name = bad && i === 7 ? "" : `外部髙橋邸${i}`;
    const postal = bad && i === 64 ? "12-34" : "143-0015";
    lines.push(`${name},${postal},戸建`);
  }
  return iconv.encode(lines.join("\r\n") + "\r\n", "cp932");
}

async function run(bytes: Buffer, dryRun = false) {
  const token = await api.tokenFor(ADMIN);
  const res = await fetch(
    `${api.url}/bulk/execute/external-sources?id=${sourceId}${dryRun ? "&dryRun=true" : ""}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
      body: new Uint8Array(bytes),
    },
  );
  return { status: res.status, body: await res.json() };
}

const imported = async () =>
  (await api.db.select({ id: targets.id }).from(targets).where(like(targets.name, "外部髙橋邸%")))
    .length;

describe("a Shift_JIS file of 100 rows", () => {
  it("dry run: maps, reports both bad rows, applies and records nothing", async () => {
    const runsBefore = (await api.db.select().from(externalSourceDetails)).length;
    const dry = await run(file(true), true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, total: 100, failed: 2, created: 98 });
    expect(dry.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [7, "name"],
      [64, "postalCode"],
    ]);
    expect(dry.body.sample).toHaveLength(50);
    expect(dry.body.sample[0]).toEqual({
      name: "外部髙橋邸1",
      postalCode: "143-0015",
      targetType: "戸建",
    });
    expect(await imported()).toBe(0);
    expect((await api.db.select().from(externalSourceDetails)).length).toBe(runsBefore);
  });

  it("with 2 bad rows applies nothing and reports both; fixed, all 100; the history shows both", async () => {
    const failed = await run(file(true));
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status: "失敗",
      rowsTotal: 100,
      rowsCreated: 0,
      rowsUpdated: 0,
      rowsFailed: 2,
    });
    expect(failed.body.errors.map((e: { row: number }) => e.row)).toEqual([7, 64]);
    expect(await imported()).toBe(0);

    const fixed = await run(file(false));
    expect(fixed.body).toMatchObject({ status: "成功", rowsCreated: 100, rowsFailed: 0 });
    expect(await imported()).toBe(100);

    const history = await api.json("/basis/external-sources/detail", {
      as: ADMIN,
      query: { externalSourceId: String(sourceId), sort: "startedAt", order: "desc" },
    });
    expect(history.body.map((r: { status: string }) => r.status)).toEqual(["成功", "失敗"]);
    expect(history.body[1].errors).toHaveLength(2);
  });
});

describe("the field catalogue", () => {
  it("lists the importable fields of each target entity in Japanese, with the required ones", async () => {
    const res = await api.json("/external-sources/fields", {
      as: ADMIN,
      query: { targetEntity: "targets" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual(
      expect.objectContaining({ field: "name", label: "物件名", required: true }),
    );
    const matters = await api.json("/external-sources/fields", {
      as: ADMIN,
      query: { targetEntity: "matters" },
    });
    expect(
      matters.body
        .filter((f: { required: boolean }) => f.required)
        .map((f: { field: string }) => f.field),
    ).toEqual(["projectId", "targetId"]);
    const refused = await api.json("/external-sources/fields", {
      as: "matter@example.jp",
      query: { targetEntity: "targets" },
    });
    expect(refused.status).toBe(403);
  });
});

describe("failedSince", () => {
  it("lists the sources whose last run failed on or after that Tokyo day", async () => {
    const other = await api.json("/basis/external-sources", {
      as: ADMIN,
      method: "POST",
      json: {
        name: "失敗する連携",
        kind: "CSVファイル",
        columnMapping: { 名: "name" },
        keyField: "name",
      },
    });
    const failed = await api.json("/bulk/execute/external-sources", {
      as: ADMIN,
      method: "POST",
      query: { id: other.body.id },
      json: { content: '名\n""\n' },
    });
    expect(failed.body.status).toBe("失敗");
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date());
    const ids = async (failedSince: string) =>
      (await api.json("/basis/external-sources", { as: ADMIN, query: { failedSince } })).body.map(
        (s: { id: number }) => s.id,
      );
    // The SJIS source's last run succeeded: not listed.
    expect(await ids(today)).toEqual([other.body.id]);
    expect(await ids("2999-01-01")).toEqual([]);
  });
});
