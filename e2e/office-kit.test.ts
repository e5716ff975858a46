// Issue #37 ("A day in the office"), the shell's part in a real browser: a skip link comes first
// in the tab order of every page and takes the keyboard past the top bar and the menu (item 19).
// The form-kit items of #37 (5, 15, the urql cache of 16, the history and date input of 19) are
// still open.

import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { signedInPage } = session;

describe("#37 the shell", () => {
  it("#37.19 a skip link comes first in the tab order and moves to the main content (発注担当)", async () => {
    const page = await signedInPage("order@example.jp", { path: "/targets" });
    await page.getByRole("table", { name: "対象物件一覧" }).waitFor();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    expect(await focused.innerText()).toBe("メインコンテンツへスキップ");
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(pathOf(page)).toBe("/targets");
    // The next Tab lands inside the page, not in the menu.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
