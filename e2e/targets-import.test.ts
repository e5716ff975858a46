// /targets/create/import (ファイル取込) in a real browser against the real stack: a Shift_JIS
// (CP932) file of 1,000 rows with 3 bad rows → the dry run lists exactly those 3 and nothing is
// written; the corrected file → 1,000 targets whose 髙橋/齋藤 and kana come back intact, and the
// Shift_JIS CSV export of them decodes as CP932 to the same characters. A user without targetEdit
// sees the permission message only.

import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { TARGET_CSV_HEADER } from "./fixtures";

const session = useBrowserSession();
const { signedInPage, shot } = session;

// iconv-lite is the API's CP932 codec (e2e has none of its own): it writes 髙 as FB FC, the IBM
// extension Excel writes, which a JIS X 0208-only encoder could not.
const iconv = createRequire(new URL("../api/package.json", import.meta.url))("iconv-lite") as {
  encode(text: string, encoding: string): Buffer;
};

const TEST_TIMEOUT = 180_000;
const ROWS = 1_000;
// Unique per run, so the name filter finds this run's targets only.
const MARKER = `取込検査${Date.now() % 1_000_000}`;
const HEADER = TARGET_CSV_HEADER;

type Row = { type: string; name: string; kana: string; postal: string; street: string };

/** Row i (from 1): 髙橋 and 齋藤 alternate, apartments every third row. */
function goodRow(i: number): Row {
  const takahashi = i % 2 === 1;
  return {
    type: i % 3 === 0 ? "集合住宅" : "戸建",
    name: `${takahashi ? "髙橋" : "齋藤"}ハイツ${i} ${MARKER}`,
    kana: takahashi ? "タカハシハイツ" : "サイトウハイツ",
    postal: "1430013",
    street: `1-${i}-3`,
  };
}

// The three bad rows (data rows counted from 1 after the header, as the API counts them).
const BAD: Record<number, (row: Row) => Row> = {
  7: (row) => ({ ...row, postal: "143-001" }),
  500: (row) => ({ ...row, type: "長屋" }),
  999: (row) => ({ ...row, name: "" }),
};

function csvOf(rows: Row[]): string {
  const lines = rows.map((r) =>
    [
      r.type,
      r.name,
      r.kana,
      r.postal,
      "東京都",
      "大田区",
      "大森南",
      r.street,
      "",
      "",
      "",
      "",
      "",
      "",
      r.type === "集合住宅" ? "12" : "1",
      "",
    ].join(","),
  );
  return `${HEADER}\r\n${lines.join("\r\n")}\r\n`;
}

const goodRows = Array.from({ length: ROWS }, (_, i) => goodRow(i + 1));
const badRows = goodRows.map((row, i) => BAD[i + 1]?.(row) ?? row);

async function countOf(name?: string): Promise<number> {
  const data = (await session.graphql(
    `query ($filter: TargetFilter) { targets(filter: $filter, pageSize: 1) { pageInfo { totalCount } } }`,
    { filter: name ? { name } : {} },
  )) as { targets: { pageInfo: { totalCount: number } } };
  return data.targets.pageInfo.totalCount;
}

async function chooseFile(page: Page, name: string, bytes: Buffer) {
  await page
    .getByLabel("取込ファイル")
    .setInputFiles({ name, mimeType: "text/csv", buffer: bytes });
  await page.getByText(name).waitFor();
}

describe("target import (ファイル取込)", () => {
  it(
    "a Shift_JIS file with 3 bad rows lists exactly those rows and writes nothing",
    async () => {
      const bytes = iconv.encode(csvOf(badRows), "cp932");
      expect(bytes.includes(Buffer.from([0xfb, 0xfc]))).toBe(true); // 髙, CP932's IBM extension
      const before = await countOf();

      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 768,
        path: "/targets/create/import",
      });
      await page.getByRole("heading", { name: "対象物件ファイル取込" }).waitFor();
      await chooseFile(page, "targets-sjis.csv", bytes);

      // Detected as Shift_JIS, shown decoded.
      expect(await page.getByLabel("文字コード").inputValue()).toBe("shift_jis");
      await page.getByText("自動判定: Shift_JIS（CP932）").waitFor();
      await page.getByText("データ行数: 1,000行").waitFor();
      const preview = page.getByRole("table", { name: "取込ファイルのプレビュー" });
      await preview.getByText(`髙橋ハイツ1 ${MARKER}`).waitFor();
      await preview.getByText(`齋藤ハイツ2 ${MARKER}`).waitFor();
      expect(await page.getByRole("button", { name: "取込", exact: true }).isDisabled()).toBe(true);

      await page.getByRole("button", { name: "検証" }).click();
      const errors = page.getByRole("table", { name: "取込エラー" });
      await errors.waitFor();
      const cells = await errors
        .locator("tbody tr")
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent?.trim())),
        );
      expect(cells).toEqual([
        ["7", "郵便番号（4列目）", "143-001", "郵便番号は7桁の数字で入力してください"],
        [
          "500",
          "物件種別（1列目）",
          "長屋",
          "物件種別は 未選択・戸建・集合住宅・電柱 のいずれかを指定してください",
        ],
        ["999", "物件名（2列目）", "（空欄）", "物件名は必須入力です"],
      ]);
      await page.getByText("1,000行のうち3行にエラーがあります").waitFor();
      // 取込 stays off after a dry run with errors.
      expect(await page.getByRole("button", { name: "取込", exact: true }).isDisabled()).toBe(true);

      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "targets-import-errors");

      // Nothing written by the dry run, and the real run of the same file writes nothing either.
      expect(await countOf()).toBe(before);
      await expect(
        session.graphql(
          `mutation ($c: String!) { importTargets(content: $c, contentEncoding: BASE64) { created } }`,
          { c: bytes.toString("base64") },
        ),
      ).rejects.toThrow(/7行目/);
      expect(await countOf()).toBe(before);
      expect(await countOf(MARKER)).toBe(0);
      expect(session.cspViolations()).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    "the corrected file imports 1,000 targets with 髙橋/齋藤 and kana intact, and exports as CP932",
    async () => {
      const bytes = iconv.encode(csvOf(goodRows), "cp932");
      const before = await countOf();
      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 768,
        path: "/targets/create/import",
      });
      await chooseFile(page, "targets-sjis-fixed.csv", bytes);
      await page.getByRole("button", { name: "検証" }).click();
      await page.getByText("1,000行すべてにエラーはありません").waitFor();

      // Remembers whether a progress bar showed while the import ran (it may be short).
      await page.evaluate(() => {
        const w = window as unknown as { sawProgress: boolean };
        w.sawProgress = false;
        new MutationObserver(() => {
          if (document.querySelector('[role="progressbar"]')) w.sawProgress = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole("button", { name: "取込", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "ファイル取込" });
      await dialog.getByText("1,000件の対象物件を登録します").waitFor();
      await dialog.getByRole("button", { name: "取込" }).click();
      const summary = page.getByTestId("import-summary");
      await summary.getByText("1,000件を登録しました").waitFor({ timeout: 60_000 });
      expect(
        await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress),
      ).toBe(true);
      await summary.getByRole("link", { name: /^TA-\d{8} 髙橋ハイツ1 / }).waitFor();
      expect(await summary.getByRole("link").count()).toBe(6); // the first 5 and the list
      expect(await countOf()).toBe(before + ROWS);

      // Read back: every name and kana as in the file.
      type Item = { name: string; nameKana: string | null; postalCode: string | null };
      const back: Item[] = [];
      for (let p = 1; p <= ROWS / 200; p++) {
        const data = (await session.graphql(
          `query ($filter: TargetFilter, $page: Int) {
            targets(filter: $filter, page: $page, pageSize: 200) { items { name nameKana postalCode } }
          }`,
          { filter: { name: MARKER }, page: p },
        )) as { targets: { items: Item[] } };
        back.push(...data.targets.items);
      }
      const key = (i: { name: string; nameKana: string | null }) => `${i.name}|${i.nameKana}`;
      expect(back.map(key).sort()).toEqual(
        goodRows.map((r) => key({ name: r.name, nameKana: r.kana })).sort(),
      );
      expect(back.every((i) => i.postalCode === "1430013")).toBe(true);

      // The Shift_JIS export of the same targets (the list kit's download route).
      const { idToken } = await session.stack.tokens("admin@example.jp");
      const res = await fetch(
        `${session.stack.gatewayUrl}/export/targets.csv?name=${encodeURIComponent(MARKER)}&encoding=cp932`,
        { headers: { authorization: `Bearer ${idToken}` } },
      );
      expect(res.status).toBe(200);
      const exported = Buffer.from(await res.arrayBuffer());
      expect(exported.includes(Buffer.from([0xfb, 0xfc]))).toBe(true);
      const text = new TextDecoder("shift_jis", { fatal: true }).decode(exported);
      for (const row of goodRows) {
        expect(text).toContain(row.name);
      }
      expect(text).toContain("タカハシハイツ");
      expect(text).toContain("サイトウハイツ");
    },
    TEST_TIMEOUT,
  );

  it("10,000 rows (UTF-8) go through the page in one all-or-nothing import", async () => {
    const marker = `${MARKER}大量`;
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      ...goodRow(i + 1),
      name: `大量${i + 1} ${marker}`,
    }));
    const bytes = Buffer.from(`\ufeff${csvOf(rows)}`, "utf8");
    const before = await countOf();
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 768,
      path: "/targets/create/import",
    });
    await chooseFile(page, "targets-10000.csv", bytes);
    await page.getByText("データ行数: 10,000行").waitFor();
    await page.getByRole("button", { name: "検証" }).click();
    await page.getByText("10,000行すべてにエラーはありません").waitFor({ timeout: 120_000 });
    await page.getByRole("button", { name: "取込", exact: true }).click();
    await page
      .getByRole("dialog", { name: "ファイル取込" })
      .getByRole("button", { name: "取込" })
      .click();
    await page
      .getByTestId("import-summary")
      .getByText("10,000件を登録しました")
      .waitFor({ timeout: 180_000 });
    expect(await countOf()).toBe(before + 10_000);
    expect(await countOf(marker)).toBe(10_000);
  }, 360_000);

  it(
    "a user without targetEdit sees the permission message, no file input",
    async () => {
      const page = await signedInPage("negotiation@example.jp", { path: "/targets/create/import" });
      await page.getByText("この画面を表示する権限がありません").waitFor();
      expect(await page.getByLabel("取込ファイル").count()).toBe(0);
      expect(await page.getByRole("button", { name: "検証" }).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});
