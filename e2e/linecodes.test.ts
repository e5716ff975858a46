// 引込線一覧 and 引込線編集 (/linecode, issue #19) in a real browser on the seeded data. As admin:
// the filters change the rows and the URL and the rows are what GraphQL answers; CSV出力 downloads
// the same lines; a CSV取込 dry run of a small file with one bad row names that row and writes
// nothing, the fixed file imports; a line moves 使用中 → 撤去予定 → 撤去済 with the history
// showing each step; axe finds nothing serious; 1366 px needs no sideways scrolling. Without
// 引込線登録 (matter@example.jp) the list and the line are read-only and there is no import; a
// construction partner sees what the API lets them read.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const TEST_TIMEOUT = 120_000;
// Unique per run, so the code filter finds this run's lines only.
const PREFIX = `E2ELC${Date.now() % 1_000_000}`;

const table = (page: Page) => page.getByRole("table", { name: "引込線一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");
const codesOnScreen = async (page: Page) =>
  (await rows(page).locator("td:nth-child(1)").allInnerTexts()).map((c) => c.trim());

interface Listed {
  id: string;
  lineCode: string;
  status: string;
  cableType: string | null;
}

/** What GraphQL answers for a filter and sort: the first page of 50 and the total. */
async function lineCodes(
  filter: Record<string, unknown>,
  as?: string,
  sort = "LINE_CODE",
  order = "ASC",
): Promise<{ items: Listed[]; totalCount: number }> {
  const data = (await session.graphql(
    `query ($filter: LineCodeFilter, $sort: LineCodeSortField, $order: SortOrder) {
      lineCodes(filter: $filter, sort: $sort, order: $order, pageSize: 50) {
        items { id lineCode status cableType }
        pageInfo { totalCount }
      }
    }`,
    { filter, sort, order },
    as,
  )) as { lineCodes: { items: Listed[]; pageInfo: { totalCount: number } } };
  return { items: data.lineCodes.items, totalCount: data.lineCodes.pageInfo.totalCount };
}

const codes = (list: { items: Listed[] }) => list.items.map((l) => l.lineCode);

async function noSidewaysScroll(page: Page) {
  await expectNoSidewaysScroll(page);
}

/** The import file: header and rows, CRLF, as Excel writes it. */
const csvOf = (lines: string[][]) =>
  `引込線コード,電柱番号,ケーブル種別,回線種別,状態\r\n${lines.map((l) => l.join(",")).join("\r\n")}\r\n`;

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel("取込ファイル", { exact: true })
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
  await page.getByText(name).waitFor();
}

describe("/linecode as admin", () => {
  it(
    "filters by URL and by the search form, rows and total as GraphQL answers; exports them",
    async () => {
      const page = await signedInPage("admin@example.jp", { width: 1366, height: 860 });

      const planned = await lineCodes({ status: ["撤去予定"], cableType: ["同軸5C", "同軸7C"] });
      expect(planned.totalCount).toBeGreaterThan(0);
      const all = await lineCodes({});
      expect(all.totalCount).toBeGreaterThan(planned.totalCount);

      await page.goto(at("/linecode"));
      await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(all));
      await expect
        .poll(() => page.locator("main").innerText(), { timeout: 15_000 })
        .toContain(`全 ${all.totalCount.toLocaleString("ja-JP")} 件`);
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
      await shot(page, "linecodes-list");

      // Several statuses and cable types in the URL (REST names, repeated parameters).
      await page.goto(at("/linecode?status=撤去予定&cableType=同軸5C&cableType=同軸7C"));
      await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(planned));
      const statuses = await rows(page).locator("td:nth-child(2)").allInnerTexts();
      expect(new Set(statuses.map((s) => s.trim()))).toEqual(new Set(["撤去予定"]));

      // The search form: a part of a pole number, 検索 → the URL says it, the rows follow.
      const pole = (
        (await session.graphql(
          `{ lineCodes(pageSize: 1, sort: LINE_CODE) { items { poleNumber } } }`,
        )) as {
          lineCodes: { items: { poleNumber: string | null }[] };
        }
      ).lineCodes.items[0]?.poleNumber;
      expect(pole).toBeTruthy();
      const part = pole!.slice(0, Math.max(2, pole!.length - 1));
      const byPole = await lineCodes({ poleNumber: part });
      await page.goto(at("/linecode"));
      await rows(page).first().waitFor();
      await page.getByRole("textbox", { name: "電柱番号" }).fill(part);
      await page.getByRole("button", { name: "検索" }).click();
      await page.waitForURL((url) => url.searchParams.get("poleNumber") === part);
      await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(byPole));

      // The sort header: 状態 ascending, as GraphQL sorts it.
      const byStatus = await lineCodes({ poleNumber: part }, undefined, "STATUS", "ASC");
      await table(page).getByRole("button", { name: "状態" }).click();
      await page.waitForURL((url) => url.searchParams.get("sort") === "STATUS");
      await expect
        .poll(
          async () =>
            (await rows(page).locator("td:nth-child(2)").allInnerTexts()).map((s) => s.trim()),
          { timeout: 15_000 },
        )
        .toEqual(byStatus.items.map((l) => l.status));

      // CSV出力 of the filtered list: the same lines, in the table's order.
      await page.goto(at("/linecode?status=撤去予定&cableType=同軸5C&cableType=同軸7C"));
      await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(planned));
      await page.getByRole("button", { name: "引込線一覧をCSV出力" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: "CSV（UTF-8）" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^引込線一覧.*\.csv$/);
      const text = new TextDecoder("utf-8")
        .decode(await downloadedBytes(download))
        .replace(/^\uFEFF/, "");
      const [header, ...lines] = text.split(/\r?\n/).filter(Boolean);
      expect(header?.split(",")[0]).toBe("引込線コード");
      expect(lines).toHaveLength(planned.totalCount);
      expect(lines.slice(0, 50).map((l) => l.split(",")[0])).toEqual(codes(planned));
    },
    TEST_TIMEOUT,
  );

  it(
    "imports a register: the bad row is named and nothing written; the fixed file imports",
    async () => {
      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 860,
        path: "/linecode",
      });
      await rows(page).first().waitFor();
      await page.getByRole("button", { name: "CSV取込" }).click();
      const section = page.getByRole("region", { name: "CSV取込" });
      await section.getByRole("button", { name: "テンプレートをダウンロード" }).waitFor();

      const good = [
        [`${PREFIX}-1`, "森ケ崎 901", "同軸5C", "放送", "使用中"],
        [`${PREFIX}-2`, "森ケ崎 902", "光ドロップ", "通信", "使用中"],
        [`${PREFIX}-3`, "森ケ崎 903", "同軸7C", "共用", "撤去予定"],
      ];
      const bad = good.map((l, i) => (i === 1 ? [l[0]!, l[1]!, "銅線", l[3]!, l[4]!] : l));

      await chooseFile(page, "register-bad.csv", csvOf(bad));
      await page.getByText("データ行数: 3行").waitFor();
      await page.getByRole("button", { name: "検証" }).click();
      const errors = page.getByRole("table", { name: "取込エラー" });
      await errors.waitFor();
      const cells = await errors.locator("tbody tr").first().locator("td").allInnerTexts();
      expect(cells.slice(0, 3).map((c) => c.trim())).toEqual([
        "2",
        "ケーブル種別（3列目）",
        "銅線",
      ]);
      await page.getByText("3行のうち1行にエラーがあります").waitFor();
      expect(await page.getByRole("button", { name: "取込", exact: true }).isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
      await shot(page, "linecodes-import-errors");
      expect((await lineCodes({ lineCode: PREFIX })).totalCount).toBe(0);

      await chooseFile(page, "register-fixed.csv", csvOf(good));
      await page.getByRole("button", { name: "検証" }).click();
      await page.getByText("3行すべてにエラーはありません").waitFor();
      await page.getByRole("button", { name: "取込", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "ファイル取込" });
      await dialog.getByText("3件の引込線を登録・更新します").waitFor();
      await dialog.getByRole("button", { name: "取込" }).click();
      const summary = page.getByTestId("import-summary");
      await summary.getByText("3件を登録、0件を更新しました").waitFor();
      await shot(page, "linecodes-import-done");

      const imported = await lineCodes({ lineCode: PREFIX });
      expect(codes(imported)).toEqual(good.map((l) => l[0]));
      expect(imported.items.map((l) => l.cableType)).toEqual(good.map((l) => l[2]));
      // The list below shows them after a search by the prefix.
      await page.getByRole("textbox", { name: "引込線コード" }).fill(PREFIX);
      await page.getByRole("button", { name: "検索" }).click();
      await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(imported));
      // The summary links to the first lines.
      await summary.getByRole("link", { name: `${PREFIX}-1` }).click();
      await page.waitForURL((url) => url.pathname === `/linecode/details/${imported.items[0]!.id}`);
      await page.getByRole("heading", { name: `引込線編集（${PREFIX}-1）` }).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    "moves a line along 使用中 → 撤去予定 → 撤去済, the history showing each step",
    async () => {
      const create = (await session.graphql(
        `mutation ($input: CreateLineCodeInput!) { createLineCode(input: $input) { id } }`,
        { input: { lineCode: `${PREFIX}-W`, poleNumber: "森ケ崎 990", cableType: "同軸5C" } },
      )) as { createLineCode: { id: string } };
      const id = create.createLineCode.id;

      const page = await signedInPage("admin@example.jp", {
        width: 1366,
        height: 860,
        path: `/linecode/details/${id}`,
      });
      const form = page.getByRole("form", { name: "引込線情報" });
      await form.waitFor();
      const status = form.getByLabel("状態変更");
      // Only the next status is offered.
      expect(await status.locator("option").allInnerTexts()).toEqual([
        "変更しない（現在：使用中）",
        "撤去予定にする",
      ]);
      await status.selectOption({ label: "撤去予定にする" });
      await form.getByLabel("撤去承諾日").fill("2026/04/01");
      await form.getByRole("button", { name: "更新" }).click();
      const facts = page.getByRole("definition").filter({ hasText: "撤去予定" });
      await facts.first().waitFor();
      const history = page.getByRole("list", { name: "変更履歴（新しい順）" });
      await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain("撤去予定");

      // 撤去済 asks for the removal day.
      expect(await status.locator("option").allInnerTexts()).toEqual([
        "変更しない（現在：撤去予定）",
        "撤去済にする",
      ]);
      await status.selectOption({ label: "撤去済にする" });
      await form.getByRole("button", { name: "更新" }).click();
      await page.getByText("撤去済にするには撤去日を入力してください").waitFor();
      await form.getByLabel("撤去日").fill("2026/05/10");
      // Leaving the field clears its message first (the button must not move under the click).
      await form.getByLabel("撤去日").press("Tab");
      await form.getByRole("button", { name: "更新" }).click();
      await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain("撤去済");
      // The facts above the form say when it was removed.
      await page.getByRole("definition").filter({ hasText: "2026/05/10 00:00" }).waitFor();
      expect(await status.isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
      await shot(page, "linecodes-edit-removed");

      const line = (await session.graphql(
        `query ($id: ID!) { lineCode(id: $id) { status removedAt removalConsentAt } }`,
        { id },
      )) as { lineCode: { status: string; removedAt: string; removalConsentAt: string } };
      // Midnight in Tokyo of the days typed.
      expect(line.lineCode.status).toBe("撤去済");
      expect(Date.parse(line.lineCode.removedAt)).toBe(Date.parse("2026-05-10T00:00:00+09:00"));
      expect(Date.parse(line.lineCode.removalConsentAt)).toBe(
        Date.parse("2026-04-01T00:00:00+09:00"),
      );
    },
    TEST_TIMEOUT,
  );
});

describe("/linecode without 引込線登録", () => {
  it(
    "matter@example.jp reads the list and a line, with no import and no form",
    async () => {
      const as = "matter@example.jp";
      const all = await lineCodes({}, as);
      expect(all.totalCount).toBeGreaterThan(0);
      const page = await signedInPage(as, { width: 1366, height: 860, path: "/linecode" });
      await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(all));
      expect(await page.getByRole("button", { name: "CSV取込" }).count()).toBe(0);
      expect(await page.getByLabel("取込ファイル").count()).toBe(0);

      await rows(page).first().getByRole("link").click();
      await page.getByRole("region", { name: "引込線情報" }).waitFor();
      expect(await page.getByRole("form", { name: "引込線情報" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "更新" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "削除" }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "linecodes-readonly");
    },
    TEST_TIMEOUT,
  );

  it(
    "construction@example.jp sees the rows the API lets them read, and no import",
    async () => {
      const as = "construction@example.jp";
      const { viewer } = (await session.graphql(`{ viewer { can { lineCodeEdit } } }`, {}, as)) as {
        viewer: { can: { lineCodeEdit: boolean } };
      };
      const all = await lineCodes({}, as);
      const page = await signedInPage(as, { width: 1366, height: 860, path: "/linecode" });
      await page.getByRole("heading", { name: "引込線一覧" }).waitFor();
      if (all.totalCount > 0)
        await expect.poll(() => codesOnScreen(page), { timeout: 15_000 }).toEqual(codes(all));
      else await page.getByText("条件に一致する引込線はありません").waitFor();
      expect(await page.getByRole("button", { name: "CSV取込" }).count()).toBe(
        viewer.can.lineCodeEdit ? 1 : 0,
      );
    },
    TEST_TIMEOUT,
  );
});
