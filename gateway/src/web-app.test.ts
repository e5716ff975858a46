// The web app's static files as the gateway serves them: precompressed brotli/gzip copies chosen
// by Accept-Encoding, `vary: accept-encoding` on every answer, the security headers kept on
// compressed answers, and the build manifest not served; the service worker's files and the web
// manifest with their types, revalidated on every visit (issue #38).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security/headers";
import { registerWebApp } from "./web-app";

const SCRIPT = `console.log(${JSON.stringify("光化工事管理 ".repeat(200))});`;
const INDEX = `<!doctype html><title>CFX</title><div id=root></div>${"<!-- pad -->".repeat(100)}`;

const SERVICE_WORKER = `self.__WB_MANIFEST=${JSON.stringify(["assets/main-1a2b3c.js"]).repeat(40)};`;
const WEB_MANIFEST = JSON.stringify({ name: "CFX 光化工事管理", start_url: "/" });

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "cfx-web-app-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  const write = (path: string, body: string, compressed = true) => {
    writeFileSync(join(dist, path), body);
    if (!compressed) return;
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  };
  write("index.html", INDEX);
  write("assets/main-1a2b3c.js", SCRIPT);
  write("assets/tiny-4d5e6f.js", "export{};", false);
  write(".vite/manifest.json", '{"index.html":{"file":"assets/main-1a2b3c.js"}}', false);
  write("sw.js", SERVICE_WORKER);
  write("workbox-9f8e7d6c.js", SERVICE_WORKER);
  write("manifest.webmanifest", WEB_MANIFEST, false);
  writeFileSync(join(dist, "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = Fastify();
  await registerSecurityHeaders(app, { IDENTITY_MODE: "local", COGNITO_REGION: "ap-northeast-1" });
  await registerWebApp(app, dist, { sandbox: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("precompressed assets", () => {
  it("sends the brotli copy to a browser that accepts it, with the script's type", async () => {
    const res = await get("/assets/main-1a2b3c.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy when brotli is not accepted", async () => {
    const res = await get("/assets/main-1a2b3c.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the file itself without Accept-Encoding, still varying on it", async () => {
    const res = await get("/assets/main-1a2b3c.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it("sends the file itself where no compressed copy was written", async () => {
    const res = await get("/assets/tiny-4d5e6f.js", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("export{};");
  });

  it("compresses the page and its SPA fallback, with no-cache", async () => {
    for (const url of ["/", "/users/3", "/signin"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("keeps the security headers on compressed answers", async () => {
    for (const url of ["/", "/assets/main-1a2b3c.js"]) {
      const res = await get(url, "br");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("same-origin");
    }
  });

  it("answers 404, not the app, for a bundle the build does not have", async () => {
    const res = await get("/assets/index-0ld0ld.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("does not serve the build manifest", async () => {
    const res = await get("/.vite/manifest.json", "br");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});

describe("the installable app's files (service worker, web manifest)", () => {
  it("sends the service worker as a script, revalidated on every visit", async () => {
    for (const url of ["/sw.js", "/workbox-9f8e7d6c.js"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^(application|text)\/javascript/);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(SERVICE_WORKER);
    }
  });

  it("sends the web manifest as application/manifest+json, revalidated", async () => {
    const res = await get("/manifest.webmanifest", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(res.body)).toMatchObject({ name: "CFX 光化工事管理" });
  });

  it("sends the icons as PNG", async () => {
    const res = await get("/icon-192.png");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  it("lets the page register its worker and read its manifest (CSP)", async () => {
    const csp = (await get("/")).headers["content-security-policy"];
    expect(typeof csp).toBe("string");
    expect(String(csp).split(";")).toEqual(
      expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]),
    );
  });

  it("answers 404, not the app, for a worker file the build does not have", async () => {
    // A worker script answered with the page would fail the browser's update check as a bad script.
    const res = await get("/workbox-0ld0ld00.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});
