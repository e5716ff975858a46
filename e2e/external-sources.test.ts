// 外部連携 (/external-sources, issue #19) in a real browser against the real stack: an admin creates
// a CSV source (Shift_JIS) for targets, maps its columns, dry-runs a file of 10 rows with 2 bad
// ones (both reported, nothing applied), runs it (a 失敗 run, nothing applied), then runs the fixed
// file (10 targets); the run history shows both runs, the refused one with its row errors. The
// list's failedSince filter shows what the API answers; axe finds nothing serious; 1366 px needs
// no sideways scrolling. A user without masterManage sees the permission message.

import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

// iconv-lite is the API's CP932 codec (e2e has none of its own).
const iconv = createRequire(new URL("../api/package.json", import.meta.url))("iconv-lite") as {
  encode(text: string, encoding: string): Buffer;
};

const TEST_TIMEOUT = 180_000;
// Unique per run, so the name filter finds this run's targets and source only.
const MARKER = `連携検査${Date.now() % 1_000_000}`;
const BAD_ROWS = [3, 7];

/** 10 rows: 髙橋 (CP932's IBM extension) in every name; rows 3 and 7 broken when `bad`. */
function csv(bad: boolean): Buffer {
  const lines = ["名称,カナ,郵便"];
  for (let i = 1; i <= 10; i++) {
    const broken = bad && BAD_ROWS.includes(i);
    const name = broken && i === 3 ? "" : `髙橋ハイツ${i} ${MARKER}`;
    const postal = broken && i === 7 ? "12345" : "1430013";
    lines.push(`${name},タカハシハイツ,${postal}`);
  }
  return iconv.encode(`${lines.join("\r\n")}\r\n`, "cp932");
}

async function targetCount(): Promise<number> {
  const data = (await session.graphql(
    `query ($filter: TargetFilter) { targets(filter: $filter) { pageInfo { totalCount } } }`,
    { filter: { name: MARKER } },
  )) as { targets: { pageInfo: { totalCount: number } } };
  return data.targets.pageInfo.totalCount;
}

async function noSidewaysScroll(page: Page) {
  await expectNoSidewaysScroll(page);
}

async function chooseFile(page: Page, name: string, bytes: Buffer) {
  await page
    .getByLabel("取込ファイル")
    .setInputFiles({ name, mimeType: "text/csv", buffer: bytes });
  await page.getByText(name).waitFor();
}

const tokyoDay = (daysAgo: number) =>
  new Date(Date.now() + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe("external sources as admin", () => {
  it(
    "creates a Shift_JIS CSV source, dry-runs and runs it, and shows both runs",
    async () => {
      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 768,
        path: "/external-sources",
      });
      await page.getByRole("table", { name: "外部連携一覧" }).waitFor();

      // 新規作成 in the dialog, then the source's page.
      await page.getByRole("button", { name: "新規作成" }).click();
      const dialog = page.getByRole("dialog", { name: "外部連携の新規作成" });
      await dialog.getByLabel("名称").fill(`基幹CSV ${MARKER}`);
      await dialog.getByLabel("文字コード").selectOption("Shift_JIS");
      await dialog.getByLabel("更新キー").selectOption({ label: "物件名（必須）" });
      await dialog.getByRole("button", { name: "作成" }).click();
      await page.waitForURL(/\/external-sources\/details\/\d+$/);
      const id = /details\/(\d+)$/.exec(page.url())![1]!;

      // The column mapping: 3 rows, the required 物件名 first missing, then mapped.
      await page.getByText("必須の項目が対応付けられていません：物件名").waitFor();
      const mapping: [string, string][] = [
        ["名称", "物件名（必須）"],
        ["カナ", "物件名カナ"],
        ["郵便", "郵便番号"],
      ];
      for (const [i, [column, field]] of mapping.entries()) {
        await page.getByRole("button", { name: "行を追加" }).click();
        await page.getByLabel(`連携元の列名（${i + 1}）`).fill(column);
        await page.getByLabel(`項目（${i + 1}）`).selectOption({ label: field });
      }
      expect(await page.getByText("必須の項目が対応付けられていません").count()).toBe(0);
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("更新しました。").waitFor();
      const saved = (await session.graphql(
        `query ($id: ID!) { externalSource(id: $id) { encoding keyField columnMapping { sourceColumn field } } }`,
        { id },
      )) as {
        externalSource: {
          encoding: string;
          keyField: string;
          columnMapping: { sourceColumn: string; field: string }[];
        };
      };
      // The API keeps the mapping as a JSON object (jsonb): its order is the database's.
      const bySource = (a: { sourceColumn: string }, b: { sourceColumn: string }) =>
        a.sourceColumn.localeCompare(b.sourceColumn);
      expect(saved.externalSource.encoding).toBe("Shift_JIS");
      expect(saved.externalSource.keyField).toBe("name");
      expect([...saved.externalSource.columnMapping].sort(bySource)).toEqual(
        [
          { sourceColumn: "名称", field: "name" },
          { sourceColumn: "カナ", field: "nameKana" },
          { sourceColumn: "郵便", field: "postalCode" },
        ].sort(bySource),
      );

      // Dry run of the bad file: both rows reported, nothing applied.
      await chooseFile(page, "bad.csv", csv(true));
      await page.getByRole("button", { name: "ドライラン" }).click();
      const result = page.getByTestId("dry-run-result");
      await result.getByText(/^ドライラン結果：10件中 .*エラー2件/).waitFor();
      const errorRows = await result
        .getByRole("table", { name: "ドライランのエラー" })
        .locator("tbody tr td:nth-child(1)")
        .allInnerTexts();
      expect([...new Set(errorRows.map((r) => Number(r.trim())))].sort()).toEqual(BAD_ROWS);
      // The sample shows the mapped fields under their Japanese names, 髙 intact.
      const sample = result.getByRole("table", { name: "対応付け後のサンプル" });
      await sample.getByRole("columnheader", { name: "物件名カナ" }).waitFor();
      await sample.getByText(`髙橋ハイツ1 ${MARKER}`).waitFor();
      expect(await targetCount()).toBe(0);
      await shot(page, "external-source-dry-run");
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);

      // Run with the bad file: a 失敗 run, nothing applied.
      await page.getByRole("button", { name: "今すぐ実行" }).click();
      await page
        .getByText(/^実行結果：失敗/)
        .first()
        .waitFor();
      expect(await targetCount()).toBe(0);

      // The fixed file: applied.
      await chooseFile(page, "fixed.csv", csv(false));
      await page.getByRole("button", { name: "今すぐ実行" }).click();
      await page
        .getByText("実行結果：成功（10件中 登録10件・更新0件・エラー0件）")
        .first()
        .waitFor();
      expect(await targetCount()).toBe(10);

      // The run history: both runs, the refused one with its row errors.
      const runs = page.getByRole("table", { name: "実行履歴" });
      await expect.poll(() => runs.locator("tbody tr").count()).toBe(2);
      const statuses = await runs.locator("tbody tr td:nth-child(3)").allInnerTexts();
      expect(statuses.map((s) => s.trim())).toEqual(["成功", "失敗"]);
      await runs.getByRole("button", { name: /^表示（\d+件）$/ }).click();
      const runErrors = page.getByRole("table", { name: /の実行のエラー$/ });
      const rowsOfRun = await runErrors.locator("tbody tr td:nth-child(1)").allInnerTexts();
      expect([...new Set(rowsOfRun.map((r) => Number(r.trim())))].sort()).toEqual(BAD_ROWS);
      await shot(page, "external-source-runs");
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);

      // 「実行」 of the selected sources from the list: the CSV one asks for its file; progress,
      // then its result (the same 10 rows again: updated by their 物件名).
      await page.goto(at(`/external-sources?name=${encodeURIComponent(MARKER)}`));
      const list = page.getByRole("table", { name: "外部連携一覧" });
      await expect.poll(() => list.locator("tbody tr").count()).toBe(1);
      await list.locator("tbody tr").getByRole("checkbox").check();
      await page.getByRole("button", { name: "実行（1件）" }).click();
      const run = page.getByRole("dialog", { name: "選択した外部連携を実行" });
      await run
        .getByLabel(`基幹CSV ${MARKER}のファイル`, { exact: true })
        .setInputFiles({ name: "fixed.csv", mimeType: "text/csv", buffer: csv(false) });
      expect(await seriousViolations(page)).toEqual([]);
      await run.getByRole("button", { name: "実行", exact: true }).click();
      await run.getByText("1件の実行が終わりました").waitFor();
      await run.getByText("成功（10件中 登録0件・更新10件・エラー0件）").waitFor();
      await shot(page, "external-sources-bulk-run");
      await run.getByRole("button", { name: "閉じる" }).click();
      await list.getByText("成功").waitFor();
      expect(await targetCount()).toBe(10);
    },
    TEST_TIMEOUT,
  );

  it(
    "lists what the API answers for failedSince (the dashboard's link), axe clean at 1366 px",
    async () => {
      const since = tokyoDay(7);
      const data = (await session.graphql(
        `query ($filter: ExternalSourceFilter) {
          externalSources(filter: $filter, pageSize: 100) { items { name lastStatus } pageInfo { totalCount } }
        }`,
        { filter: { failedSince: since } },
      )) as {
        externalSources: {
          items: { name: string; lastStatus: string }[];
          pageInfo: { totalCount: number };
        };
      };
      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 768,
        path: `/external-sources?failedSince=${since}`,
      });
      const table = page.getByRole("table", { name: "外部連携一覧" });
      await table.waitFor();
      const expected = data.externalSources.items.map((s) => s.name).sort();
      await expect
        .poll(async () =>
          (await table.locator("tbody tr td:nth-child(2)").allInnerTexts())
            .map((s) => s.trim())
            .filter((s) => s !== "条件に一致する外部連携はありません")
            .sort(),
        )
        .toEqual(expected);
      // The filter bar shows the day it came with.
      expect(await page.getByLabel("この日以降に失敗").inputValue()).toBe(
        since.replaceAll("-", "/"),
      );
      await shot(page, "external-sources-failed");
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
    },
    TEST_TIMEOUT,
  );
});

describe("an HTTP JSON source", () => {
  it(
    "refuses a URL whose host is not allowed with the API's message under the URL",
    async () => {
      const created = (await session.graphql(
        `mutation ($input: CreateExternalSourceInput!) { createExternalSource(input: $input) { id } }`,
        {
          input: {
            name: `URL検査 ${MARKER}`,
            kind: "CSVファイル",
            columnMapping: [{ sourceColumn: "名称", field: "name" }],
            keyField: "name",
          },
        },
      )) as { createExternalSource: { id: string } };
      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 768,
        path: `/external-sources/details/${created.createExternalSource.id}`,
      });
      const form = page.getByRole("form", { name: "外部連携の設定" });
      await form.getByLabel("種類").selectOption("HTTP JSON");
      await form.getByLabel("URL").fill("https://not-allowed.invalid/feed.json");
      await form.getByRole("button", { name: "保存" }).click();
      await form.getByText("許可されていない接続先です").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

describe("external sources without masterManage", () => {
  it(
    "shows the permission message",
    async () => {
      const page = await signedInPage("matter@example.jp", { path: "/external-sources" });
      await page.getByText("この画面を表示する権限がありません").waitFor();
      expect(await page.getByRole("table", { name: "外部連携一覧" }).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});
