// The GraphQL sandbox page (/sandbox): served by the gateway from WEB_DIST, and built so that
// nothing loads from another origin (GraphiQL's CSS, fonts and Monaco workers are bundled).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";

let identity: TestIdentity;
let gateway: TestGateway;
let webDist: string;

beforeAll(async () => {
  identity = await startTestIdentity();
  webDist = mkdtempSync(join(tmpdir(), "cfx-gateway-sandbox-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(
    join(webDist, "sandbox.html"),
    "<!doctype html><title>GraphQL サンドボックス</title>",
  );
  // No API is needed for static pages; nothing listens on this port.
  gateway = await startTestGateway(testEnv(identity, "http://127.0.0.1:9", { WEB_DIST: webDist }));
});

afterAll(async () => {
  await gateway?.close();
  await identity?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe("/sandbox", () => {
  it("answers sandbox.html (not the app's index.html), always revalidated", async () => {
    const res = await fetch(`${gateway.url}/sandbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("GraphQL サンドボックス");
    // Other client-side routes still get the app.
    const app = await fetch(`${gateway.url}/projects/3`);
    expect(await app.text()).toContain("<title>app</title>");
  });
});

const builtWeb = join(dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const built = existsSync(join(builtWeb, "sandbox.html"));

describe.skipIf(!built)("the built sandbox (web/dist, after `pnpm build`)", () => {
  const html = built ? readFileSync(join(builtWeb, "sandbox.html"), "utf8") : "";
  const assets = built ? readdirSync(join(builtWeb, "assets")) : [];

  it("loads its scripts and styles from its own origin only", () => {
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.some((url) => /\/assets\/sandbox-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/assets\/sandbox-[\w-]+\.css$/.test(url))).toBe(true);
    expect(urls.filter((url) => !url.startsWith("/"))).toEqual([]);
  });

  it("bundles the Monaco workers and references no CDN", () => {
    for (const worker of ["editor.worker", "json.worker", "graphql.worker"])
      expect(assets.some((name) => name.startsWith(worker))).toBe(true);
    const cdn = /https?:\/\/(?:esm\.sh|unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com)/;
    const offenders = assets.filter(
      (name) =>
        /\.(js|css)$/.test(name) && cdn.test(readFileSync(join(builtWeb, "assets", name), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
