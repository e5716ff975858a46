// The change history panel of an edit page in a real browser against the real stack: an
// administrator renames a user, saves, reopens the page and reads who changed 氏名 from what to
// what and when (JST); the page passes axe-core without serious or critical violations.
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

/** `YYYY/MM/DD HH:mm` of an instant in Asia/Tokyo, as the panel shows it. */
function tokyo(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("ja-JP", {
      timeZone: "Asia/Tokyo",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

const NAME_LABEL = /^氏名\s*\*?$/;

describe("history panel on the user edit page", () => {
  it("shows 氏名 old → new by 管理 太郎 with a JST time after a save; no serious axe violations", async () => {
    const page = await signedInPage("admin@example.jp", {
      path: `/users?email=${encodeURIComponent("linecode@example.jp")}`,
    });
    const rows = page.getByRole("table", { name: "ユーザー一覧" }).getByRole("row");
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(1).getByRole("link").first().click();
    await page.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
    const editPath = pathOf(page);
    // "氏名 *" (required), and not 氏名カナ.
    const name = page.getByRole("textbox", { name: NAME_LABEL });
    await expect.poll(() => name.inputValue()).not.toBe("");
    const before = await name.inputValue();
    const after = `${before}（改）`;

    const startedAt = Date.now();
    await name.fill(after);
    await page.getByRole("button", { name: "更新" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    await page.getByTestId("alert-bar").getByText("更新しました。").waitFor();
    const savedAt = Date.now();

    await page.goto(at(editPath));
    await page.getByRole("heading", { name: "ユーザー編集" }).waitFor();
    const panel = page.getByRole("list", { name: "変更履歴（新しい順）" });
    await panel.waitFor();
    const newest = panel.getByRole("listitem").first();
    const heading = (await newest.getByRole("heading", { level: 3 }).innerText()).replace(
      /\s+/g,
      " ",
    );
    expect(heading).toContain("更新");
    expect(heading).toContain("管理 太郎");
    // The save's minute in Tokyo (either side of a minute boundary the save may have crossed).
    const shown = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/.exec(heading)?.[0];
    expect([tokyo(startedAt), tokyo(savedAt)]).toContain(shown);
    const datetime = await newest.locator("time").getAttribute("datetime");
    expect(Math.abs(Date.parse(datetime ?? "") - savedAt)).toBeLessThan(120_000);

    const table = newest.getByRole("table");
    expect((await table.getByRole("columnheader").allInnerTexts()).map((t) => t.trim())).toEqual([
      "項目",
      "変更前",
      "変更後",
    ]);
    const nameRow = table.getByRole("row").filter({ hasText: "氏名" });
    expect((await nameRow.getByRole("cell").allInnerTexts()).map((t) => t.trim())).toEqual([
      "氏名",
      before,
      after,
    ]);
    await shot(page, "history-user-edit");

    // Collapsible under its heading.
    const toggle = page.getByRole("button", { name: "変更履歴" });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => panel.count()).toBe(0);
    await toggle.click();
    await panel.waitFor();

    expect(await seriousViolations(page)).toEqual([]);

    // Put the name back (the other test files have their own stacks, but keep the data clean).
    await name.fill(before);
    await page.getByRole("button", { name: "更新" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
  });
});
