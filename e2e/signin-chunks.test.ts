// What the sign-in page downloads (issue #10): the entry and its static imports only — no page of
// a feature area and not the signed-in shell, which load lazily after signing in. The chunk names
// come from the build manifest (web/dist/.vite/manifest.json). And the page passes axe-core.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  APP_ENTRY,
  featureOf,
  filesOf,
  readManifest,
  shellKeys,
  staticClosure,
} from "../scripts/web-manifest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const manifest = readManifest(join(dirname(fileURLToPath(import.meta.url)), "../web/dist"));

const entryFiles = new Set(filesOf(manifest, staticClosure(manifest, [APP_ENTRY])));
const shellFiles = new Set(filesOf(manifest, shellKeys(manifest)));
/** Every page chunk of a feature area (src/features/<area>/…), not the sign-in's auth. */
const featureFiles = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && featureOf(chunk) && featureOf(chunk) !== "auth")
    .map((chunk) => [chunk.file, chunk.src!]),
);

/** Every lazily loaded chunk, by file: its name (the page or part it was split for). */
const lazyChunks = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry)
    .map((chunk) => [chunk.file, chunk.name]),
);

/** Records the `/assets/…` path of every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

describe("the sign-in page's scripts", () => {
  it("are the entry's chunks: no feature page, not the signed-in shell", async () => {
    expect(shellFiles.size).toBe(1);
    expect(featureFiles.size).toBeGreaterThanOrEqual(32);

    const page = await session.newPage();
    const scripts = recordScripts(page);
    await page.goto(session.at("/signin"));
    await page.getByLabel("メールアドレス").waitFor();
    await page.waitForLoadState("networkidle");

    expect(scripts).toContain(manifest[APP_ENTRY]!.file);
    expect(scripts.filter((file) => featureFiles.has(file))).toEqual([]);
    expect(scripts.filter((file) => shellFiles.has(file))).toEqual([]);
    expect(scripts.filter((file) => !entryFiles.has(file))).toEqual([]);
  });

  it("signing in then loads the shell and the dashboard's page chunk", async () => {
    const page = await session.newPage();
    const scripts = recordScripts(page);
    await page.goto(session.at("/signin"));
    await page.getByLabel("メールアドレス").fill("admin@example.jp");
    await page.getByLabel(/^パスワード/).fill("Demo1234");
    await page.getByLabel(/^パスワード/).press("Enter");
    await page.getByRole("heading", { level: 1, name: "ダッシュボード" }).waitFor();

    expect(scripts.filter((file) => shellFiles.has(file))).toHaveLength(1);
    // Only the dashboard's lazy chunks: its page (Rollup may name that chunk after the page when
    // the page's lazy parts share modules with it: then it has no `src`) and, for a manager,
    // its charts.
    const pages = scripts
      .filter((file) => !shellFiles.has(file))
      .map((file) => lazyChunks.get(file))
      .filter(Boolean);
    expect(pages).toContain("DashboardPage");
    expect(pages.filter((name) => !/^(DashboardPage|ManagerSection)$/.test(name!))).toEqual([]);
  });

  it("has no serious or critical accessibility violation (axe-core)", async () => {
    const page = await session.newPage();
    await page.goto(session.at("/signin"));
    await page.getByLabel("メールアドレス").waitFor();
    expect(session.cspViolations()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
