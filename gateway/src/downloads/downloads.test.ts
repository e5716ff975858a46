import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/api";
import {
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";
import { exportQuery } from "./export-query";

let identity: TestIdentity;
let api: TestApi;
let gateway: TestGateway;
let webDist: string;
let attachmentId: number;

const token = async (email: string) => (await identity.tokens(email)).idToken;
const get = async (path: string, email?: string) =>
  fetch(`${gateway.url}${path}`, {
    headers: email ? { authorization: `Bearer ${await token(email)}` } : {},
  });

beforeAll(async () => {
  identity = await startTestIdentity();
  api = await startTestApi(identity);
  webDist = mkdtempSync(join(tmpdir(), "cfx-gateway-web-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>CFX</title>");
  mkdirSync(join(webDist, "assets"));
  gateway = await startTestGateway(testEnv(identity, api.url, { WEB_DIST: webDist }));
  // A file to download: a target's attachment with a Japanese name, written through the API.
  const admin = { authorization: `Bearer ${await token("admin@example.jp")}` };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api.url}/api/v1${path}`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const target = await post("/basis/targets", { name: "ダウンロード試験物件", targetType: 2 });
  attachmentId = (
    await post("/basis/attachments", {
      ownerType: "target",
      ownerId: target.id,
      fileName: "工事写真（髙橋）.txt",
      mimeType: "text/plain",
      contentBase64: Buffer.from("写真の代わり").toString("base64"),
    })
  ).id;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe("export query", () => {
  it("turns the web list's URL state into the API's query", () => {
    expect(
      exportQuery(
        "/export/users.csv?name=髙橋&sort=ROLE_TYPE&order=DESC&page=3&pageSize=20&status=1&status=2&email=&encoding=cp932",
      ),
    ).toBe(
      new URLSearchParams({
        name: "髙橋",
        sort: "roleType",
        order: "desc",
        status: "1,2",
        encoding: "cp932",
      }).toString(),
    );
    expect(exportQuery("/export/users.csv")).toBe("");
  });

  it("names a sort field as the list's resolver does, so the file is sorted like the screen", () => {
    // A sort value is its field's name in capitals, the same in GraphQL and REST (issue #41).
    expect(exportQuery("/export/line-codes.csv?sort=LINE_CODE")).toBe("sort=lineCode");
    expect(exportQuery("/export/negotiations.csv?sort=NEGOTIATION_STATUS_ID")).toBe(
      "sort=negotiationStatusId",
    );
    expect(exportQuery("/export/targets.csv?sort=TARGET_TYPE")).toBe("sort=targetType");
    expect(exportQuery("/export/targets.csv?sort=NAME_KANA")).toBe("sort=nameKana");
    // A list whose URL already holds the API's name keeps it.
    expect(exportQuery("/export/negotiations.csv?sort=scheduledAt")).toBe("sort=scheduledAt");
  });
});

describe("GET /export/<list>.csv", () => {
  it("401 without a valid token, before any REST call", async () => {
    api.requests.length = 0;
    const none = await get("/export/users.csv");
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      message: "認証エラーです。再度サインインしてください。",
    });
    const bad = await fetch(`${gateway.url}/export/users.csv`, {
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(bad.status).toBe(401);
    expect(api.count("GET /api/v1/export")).toBe(0);
  });

  it("streams the API's CSV with the Japanese file name and the list's filters", async () => {
    const res = await get(
      "/export/users.csv?email=example.jp&sort=EMAIL&order=DESC&page=2&pageSize=20",
      "admin@example.jp",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="users\.csv"; filename\*=UTF-8''%E3%83%A6%E3%83%BC%E3%82%B6%E3%83%BC%E4%B8%80%E8%A6%A7_\d{8}\.csv$/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("ユーザーID,氏名,メールアドレス,")).toBe(true);
    const emails = text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[2]);
    // Every matching user (not page 2 of 20), sorted by e-mail descending.
    expect(emails.length).toBeGreaterThanOrEqual(9);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(emails).toContain("admin@example.jp");
  });

  it("passes the encoding on: CP932 bytes", async () => {
    const res = await get("/export/users.csv?encoding=cp932&name=管理", "admin@example.jp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=Shift_JIS");
    const bytes = Buffer.from(await res.arrayBuffer());
    // 管理 太郎 in Shift_JIS: 8A C7 97 9D.
    expect(bytes.includes(Buffer.from([0x8a, 0xc7, 0x97, 0x9d]))).toBe(true);
  });

  it("passes 403 and 404 through, and never answers the app's HTML", async () => {
    const forbidden = await get("/export/users.csv", "matter@example.jp");
    expect(forbidden.status).toBe(403);
    const unknown = await get("/export/nothing.csv", "admin@example.jp");
    expect(unknown.status).toBe(404);
    for (const path of [
      "/export/users",
      "/export",
      "/export/",
      "/files",
      "/files/other/1",
      "/files/attachments/x",
    ]) {
      const res = await get(path, "admin@example.jp");
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).not.toMatch(/text\/html/);
    }
    // Client-side routes still get the app.
    expect((await get("/users")).headers.get("content-type")).toMatch(/text\/html/);
  });
});

describe("GET /files/attachments/:id", () => {
  it("401 without a token", async () => {
    expect((await get(`/files/attachments/${attachmentId}`)).status).toBe(401);
  });

  it("streams the file as an attachment with its Japanese name", async () => {
    const res = await get(`/files/attachments/${attachmentId}`, "admin@example.jp");
    expect(res.status).toBe(200);
    // Not a checked image or PDF (#36): octet-stream, and sandboxed so it runs nothing here.
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-security-policy")).toMatch(/;sandbox$/);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent("工事写真（髙橋）.txt")}`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("写真の代わり");
  });

  it("the API decides the flag and the scope: 403 and 404 come through", async () => {
    // 引込線登録: no matterRead and no construction scope.
    expect((await get(`/files/attachments/${attachmentId}`, "linecode@example.jp")).status).toBe(
      403,
    );
    expect((await get("/files/attachments/99999999", "admin@example.jp")).status).toBe(404);
  });
});

describe("streaming", () => {
  it("passes each piece on as the API writes it (nothing is buffered)", async () => {
    // A stub API that writes the first line, then waits until the browser side has read it: a
    // gateway that buffered the body would never deliver it and the test would time out.
    let release!: () => void;
    const firstRead = new Promise<void>((resolve) => (release = resolve));
    const seen: { url?: string; authorization?: string } = {};
    const stub = createServer((req, res) => {
      seen.url = req.url;
      seen.authorization = req.headers.authorization;
      res.writeHead(200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": "attachment; filename*=UTF-8''%E4%B8%80%E8%A6%A7.csv",
      });
      res.write("見出し\r\n");
      void firstRead.then(() => res.end("最後の行\r\n"));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    const slow = await startTestGateway(
      testEnv(identity, `http://127.0.0.1:${(stub.address() as AddressInfo).port}`),
    );
    try {
      const idToken = await token("admin@example.jp");
      const res = await fetch(`${slow.url}/export/slow-list.csv?sort=NAME`, {
        headers: { authorization: `Bearer ${idToken}` },
      });
      expect(res.status).toBe(200);
      expect(seen).toEqual({
        url: "/api/v1/export/slow-list?sort=name",
        authorization: `Bearer ${idToken}`,
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      const first = await reader.read();
      expect(decoder.decode(first.value, { stream: true })).toBe("見出し\r\n");
      release();
      let rest = "";
      for (let part = await reader.read(); !part.done; part = await reader.read())
        rest += decoder.decode(part.value, { stream: true });
      expect(rest).toBe("最後の行\r\n");
    } finally {
      release();
      await slow.close();
      stub.closeAllConnections();
      await new Promise((resolve) => stub.close(resolve));
    }
  });
});
