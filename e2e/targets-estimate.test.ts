// 対象物件一覧 at more than 50,000 targets (issue #13): without a filter the list shows the
// database's estimate as 約 (no count of every row on each page), a search shows the exact count.
// The targets come in through the product's own import, 20,000 rows at a time, into this file's
// own stack, as an office moving a city's records in would.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { housesCsv } from "./fixtures";
import { expectNoSidewaysScroll } from "./layout";

// A stack of its own whose gateway waits up to a minute for the API: a 20,000-row import took
// longer than the default 10 s while two other files loaded the machine (502 in shuffled runs).
const session = useBrowserSession({ env: { API_TIMEOUT_MS: "60000" } });
const { signedInPage, shot } = session;

const IMPORTS = 3;
const PER_IMPORT = 20_000;
const NAME = "推定邸";

const table = (page: Page) => page.getByRole("table", { name: "対象物件一覧" });
const paging = (page: Page) => page.getByRole("navigation", { name: "ページ送り" });

describe("/targets at 60,000 targets", () => {
  it(
    "writes the unfiltered total as 約 and a search's total exactly",
    { timeout: 600_000 },
    async () => {
      for (let block = 1; block <= IMPORTS; block++) {
        const imported = (await session.graphql(
          `mutation ($c: String!) { importTargets(content: $c, contentEncoding: BASE64) { created } }`,
          {
            // A file (over /graphql's 1 MB), sent to the upload route.
            c: new Blob([
              housesCsv({
                clientId: 1,
                count: PER_IMPORT,
                name: (i) => `${NAME}${block}-${i}`,
                kana: "スイテイテイ",
                block,
              }),
            ]),
          },
        )) as { importTargets: { created: number } };
        expect(imported.importTargets.created).toBe(PER_IMPORT);
      }

      const page = await signedInPage("admin@example.jp", { path: "/targets" });
      await table(page).locator("tbody tr").first().waitFor();
      // 60,000 imported + the seed's 200: the estimate's first three digits, 約60,200 or near.
      const total = paging(page).getByRole("status");
      await expect
        .poll(async () => (await total.innerText()).trim())
        .toMatch(/^1〜20 件 \/ 全 約6\d,\d00 件$/);
      await expect(
        paging(page)
          .getByText(/^1 \/ 約3\d{3} ページ$/)
          .count(),
      ).resolves.toBe(1);
      await expect(
        page.getByRole("button", { name: /^条件に一致する約6\d,\d00件をすべて選択$/ }).count(),
      ).resolves.toBe(1);
      await paging(page).scrollIntoViewIfNeeded();
      await shot(page, "targets-estimate-1366");
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);

      // A search counts: one import's houses are exactly 20,000.
      await page.getByLabel("物件名・カナ").fill(`${NAME}2-`);
      await page.getByLabel("物件名・カナ").press("Enter");
      await page.waitForURL((url) => url.searchParams.get("name") === `${NAME}2-`);
      await expect
        .poll(async () => (await total.innerText()).trim())
        .toBe(`1〜20 件 / 全 ${PER_IMPORT.toLocaleString("ja-JP")} 件`);
      await shot(page, "targets-estimate-search-1366");
    },
  );
});
