// HTTP JSON external sources tried as an attacker with masterManage would: point them at the
// machine's own services or the cloud metadata address, bounce through a redirect, and compare
// the answers of closed ports, error pages and slow services to map what listens where. None of
// it works: the URL must be on EXTERNAL_SOURCE_ALLOWED_HOSTS, and every failure reads the same.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { HOST_NOT_ALLOWED_MESSAGE } from "./allowed-hosts";
import { DEFAULT_REMOTE_LIMITS, FETCH_FAILED_MESSAGE } from "./remote";
import { URL_CREDENTIALS_MESSAGE } from "./source-rules";
import { externalSourceDetails, externalSources } from "./tables";

const ADMIN = "admin@example.jp";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A loopback HTTP server on a free port that records the paths it was asked for. */
async function serve(handler: Handler) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const s = await serve(() => undefined);
  await s.close();
  return s.port;
}

const rows = [
  { 名称: "連携テスト電柱1", 電柱: "SSRF 1", 種別: "4" },
  { 名称: "連携テスト電柱2", 電柱: "SSRF 2", 種別: "4" },
];

const source = (url: string) => ({
  name: "協力会社API",
  kind: "HTTP JSON",
  url,
  columnMapping: { 名称: "name", 電柱: "poleNumber", 種別: "targetType" },
  keyField: "poleNumber",
});

describe("with the default (empty) allow-list: only file uploads", () => {
  let api: TestApi;
  let internal: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    // A service on this machine the attacker would like to reach.
    internal = await serve((_req, res) => res.end(JSON.stringify(rows)));
    api = await startTestApi();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await internal?.close();
  });

  it("refuses loopback, link-local, private and disguised URLs with 400, writing nothing", async () => {
    const before = (await api.db.select().from(externalSources)).length;
    for (const url of [
      `http://${internal.host}/feed`,
      `http://localhost:${internal.port}/`,
      "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
      "http://[::1]:4010/api/v1/users",
      "http://10.0.0.1/",
      "http://192.168.1.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      `http://partner.example.jp@127.0.0.1:${internal.port}/`,
      "https://partner.example.jp/feed.json",
    ]) {
      const res = await api.json("/basis/external-sources", {
        as: ADMIN,
        method: "POST",
        json: source(url),
      });
      expect(res.status, url).toBe(400);
      // A URL with a user part is refused for that before its host is even looked at.
      const message = new URL(url).username ? URL_CREDENTIALS_MESSAGE : HOST_NOT_ALLOWED_MESSAGE;
      expect(res.body, url).toEqual({ url: [message] });
    }
    // Not even on a CSV source, whose URL would be harmless today but fetched once it turns JSON.
    const csv = await api.json("/basis/external-sources", {
      as: ADMIN,
      method: "POST",
      json: { ...source("http://127.0.0.1/"), kind: "CSVファイル" },
    });
    expect(csv.body).toEqual({ url: [HOST_NOT_ALLOWED_MESSAGE] });
    expect((await api.db.select().from(externalSources)).length).toBe(before);
    expect(internal.requests).toEqual([]);
  });

  it("refuses updating a source to such a URL, or turning a source with one into HTTP JSON", async () => {
    const created = await api.json("/basis/external-sources", {
      as: ADMIN,
      method: "POST",
      json: { ...source(""), kind: "CSVファイル", url: undefined },
    });
    expect(created.status).toBe(201);
    const toUrl = await api.json(`/basis/external-sources/${created.body.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: created.body.version, kind: "HTTP JSON", url: `http://${internal.host}/` },
    });
    expect(toUrl.status).toBe(400);
    expect(toUrl.body).toEqual({ url: [HOST_NOT_ALLOWED_MESSAGE] });
    // A URL already stored (from before the allow-list) cannot be switched on by changing the kind.
    await api.db
      .update(externalSources)
      .set({ url: `http://${internal.host}/` })
      .where(eq(externalSources.id, created.body.id));
    const toJson = await api.json(`/basis/external-sources/${created.body.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: created.body.version, kind: "HTTP JSON" },
    });
    expect(toJson.body).toEqual({ url: [HOST_NOT_ALLOWED_MESSAGE] });
    const after = await api.json(`/basis/external-sources/${created.body.id}`, { as: ADMIN });
    expect(after.body).toMatchObject({ kind: "CSVファイル", version: created.body.version });
  });

  it("does not run a stored source whose host is not (or no longer) allowed: 400, nothing fetched, no run", async () => {
    // As if saved while the list still named it.
    const [row] = await api.db
      .insert(externalSources)
      .values({ ...source(`http://${internal.host}/feed`), createdBy: null, updatedBy: null })
      .returning();
    const runsBefore = (await api.db.select().from(externalSourceDetails)).length;
    const run = await api.json("/bulk/execute/external-sources", {
      as: ADMIN,
      method: "POST",
      query: { id: row!.id },
    });
    expect(run.status).toBe(400);
    expect(run.body).toEqual({ url: [HOST_NOT_ALLOWED_MESSAGE] });
    expect(internal.requests).toEqual([]);
    expect((await api.db.select().from(externalSourceDetails)).length).toBe(runsBefore);
  });
});

describe("with a loopback test server allowed (exactly its host:port)", () => {
  let api: TestApi;
  let partner: Awaited<ReturnType<typeof serve>>;
  let internal: Awaited<ReturnType<typeof serve>>;
  let closed: number;
  const big = DEFAULT_REMOTE_LIMITS.maxBytes + 1024;

  beforeAll(async () => {
    // Not allowed: what a redirect from the allowed server would like to reach.
    internal = await serve((_req, res) => res.end(JSON.stringify(rows)));
    partner = await serve((req, res) => {
      const path = req.url ?? "";
      const json = (status: number, body: string) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      };
      if (path === "/feed") return json(200, JSON.stringify({ items: rows }));
      if (path === "/moved") {
        res.writeHead(302, { location: "/feed" });
        return res.end();
      }
      if (path === "/to-internal") {
        res.writeHead(302, { location: `http://${internal.host}/feed` });
        return res.end();
      }
      if (path === "/to-metadata") {
        res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" });
        return res.end();
      }
      if (path === "/loop") {
        res.writeHead(301, { location: "/loop" });
        return res.end();
      }
      if (path === "/missing") return json(404, '{"message":"Not Found"}');
      if (path === "/broken") return json(500, '{"message":"Internal Server Error"}');
      if (path === "/not-json") return json(200, "<html>hello</html>");
      if (path === "/hang") return; // headers never come
      if (path === "/big") {
        const body = JSON.stringify([{ 名称: "x".repeat(big), 電柱: "SSRF big" }]);
        res.writeHead(200, {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        });
        return res.end(body);
      }
      if (path === "/big-chunked") {
        // No Content-Length: only counting while streaming can stop it.
        res.writeHead(200, { "content-type": "application/json" });
        res.write("[");
        const chunk = Buffer.alloc(1024 * 1024, " ");
        let sent = 0;
        const push = () => {
          while (sent < big) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", push);
          }
          res.end("]");
        };
        return push();
      }
      if (path === "/gzip-bomb") {
        // 20 MB of spaces in a few KB: the limit counts what is decoded, not what is sent.
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
        return res.end(
          gzipSync(
            Buffer.concat([Buffer.from("["), Buffer.alloc(20 << 20, " "), Buffer.from("]")]),
          ),
        );
      }
      json(404, "{}");
    });
    closed = await closedPort();
    api = await startTestApi({
      externalSourceAllowedHosts: [partner.host, `127.0.0.1:${closed}`, "cfx-test.invalid"],
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await partner?.close();
    await internal?.close();
  });

  const create = async (url: string) => {
    const res = await api.json("/basis/external-sources", {
      as: ADMIN,
      method: "POST",
      json: source(url),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number };
  };
  const run = async (url: string) => {
    const { id } = await create(url);
    const res = await api.json("/bulk/execute/external-sources", {
      as: ADMIN,
      method: "POST",
      query: { id },
    });
    return { id, ...res };
  };

  it("runs a source on the allowed server, also through a redirect that stays on it", async () => {
    const direct = await run(`http://${partner.host}/feed`);
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({ status: "成功", rowsTotal: 2, rowsCreated: 2, errors: [] });
    const pole = await api.json("/basis/targets", { as: ADMIN, query: { name: "SSRF 1" } });
    expect(pole.body[0]).toMatchObject({ targetType: 4, name: "連携テスト電柱1" });
    const moved = await run(`http://${partner.host}/moved`);
    expect(moved.body).toMatchObject({ status: "成功", rowsTotal: 2, rowsUpdated: 2 });
    // Another port of the same address is not allowed.
    const other = await api.json("/basis/external-sources", {
      as: ADMIN,
      method: "POST",
      json: source(`http://${internal.host}/feed`),
    });
    expect(other.body).toEqual({ url: [HOST_NOT_ALLOWED_MESSAGE] });
  });

  it("every failure is a failed run with the same single message, whatever the cause", async () => {
    const failures: [string, string][] = [
      ["redirect to a port not allowed", `http://${partner.host}/to-internal`],
      ["redirect to the metadata address", `http://${partner.host}/to-metadata`],
      ["redirect loop", `http://${partner.host}/loop`],
      ["closed port", `http://127.0.0.1:${closed}/feed`],
      ["unknown host (DNS)", "http://cfx-test.invalid/feed"],
      ["TLS to a plain HTTP port", `https://${partner.host}/feed`],
      ["404", `http://${partner.host}/missing`],
      ["500", `http://${partner.host}/broken`],
      ["not JSON", `http://${partner.host}/not-json`],
      ["oversize (Content-Length)", `http://${partner.host}/big`],
      ["oversize (streamed)", `http://${partner.host}/big-chunked`],
      ["oversize (gzip bomb)", `http://${partner.host}/gzip-bomb`],
    ];
    for (const [why, url] of failures) {
      const res = await run(url);
      expect(res.status, why).toBe(200);
      expect(res.body, why).toMatchObject({
        status: "失敗",
        rowsTotal: 0,
        rowsCreated: 0,
        rowsUpdated: 0,
        errors: [{ row: 0, field: "url", message: FETCH_FAILED_MESSAGE }],
      });
      // The same text, nothing else that differs between causes (no status, no errno).
      expect(res.body.errors, why).toHaveLength(1);
      const stored = await api.json(`/basis/external-sources/${res.id}`, { as: ADMIN });
      expect(stored.body.lastStatus, why).toBe("失敗");
    }
    // The redirect was not followed to the internal service.
    expect(internal.requests).toEqual([]);
  }, 120_000);

  it("a server that never answers fails after the time limit, with the same message", async () => {
    const started = Date.now();
    const res = await run(`http://${partner.host}/hang`);
    const took = Date.now() - started;
    expect(res.body).toMatchObject({
      status: "失敗",
      errors: [{ row: 0, field: "url", message: FETCH_FAILED_MESSAGE }],
    });
    expect(took).toBeGreaterThanOrEqual(DEFAULT_REMOTE_LIMITS.timeoutMs - 100);
    expect(took).toBeLessThan(DEFAULT_REMOTE_LIMITS.timeoutMs + 5_000);
  }, 30_000);
});
