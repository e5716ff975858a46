// Debian's Chromium as the browser tests and the bench's phone section launch it (no vitest here:
// bench/src/crew-phone.ts imports it outside a test run).
import { existsSync } from "node:fs";

/**
 * Debian's Chromium, headless. Its headless shell (package chromium-headless-shell, the same
 * Chromium without the browser's own UI) when installed: it took a third less CPU for the same
 * tests (20 s instead of 31 s for projects-detail.test.ts). CHROMIUM_PATH picks another binary.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
}
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export function browserLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  };
}
