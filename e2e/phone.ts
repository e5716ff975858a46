// Phone layout checks shared by the construction pages' tests (390 × 844 on site).
import type { Page } from "playwright-core";

/**
 * The drawer's state as the phone opened the page, then collapsed (by its button if the shell
 * left it open) so the page is measured at a phone's real width.
 */
export async function drawerAtStart(page: Page): Promise<string | null> {
  const state = await page
    .getByRole("navigation", { name: "メインメニュー" })
    .getAttribute("data-state");
  if (state === "open") {
    await page.getByRole("button", { name: "メニューを折りたたむ" }).click();
    // Measured once the drawer's transition has ended.
    await page
      .getByRole("navigation", { name: "メインメニュー", exact: true })
      .and(page.locator("[data-state='collapsed']"))
      .waitFor();
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
