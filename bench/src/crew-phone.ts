// 10. The crew's home on a slow phone (#38): the demo stack (pnpm start's embedded defaults, a
// fresh data dir), 工事担当 signed in on a 390 × 844 touch profile in Debian's Chromium, the
// service worker installed by a first visit; then the network throttled to 400 kbit/s down,
// 400 ms latency (Chromium's DevTools emulation), and each navigation to / timed until the first
// job's card is on the screen. The goal: ≤ 3 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@cfx/identity/emulator";
import { startStack } from "../../scripts/stack/stack";
import { launchChromium, PHONE, serviceWorkerReady, signInThroughForm, throttle } from "./browser";
import { stats, type Stats } from "./stats";

export const CREW_HOME_GOAL_MS = 3_000;

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
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(new URL("/signin", stack.url).toString());
    await signInThroughForm(page, "construction@example.jp");
    const firstCard = page.locator("main li").first();
    await firstCard.waitFor();
    // Warm: the worker controls the page and has the app's files.
    await serviceWorkerReady(page);
    await page.reload();
    await firstCard.waitFor();

    await throttle(context, page);
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
