// The installable web app (issue #38 "Offline", first part): the page links a web manifest with the
// app's Japanese name, its icons and standalone display; after one visit online the service worker
// starts the app with no network at all — a crew's phone in a basement — with the last settings,
// not Chromium's offline error page. The sign-in page's own requests stay the entry's chunks while
// the worker downloads the rest in the background (e2e/signin-chunks.test.ts runs without it).
import { readFileSync } from "node:fs";
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
import { PHONE, useBrowserSession } from "./browser-session";
import { keptAnswers } from "./offline-store";

const session = useBrowserSession();
const dist = join(dirname(fileURLToPath(import.meta.url)), "../web/dist");
const manifest = readManifest(dist);

type WebManifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Resolves once the service worker is active and controls the page (clientsClaim). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

describe("the installable web app", () => {
  it("precaches the app's page and every chunk it loads, not the sandbox nor the .br/.gz copies", () => {
    const precached = new Set(
      [...readFileSync(join(dist, "sw.js"), "utf8").matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]!),
    );
    expect(precached).toContain("index.html");
    expect(precached).toContain("icon-512.png");
    // The entry, the signed-in shell and every page of every area: all a crew may open offline.
    const pages = Object.values(manifest).filter(
      (chunk) => chunk.isDynamicEntry && featureOf(chunk),
    );
    expect(pages.length).toBeGreaterThanOrEqual(32);
    const app = staticClosure(manifest, [APP_ENTRY, ...shellKeys(manifest)]);
    for (const file of [...filesOf(manifest, app), ...pages.map((chunk) => chunk.file)])
      expect(precached, file).toContain(file);
    // Not the sandbox's page nor what only it loads (GraphiQL, Monaco: megabytes).
    const sandboxOnly = [...staticClosure(manifest, ["sandbox.html"])].filter(
      (key) => !app.has(key),
    );
    expect(sandboxOnly.length).toBeGreaterThan(0);
    for (const file of filesOf(manifest, sandboxOnly)) expect(precached, file).not.toContain(file);
    expect(precached).not.toContain("sandbox.html");
    expect(precached).not.toContain(manifest["sandbox.html"]!.file);
    expect([...precached].filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });

  it("links a manifest: Japanese name, icons 192 and 512 (PNG), start_url /, standalone", async () => {
    const page = await session.newPage();
    await page.goto(session.at("/signin"));
    await page.getByLabel("メールアドレス").waitFor();

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await fetch(session.at(href!));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const webManifest = (await response.json()) as WebManifest;
    expect(webManifest).toMatchObject({
      name: "CFX 光化工事管理",
      lang: "ja",
      start_url: "/",
      display: "standalone",
    });
    expect(webManifest.short_name).toMatch(/\S/);
    const sizes = webManifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(webManifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    for (const src of [...webManifest.icons.map((icon) => icon.src), appleIcon!]) {
      const icon = await fetch(session.at(src));
      expect(icon.status, src).toBe(200);
      expect(icon.headers.get("content-type"), src).toBe("image/png");
      // The PNG signature: a real image, not the app's page under a .png name.
      expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)], src).toEqual([
        0x89, 0x50, 0x4e, 0x47,
      ]);
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(
      webManifest.theme_color,
    );
  });

  it("the sign-in page itself still loads only the entry's scripts while the worker installs", async () => {
    const entryFiles = new Set(filesOf(manifest, staticClosure(manifest, [APP_ENTRY])));
    const page = await session.newPage({ serviceWorker: true });
    // The page's requests only: the worker's precache downloads are the worker's, not the page's.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script")
        scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(session.at("/signin"));
    await page.getByLabel("メールアドレス").waitFor();
    await controlledByWorker(page);
    expect(scripts).toContain(manifest[APP_ENTRY]!.file);
    expect(scripts.filter((file) => !entryFiles.has(file))).toEqual([]);
  });

  it("after one visit online, a reload with no network shows the app, not the browser's error", async () => {
    const page = await session.signedInPage("construction@example.jp", {
      ...PHONE,
      serviceWorker: true,
    });
    await page.getByRole("heading", { level: 1, name: "今日の作業" }).waitFor();
    await controlledByWorker(page);
    // The worker keeps the last settings once it controls the page (service-worker.ts).
    await page.waitForFunction(
      async () => (await (await caches.open("cfx-app-config")).keys()).length > 0,
      undefined,
      { timeout: 20_000 },
    );

    // The home's answer and the session's user are on the phone (app/offline/) before the signal goes.
    await page.getByRole("heading", { level: 2, name: /^今日の工事/ }).waitFor();
    await expect.poll(() => keptAnswers(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

    await page.context().setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch("/healthz", { cache: "no-store" }).then(
          () => "online",
          () => "offline",
        ),
      ),
    ).toBe("offline");
    await page.reload();
    // The app's own page from the worker, started with the settings it last had, the crew still
    // signed in (the session's user and the home come from the phone's copy, app/offline/).
    const signOut = page.getByRole("button", { name: "サインアウト" });
    await signOut.waitFor();
    await page.getByRole("heading", { level: 1, name: "今日の作業" }).waitFor();
    expect(await page.title()).toMatch(/CFX 光化工事管理/);
    // The alert saying the home is the phone's copy opens once that copy has been shown.
    await page
      .getByText(/電波がないため/)
      .first()
      .waitFor();
    const text = await page.locator("body").innerText();
    expect(text).not.toContain("設定を読み込めませんでした");
    expect(text).not.toContain("認証エラー");
    expect(text).toContain("電波がないため");
    expect(page.url()).toMatch(/^http:/);
    await session.shot(page, "pwa-offline");

    // A route this tab never opened: the worker answers it with the same page (navigation
    // fallback), where Chromium would show its offline error.
    await page.goto(session.at("/constructions"));
    await signOut.waitFor();
    expect(await page.title()).toMatch(/CFX 光化工事管理/);
    await page.context().setOffline(false);
    expect(session.cspViolations()).toEqual([]);
  });
});
