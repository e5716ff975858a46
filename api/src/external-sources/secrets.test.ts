// Secrets of external sources (issue #36): `http://user:secret@host/…` was accepted, echoed in the
// answers and the audit history and written to the log. A URL with credentials is refused; a
// source that needs a secret gets a write-only Authorization header, encrypted at rest, never
// read back, kept out of the audit history, sent to the source's own origin only.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq, like } from "drizzle-orm";
import Fastify from "fastify";
import { withRedactedUrls } from "@cfx/domain/redact-url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../history/tables";
import { targets } from "../targets/tables";
import { startTestApi, type TestApi } from "../test/harness";
import { redactUrl } from "@cfx/domain/redact-url";
import {
  AUTH_HEADER_CHARACTERS_MESSAGE,
  SECRET_MASK,
  URL_CREDENTIALS_MESSAGE,
} from "./source-rules";
import { localSecretKey, parseSecretKey, secretBox } from "./secret-box";
import { externalSources } from "./tables";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ADMIN = "admin@example.jp";
const SECRET = "Bearer s3cr3t-token-0123456789";

/** A JSON source that answers only with the right Authorization header, and records what it got. */
async function protectedSource() {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    if (req.headers.authorization !== SECRET) {
      res.statusCode = 401;
      res.end("{}");
      return;
    }
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify([{ 名称: "認証連携邸", 電柱: "AUTH 1" }]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let api: TestApi;
let remote: Awaited<ReturnType<typeof protectedSource>>;
beforeAll(async () => {
  remote = await protectedSource();
  api = await startTestApi({ externalSourceAllowedHosts: [remote.host] });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await remote?.close();
});

const sourceBody = (extra: Record<string, unknown> = {}) => ({
  name: "認証付きAPI",
  kind: "HTTP JSON",
  url: `http://${remote.host}/rows.json`,
  columnMapping: { 名称: "name", 電柱: "poleNumber" },
  keyField: "poleNumber",
  ...extra,
});

const auditText = async (id: number) =>
  JSON.stringify(
    await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "external_sources"))
      .then((rows) => rows.filter((r) => r.entityId === id)),
  );

describe("credentials in a URL", () => {
  it("are refused on create and on update, with a Japanese 400; nothing is stored", async () => {
    const countBefore = (await api.db.select().from(externalSources)).length;
    for (const url of [
      `http://user:secret@${remote.host}/rows.json`,
      `http://user@${remote.host}/rows.json`,
      `https://:secret@${remote.host}/`,
    ]) {
      const res = await api.json("/basis/external-sources", {
        as: ADMIN,
        json: sourceBody({ url }),
      });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ url: [URL_CREDENTIALS_MESSAGE] });
      // Not even in the refusal.
      expect(JSON.stringify(res.body)).not.toContain("secret@");
    }
    expect((await api.db.select().from(externalSources)).length).toBe(countBefore);

    const created = await api.json("/basis/external-sources", { as: ADMIN, json: sourceBody() });
    expect(created.status).toBe(201);
    const patched = await api.json(`/basis/external-sources/${created.body.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: created.body.version, url: `http://u:p@${remote.host}/x` },
    });
    expect(patched).toMatchObject({ status: 400, body: { url: [URL_CREDENTIALS_MESSAGE] } });
    expect(await auditText(created.body.id)).not.toContain("u:p@");
  });

  it("are masked on read for a row saved before they were refused", async () => {
    const created = await api.json("/basis/external-sources", { as: ADMIN, json: sourceBody() });
    await api.db
      .update(externalSources)
      .set({ url: `http://old:hunter2@${remote.host}/rows.json` })
      .where(eq(externalSources.id, created.body.id));
    const read = await api.json(`/basis/external-sources/${created.body.id}`, { as: ADMIN });
    expect(read.body.url).toBe(`http://***@${remote.host}/rows.json`);
    const list = await api.json("/basis/external-sources", { as: ADMIN });
    expect(JSON.stringify(list.body)).not.toContain("hunter2");
  });
});

describe("the write-only Authorization header", () => {
  it("is sealed at rest, never read back, not in the audit history, and used by the run", async () => {
    const created = await api.json("/basis/external-sources", {
      as: ADMIN,
      json: sourceBody({ authHeader: SECRET }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body.hasAuthHeader).toBe(true);
    expect(created.body).not.toHaveProperty("authHeader");
    expect(created.body).not.toHaveProperty("authHeaderSecret");
    expect(JSON.stringify(created.body)).not.toContain("s3cr3t");

    for (const res of [
      await api.json(`/basis/external-sources/${id}`, { as: ADMIN }),
      await api.json("/basis/external-sources", { as: ADMIN }),
    ]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain("s3cr3t");
      expect(JSON.stringify(res.body)).not.toContain("authHeaderSecret");
    }
    expect((await api.json(`/basis/external-sources/${id}`, { as: ADMIN })).body).toMatchObject({
      hasAuthHeader: true,
    });

    // At rest: a ciphertext, not the header.
    const [row] = await api.db.select().from(externalSources).where(eq(externalSources.id, id));
    expect(row!.authHeaderSecret).toMatch(/^v1:/);
    expect(row!.authHeaderSecret).not.toContain("s3cr3t");

    // The audit history says that it was set, never what it is (nor its ciphertext).
    const audit = await auditText(id);
    expect(audit).not.toContain("s3cr3t");
    expect(audit).not.toContain(row!.authHeaderSecret!);
    expect(audit).toContain('"authHeader"');
    expect(audit).toContain(SECRET_MASK);
    const history = await api.json("/audit", {
      as: ADMIN,
      query: { entity: "external_sources", entityId: id },
    });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain(SECRET_MASK);
    expect(JSON.stringify(history.body)).not.toContain("s3cr3t");

    // The run sends it: the source answers only with it.
    const run = await api.json("/bulk/execute/external-sources", {
      as: ADMIN,
      method: "POST",
      query: { id },
    });
    expect(run.body).toMatchObject({ status: "成功", rowsCreated: 1 });
    expect(remote.seen.at(-1)?.authorization).toBe(SECRET);
    expect(
      await api.db.select().from(targets).where(like(targets.name, "認証連携邸")),
    ).toHaveLength(1);

    // Removed with null: the next run goes without it and fails (401 at the source).
    const current = await api.json(`/basis/external-sources/${id}`, { as: ADMIN });
    const cleared = await api.json(`/basis/external-sources/${id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: current.body.version, authHeader: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.hasAuthHeader).toBe(false);
    const [after] = await api.db.select().from(externalSources).where(eq(externalSources.id, id));
    expect(after!.authHeaderSecret).toBeNull();
    const again = await api.json("/bulk/execute/external-sources", {
      as: ADMIN,
      method: "POST",
      query: { id },
    });
    expect(again.body.status).toBe("失敗");
    expect(remote.seen.at(-1)?.authorization).toBeUndefined();
  });

  it("refuses a line break or a control character (no header injection)", async () => {
    for (const authHeader of ["Bearer a\r\nX-Evil: 1", "Bearer a\nb", "Bearer \u0007"]) {
      const res = await api.json("/basis/external-sources", {
        as: ADMIN,
        json: sourceBody({ authHeader }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ authHeader: [AUTH_HEADER_CHARACTERS_MESSAGE] });
    }
  });
});

describe("the key", () => {
  it("seals with a fresh IV, opens only with the same key, and refuses a changed ciphertext", () => {
    const box = secretBox(parseSecretKey(Buffer.alloc(32, 7).toString("base64")));
    const a = box.seal(SECRET);
    expect(a).not.toBe(box.seal(SECRET));
    expect(box.open(a)).toBe(SECRET);
    expect(() => secretBox(Buffer.alloc(32, 8)).open(a)).toThrow();
    const [v, iv, tag, data] = a.split(":");
    const flipped = `${data![0] === "A" ? "B" : "A"}${data!.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join(":"))).toThrow();
  });

  it("parses EXTERNAL_SOURCE_SECRET_KEY (base64 or hex, 32 bytes) and refuses anything else", () => {
    expect(parseSecretKey("00".repeat(32))).toHaveLength(32);
    expect(() => parseSecretKey("short")).toThrow(/32 bytes/);
  });

  it("generates the local key once under the data folder, owner-only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cfx-secret-key-"));
    try {
      const first = localSecretKey(dir);
      expect(localSecretKey(dir).equals(first)).toBe(true);
      const file = path.join(dir, "external-source-secret.key");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8").trim()).toBe(first.toString("base64"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("URLs in the log", () => {
  it("the request log writes no credentials or query secrets", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: withRedactedUrls({ level: "info", stream }) });
    app.get("/x", async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({
      url: "/x?token=abc123&api_key=k-999&page=2&X-Amz-Signature=sig777",
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const log = lines.join("");
    expect(log).toContain("page=2");
    expect(log).toContain("token=***");
    for (const secret of ["abc123", "k-999", "sig777"]) expect(log).not.toContain(secret);
  });

  it("an undici message quoting a URL loses its credentials", () => {
    expect(
      redactUrl(
        "TypeError: Request cannot be constructed from a URL that includes credentials: http://user:secret@host/a?password=x&b=1",
      ),
    ).toBe(
      "TypeError: Request cannot be constructed from a URL that includes credentials: http://***@host/a?password=***&b=1",
    );
  });
});
