// Phone layout checks shared by the construction pages' tests (390 × 844 on site).
import type { Page } from "playwright-core";

/**
 * The drawer's state as the phone opened the page, then collapsed (by its button if the shell
 * left it open) so the page is measured at a phone's real width.
 */
export async function drawerAtStart(page: Page): Promise<string | null> {
  // By id: on a phone (under 600 px) the closed menu is out of sight, so not found by its role.
  const state = await page.locator("#side-nav").getAttribute("data-state");
  if (state === "open") {
    await page.getByRole("button", { name: "メニューを折りたたむ" }).click();
    // Measured once the drawer's transition has ended.
    await page.locator("#side-nav[data-state='collapsed']").waitFor({ state: "attached" });
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          // Endless ones (a hidden progress bar) never finish.
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await page.waitForTimeout(500);
  }
  return state;
}
