// The list kit in a real browser on /users: the whole list state (filters, sort, order, page)
// lives in the URL and survives a reload and the back/forward buttons; a page past the end goes
// to the last page; at 1,366 px nothing scrolls sideways and no filter field overflows its cell.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { signedInPage, shot } = session;

// Demo data has 2 案件担当 (roleTypeId 3); 20 more make two pages of 20.
const EXTRA = 20;
const LONG_NAME = "長い氏名の確認用ユーザー".repeat(3);

beforeAll(async () => {
  const create = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
  for (let i = 1; i <= EXTRA; i++) {
    await session.graphql(create, {
      input: {
        name: i === 1 ? LONG_NAME : `一覧試験 ${String(i).padStart(2, "0")}`,
        email:
          i === 1
            ? "list-kit-a-very-long-mail-address-for-wrapping-check@example.jp"
            : `list-kit-${String(i).padStart(2, "0")}@example.jp`,
        roleTypeId: 3,
        associateCompanyId: 1,
        teamId: 1,
        temporaryPassword: "Temp1234",
      },
    });
  }
}, 120_000);

const table = (page: Page) => page.getByRole("table", { name: "ユーザー一覧" });
const status = (page: Page) =>
  page.getByRole("navigation", { name: "ページ送り" }).getByRole("status");
const search = (page: Page) => page.getByRole("search");
const header = (page: Page, name: string) => table(page).getByRole("columnheader", { name });
const untilSearch = (page: Page, search: string) =>
  page.waitForURL((url) => url.pathname === "/users" && url.search === search);

/** What the list shows: the range line, the sorted header and the number of rows. */
async function shown(page: Page) {
  await page.getByRole("progressbar").waitFor({ state: "hidden" });
  return {
    range: (await status(page).innerText()).trim(),
    nameSort: await header(page, "氏名").getAttribute("aria-sort"),
    rows: (await table(page).getByRole("row").count()) - 1,
    role: await search(page).getByLabel("権限種別").inputValue(),
  };
}

describe("list state in the URL (/users)", () => {
  it("round-trips filters, sort and page through reload and back/forward", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/users" });
    await table(page).getByText("admin@example.jp").waitFor();

    await search(page).getByLabel("権限種別").selectOption({ label: "案件担当" });
    await search(page).getByRole("button", { name: "検索" }).click();
    await untilSearch(page, "?roleTypeId=3");
    await expect
      .poll(async () => (await status(page).innerText()).trim())
      .toBe("1〜20 件 / 全 22 件");

    await header(page, "氏名").click();
    await untilSearch(page, "?roleTypeId=3&sort=NAME");
    await header(page, "氏名").getByRole("button").press("Enter");
    await untilSearch(page, "?roleTypeId=3&sort=NAME&order=DESC");
    await page.getByRole("button", { name: "次のページ" }).click();
    await untilSearch(page, "?roleTypeId=3&sort=NAME&order=DESC&page=2");
    const second = { range: "21〜22 件 / 全 22 件", nameSort: "descending", rows: 2, role: "3" };
    await expect.poll(() => shown(page)).toEqual(second);
    await shot(page, "list-kit-page-2");

    await page.reload();
    await untilSearch(page, "?roleTypeId=3&sort=NAME&order=DESC&page=2");
    await expect.poll(() => shown(page)).toEqual(second);

    await page.goBack();
    await untilSearch(page, "?roleTypeId=3&sort=NAME&order=DESC");
    await expect
      .poll(() => shown(page))
      .toEqual({ ...second, range: "1〜20 件 / 全 22 件", rows: 20 });
    await page.goBack();
    await untilSearch(page, "?roleTypeId=3&sort=NAME");
    await expect.poll(() => header(page, "氏名").getAttribute("aria-sort")).toBe("ascending");
    await page.goBack();
    await page.goBack();
    await untilSearch(page, "");
    await expect.poll(() => shown(page)).toMatchObject({ role: "", nameSort: "none" });
    await page.goForward();
    await untilSearch(page, "?roleTypeId=3");
    await expect.poll(() => shown(page)).toMatchObject({ role: "3", range: "1〜20 件 / 全 22 件" });

    // クリア empties the fields and the URL.
    await search(page).getByRole("button", { name: "クリア" }).click();
    await untilSearch(page, "");
  });

  it("sends a page past the end to the last page", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/users?roleTypeId=3&page=9" });
    await untilSearch(page, "?roleTypeId=3&page=2");
    await expect
      .poll(async () => (await status(page).innerText()).trim())
      .toBe("21〜22 件 / 全 22 件");
  });

  it("does not scroll sideways at 1,366 px, and no filter field overflows its cell", async () => {
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 860,
      path: "/users?roleTypeId=3&sort=NAME&order=DESC",
    });
    await table(page).getByText(LONG_NAME).waitFor();
    await shot(page, "list-kit-1366");
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement!;
      const cells = [...document.querySelectorAll("form[role=search] > *")];
      return {
        sideways: root.scrollWidth - root.clientWidth,
        // A control wider than its grid cell spills over its neighbour.
        outside: cells.filter((cell) => {
          const box = cell.getBoundingClientRect();
          return [...cell.querySelectorAll("select, input")].some((c) => {
            const r = c.getBoundingClientRect();
            return r.right > box.right + 0.5 || r.left < box.left - 0.5;
          });
        }).length,
        tableWider: (() => {
          const t = document.querySelector("table")!;
          return t.scrollWidth - t.parentElement!.clientWidth;
        })(),
      };
    });
    expect(overflow).toEqual({ sideways: 0, outside: 0, tableWider: 0 });
  });
});
