// The run history of external sources is written only by the runner (docs/DOMAIN.md, Workflows). An
// administrator (masterManage, the flag that reads it) tries to invent a successful run, rewrite
// a failed one and erase one, by every method and path shape: all refused, nothing written.
import iconv from "iconv-lite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { auditLog } from "../history/tables";
import { externalSourceDetails } from "./tables";

const ADMIN = "admin@example.jp";
let api: TestApi;
let sourceId: number;
let run: { id: number; version: number; status: string };

beforeAll(async () => {
  api = await startTestApi();
  const source = await api.json("/basis/external-sources", {
    as: ADMIN,
    method: "POST",
    json: {
      name: "履歴確認",
      kind: "CSVファイル",
      columnMapping: { 名称: "name" },
      keyField: "name",
    },
  });
  sourceId = source.body.id;
  // A genuine failed run (a row without a name), made by the runner.
  const failed = await api.json("/bulk/execute/external-sources", {
    as: ADMIN,
    method: "POST",
    query: { id: sourceId },
    json: { content: '名称\n履歴確認邸\n""\n' },
  });
  expect(failed.body.status).toBe("失敗");
  run = failed.body;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const snapshot = async () => ({
  runs: await api.db.select().from(externalSourceDetails),
  audit: await api.db.select().from(auditLog),
});

it("refuses to create, change or delete a run through the API, writing nothing", async () => {
  const before = await snapshot();
  const forged = {
    externalSourceId: sourceId,
    startedAt: "2026-06-01T00:00:00Z",
    status: "成功",
    rowsTotal: 1000,
    rowsCreated: 1000,
  };
  const attempts: [string, string, unknown, Record<string, string | number>?][] = [
    ["POST", "/basis/external-sources/detail", forged],
    ["PUT", "/basis/external-sources/detail", forged],
    ["POST", `/basis/external-sources/detail/${run.id}`, forged],
    ["PATCH", `/basis/external-sources/detail/${run.id}`, { version: run.version, status: "成功" }],
    ["PUT", `/basis/external-sources/detail/${run.id}`, { ...forged, version: run.version }],
    ["DELETE", `/basis/external-sources/detail/${run.id}`, undefined, { version: run.version }],
    // The source's own routes with "detail" as the id do not reach the runs either.
    ["PATCH", "/basis/external-sources/detail", { version: 1, status: "成功" }],
    ["DELETE", "/basis/external-sources/detail", undefined, { version: 1 }],
  ];
  for (const [method, path, json, query] of attempts) {
    const res = await api.json(path, { as: ADMIN, method, json, query });
    expect([400, 404, 405], `${method} ${path} → ${res.status}`).toContain(res.status);
  }
  expect(await snapshot()).toEqual(before);
  const stored = await api.json(`/basis/external-sources/detail/${run.id}`, { as: ADMIN });
  expect(stored.body).toMatchObject({ id: run.id, status: "失敗", version: run.version });
});

it("still lists and reads runs (masterManage only)", async () => {
  const list = await api.json("/basis/external-sources/detail", {
    as: ADMIN,
    query: { externalSourceId: sourceId, sort: "startedAt", order: "desc" },
  });
  expect(list.status).toBe(200);
  expect(list.headers.get("x-total-count")).toBe("1");
  expect(list.body).toMatchObject([{ id: run.id, externalSourceId: sourceId, status: "失敗" }]);
  expect(list.body[0].errors).toEqual([{ row: 2, field: "name", message: "物件名は必須入力です" }]);
  const byIds = await api.json("/basis/external-sources/detail", {
    as: ADMIN,
    query: { ids: String(run.id) },
  });
  expect(byIds.body.map((r: { id: number }) => r.id)).toEqual([run.id]);
  expect((await api.json("/basis/external-sources/detail/999999", { as: ADMIN })).status).toBe(404);
  expect(
    (await api.json("/basis/external-sources/detail", { as: "order@example.jp" })).status,
  ).toBe(403);
  expect(
    (await api.json(`/basis/external-sources/detail/${run.id}`, { as: "order@example.jp" })).status,
  ).toBe(403);
});

it("documents only the reads in the OpenAPI document", async () => {
  const doc = (await api.json("/openapi.json")).body;
  expect(Object.keys(doc.paths["/api/v1/basis/external-sources/detail"])).toEqual(["get"]);
  expect(Object.keys(doc.paths["/api/v1/basis/external-sources/detail/{id}"])).toEqual(["get"]);
});

it("a broken CSV file is refused in Japanese with row and column, and no run is recorded", async () => {
  const before = await snapshot();
  const send = (content: string) =>
    api.json("/bulk/execute/external-sources", {
      as: ADMIN,
      method: "POST",
      query: { id: sourceId },
      json: { content },
    });
  const raw = async (bytes: Buffer) => {
    const token = await api.tokenFor(ADMIN);
    const res = await fetch(`${api.url}/bulk/execute/external-sources?id=${sourceId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, body: await res.json() };
  };
  const cases: [Promise<{ status: number; body: unknown }>, string][] = [
    [send('名称,備考\n履歴A,x\n"履歴B,y\n'), '2行目 1列目: 引用符（"）が閉じられていません'],
    [
      send("名称,備考\n履歴A,x,余分\n"),
      "1行目 3列目: 列の数が見出し行と一致しません（見出し行 2列、この行 3列）",
    ],
    [
      // The source says UTF-8; the file is Shift_JIS.
      raw(iconv.encode("名称,備考\n履歴A,x\n", "cp932")),
      "見出し行 1列目: 文字コードが正しくありません（UTF-8 として読めない文字があります）",
    ],
  ];
  for (const [pending, message] of cases) {
    const res = await pending;
    expect(res.status, message).toBe(400);
    expect(res.body).toEqual({ file: [message] });
  }
  expect(await snapshot()).toEqual(before);
});
