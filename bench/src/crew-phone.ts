// 10. The crew's home on a slow phone (#38): the demo stack (pnpm start's embedded defaults, a
// fresh data dir), 工事担当 signed in on a 390 × 844 touch profile in Debian's Chromium, the
// service worker installed by a first visit; then the network throttled to 400 kbit/s down,
// 400 ms latency (Chromium's DevTools emulation), and each navigation to / timed until the first
// job's card is on the screen. The goal: ≤ 3 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { freePort } from "@cfx/identity/emulator";
import { browserLaunchOptions } from "../../e2e/chromium";
import { startStack } from "../../scripts/stack/stack";
import { stats, type Stats } from "./stats";

export const CREW_HOME_GOAL_MS = 3_000;
const KBIT = 1024 / 8;

export async function crewPhoneFigures(rounds: number): Promise<Stats> {
  const dataDir = mkdtempSync(join(tmpdir(), "cfx-bench-phone-"));
  const stack = await startStack({
    dataDir,
    port: await freePort(),
    apiPort: await freePort(),
    identityPort: await freePort(),
    env: { LOG_LEVEL: "warn" },
    timeoutMs: 150_000,
    onLine: () => undefined,
  });
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const context = await browser.newContext({
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(new URL("/signin", stack.url).toString());
    await page.getByLabel("メールアドレス").fill("construction@example.jp");
    await page.getByLabel(/^パスワード/).fill("Demo1234");
    await page.getByLabel(/^パスワード/).press("Enter");
    const firstCard = page.locator("main li").first();
    await firstCard.waitFor();
    // Warm: the worker controls the page and has the app's files.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await firstCard.waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 400 * KBIT,
      uploadThroughput: 400 * KBIT,
    });
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = Date.now();
      await page.goto(new URL("/", stack.url).toString());
      await firstCard.waitFor();
      times.push(Date.now() - started);
    }
    return stats(times);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
