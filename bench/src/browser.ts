// What the bench's browser sections share (10, crew-phone.ts, and 12, web-speed.ts): Debian's
// Chromium launched as the browser tests launch it (a fresh profile per launch, never a
// downloaded browser), the phone of the field issue (#38) and its slow network.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { browserLaunchOptions } from "../../e2e/chromium";

/** Debian's Chromium, headless; playwright gives each launch a fresh user-data dir. */
export const launchChromium = (): Promise<Browser> => chromium.launch(browserLaunchOptions());

const JAPAN: BrowserContextOptions = { locale: "ja-JP", timezoneId: "Asia/Tokyo" };

/** An office desk: a laptop-sized window. */
export const DESKTOP: BrowserContextOptions = { ...JAPAN, viewport: { width: 1280, height: 800 } };

/** A crew's phone (#38): 390 × 844, touch, a mobile browser. */
export const PHONE: BrowserContextOptions = {
  ...JAPAN,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

const KBIT = 1024 / 8;

/** The field issue's slow network: 400 kbit/s both ways, 400 ms latency on every request. */
export const SLOW_NETWORK = { latency: 400, kbitPerSecond: 400 };

/** From now on, `page`'s requests go through Chromium's network emulation at SLOW_NETWORK. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_NETWORK.latency,
    downloadThroughput: SLOW_NETWORK.kbitPerSecond * KBIT,
    uploadThroughput: SLOW_NETWORK.kbitPerSecond * KBIT,
  });
}

/** Signs in through the app's own form (password Demo1234), as a person does. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel(/^パスワード/).fill("Demo1234");
  await page.getByLabel(/^パスワード/).press("Enter");
}

/** Waits until the service worker controls the origin and holds the app's files. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
