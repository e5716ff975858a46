// The layout check every screen's test makes: no sideways scrolling (1,366 px, and 390 px for the
// construction pages).
import { expect } from "vitest";
import type { Page } from "playwright-core";

/**
 * Neither the window nor the page's own content is wider than the screen. The document alone
 * is not enough: the shell's main pane clips what sticks out of the page, so the window never
 * scrolls while the clerk still cannot see the right edge of a wide table or form.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth, mainOverflow, wider } = await page.evaluate(() => {
    // Not seen: hidden (a loading bar kept in place while idle); inside a screen-reader-only box
    // (1 px, clipped: e.g. a card list's table header), which lays its content out wider than it
    // shows; or cut off by a box that clips within the section (an indeterminate progress bar
    // slides its stripe past its own clipped track). A box that scrolls (overflow auto) does not
    // hide anything: scrolling sideways inside it is what is checked.
    const unseen = (el: Element, right: number) => {
      if (getComputedStyle(el).visibility === "hidden") return true;
      for (let at: Element | null = el; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        const style = getComputedStyle(at);
        if ((box.width <= 1 || box.height <= 1) && style.overflow !== "visible") return true;
        const clips = style.overflowX === "hidden" || style.overflowX === "clip";
        if (at !== el && clips && box.right <= right + 1) return true;
      }
      return false;
    };
    const main = document.querySelector("main");
    const section =
      document.querySelector("section[aria-labelledby='page-title']") ??
      document.querySelector("main");
    const right = section?.getBoundingClientRect().right ?? window.innerWidth;
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      // The shell's scrolling pane.
      mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
      // What sticks out, named, so a failure says where.
      wider: [...(section?.querySelectorAll("*") ?? [])]
        .filter((el) => el.getBoundingClientRect().right > right + 1 && !unseen(el, right))
        .map((el) => `${el.tagName} ${(el.textContent ?? "").slice(0, 20)}`)
        .slice(0, 5),
    };
  });
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(mainOverflow).toBeLessThanOrEqual(0);
  expect(wider).toEqual([]);
}
