// CSV export from the list kit in a real browser: on /users, the page's CSV出力 button downloads
// the whole filtered list through the gateway, as Shift_JIS (CP932) and as UTF-8 with a BOM;
// the saved bytes decode back to 髙橋 / 齋藤 intact under a Japanese header row.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { downloadedBytes, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { signedInPage, shot } = session;

const PEOPLE = [
  { name: "髙橋 一郎", email: "csv-export-takahashi@example.jp" },
  { name: "齋藤 花子", email: "csv-export-saito@example.jp" },
];
const HEADER = "ユーザーID,氏名,メールアドレス,権限種別,協力会社,班,発注元,登録日時,更新日時";

beforeAll(async () => {
  const create = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
  for (const person of PEOPLE)
    await session.graphql(create, {
      input: { ...person, roleTypeId: 3, temporaryPassword: "Temp1234" },
    });
}, 120_000);

/** Clicks CSV出力 → `item` and returns the saved file's name and bytes. */
async function exportFrom(page: Page, item: string) {
  await page.getByRole("button", { name: "ユーザー一覧をCSV出力" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

/** The CSV's lines (CRLF) without the trailing empty one. */
const linesOf = (text: string) => text.split("\r\n").filter((line) => line !== "");

describe("CSV export on /users", () => {
  it("exports the filtered list as Shift_JIS and as UTF-8 with BOM, names intact", async () => {
    const page = await signedInPage("admin@example.jp", {
      path: "/users?email=csv-export&sort=EMAIL&page=1",
    });
    await page.getByRole("table", { name: "ユーザー一覧" }).getByText("髙橋 一郎").waitFor();
    await shot(page, "csv-export-list");

    const sjis = await exportFrom(page, "CSV（Shift_JIS）");
    expect(sjis.name).toMatch(/^ユーザー一覧_\d{8}\.csv$/);
    // No BOM; 髙 is CP932's IBM extension FB FC, which a JIS X 0208-only encoder would lose.
    expect(sjis.bytes[0]).not.toBe(0xef);
    expect(sjis.bytes.includes(Buffer.from([0xfb, 0xfc]))).toBe(true);
    // The WHATWG Shift_JIS decoder is CP932 (Windows-31J), IBM extensions included.
    const sjisLines = linesOf(new TextDecoder("shift_jis", { fatal: true }).decode(sjis.bytes));
    expect(sjisLines[0]).toBe(HEADER);
    // The whole filtered result, sorted as on screen (by e-mail).
    expect(sjisLines.slice(1).map((line) => line.split(",").slice(1, 3))).toEqual([
      ["齋藤 花子", "csv-export-saito@example.jp"],
      ["髙橋 一郎", "csv-export-takahashi@example.jp"],
    ]);

    const utf8 = await exportFrom(page, "CSV（UTF-8）");
    expect(utf8.name).toMatch(/^ユーザー一覧_\d{8}\.csv$/);
    expect([...utf8.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const utf8Lines = linesOf(
      new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(utf8.bytes.subarray(3)),
    );
    expect(utf8Lines).toEqual(sjisLines);
    expect(session.cspViolations()).toEqual([]);
  });

  it("an unknown download path is a 404, not the app's page", async () => {
    const res = await fetch(`${session.stack.gatewayUrl}/files/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).not.toMatch(/text\/html/);
  });
});
