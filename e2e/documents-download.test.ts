// 帳票一覧 (/download, issue #17) in a real browser on the seeded documents: the list is what the
// API answers (newest first, the total in the pager); 種別 and プロジェクト filter through the URL
// and survive a reload; the ファイル名 header sorts; one file downloads as a PDF under the Japanese
// name of its Content-Disposition; two selected files come as one ZIP of two PDFs, and a failed
// ZIP says so in Japanese; a 工事担当 (no matterRead) does not get the page; axe finds nothing
// serious and 1366 px fits.

import { unzipSync } from "fflate";
import type { Download, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const table = (page: Page) => page.getByRole("table", { name: "帳票一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");
// The first cell holds the row's checkbox; the file name comes next.
const namesOnScreen = (page: Page) => rows(page).locator("td:nth-child(2)").allInnerTexts();
const pager = (page: Page) =>
  page.getByRole("navigation", { name: "ページ送り" }).getByRole("status");
const search = (page: Page) => page.getByRole("search", { name: "帳票一覧の検索" });

interface Listed {
  id: string;
  fileName: string;
  documentType: number | null;
  documentTypeLabel: string | null;
  projectId: string | null;
  project: { name: string } | null;
}

/** What the API answers for a filter and sort: the first page of 20 and the total. */
async function attachments(
  filter: Record<string, unknown>,
  sort = "CREATED_AT",
  order = "DESC",
  pageSize = 20,
): Promise<{ items: Listed[]; totalCount: number }> {
  const data = (await session.graphql(
    `query ($filter: AttachmentFilter, $sort: AttachmentSortField, $order: SortOrder, $pageSize: Int) {
      attachments(filter: $filter, sort: $sort, order: $order, pageSize: $pageSize) {
        items { id fileName documentType documentTypeLabel projectId project { name } }
        pageInfo { totalCount }
      }
    }`,
    { filter, sort, order, pageSize },
  )) as { attachments: { items: Listed[]; pageInfo: { totalCount: number } } };
  return { items: data.attachments.items, totalCount: data.attachments.pageInfo.totalCount };
}

const names = (list: { items: Listed[] }) => list.items.map((a) => a.fileName);
const totalText = (n: number) => `全 ${n.toLocaleString("ja-JP")} 件`;

async function expectList(page: Page, expected: { items: Listed[]; totalCount: number }) {
  await expect.poll(() => namesOnScreen(page)).toEqual(names(expected));
  await expect.poll(() => pager(page).innerText()).toContain(totalText(expected.totalCount));
}

async function bytesOf(download: Download): Promise<Buffer> {
  return downloadedBytes(download);
}

/** `filename*=UTF-8''…` (RFC 6266) of a Content-Disposition header, decoded. */
function dispositionName(header: string | undefined): string | undefined {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header ?? "");
  return star ? decodeURIComponent(star[1]!.trim()) : undefined;
}

/** The entries of a ZIP: each name with its content. */
function unzip(zip: Buffer): { name: string; bytes: Buffer }[] {
  return Object.entries(unzipSync(new Uint8Array(zip))).map(([name, bytes]) => ({
    name,
    bytes: Buffer.from(bytes),
  }));
}

const listShown = (page: Page) => rows(page).first().waitFor();

describe("帳票一覧 /download", () => {
  let all: { items: Listed[]; totalCount: number };
  beforeAll(async () => {
    all = await attachments({});
    expect(all.totalCount).toBeGreaterThan(2);
  });

  it("lists the documents newest first, filters by 種別 and プロジェクト through the URL, sorts by ファイル名", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/download" });
    await listShown(page);
    await expectList(page, all);
    expect(
      await table(page)
        .getByRole("columnheader", { name: /作成日時/ })
        .getAttribute("aria-sort"),
    ).toBe("descending");
    // Each row links its negotiation and matter by code.
    await table(page)
      .getByRole("link", { name: /^NE-\d{8}$/ })
      .first()
      .waitFor();
    await table(page)
      .getByRole("link", { name: /^MT-\d{8}$/ })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "documents-download");

    // 種別: a type the seed issued, but not the only one.
    const everything = await attachments({}, "ID", "ASC", 200);
    const type = everything.items.find(
      (a) => a.documentType && everything.items.some((b) => b.documentType !== a.documentType),
    )!;
    expect(type).toBeDefined();
    const ofType = await attachments({ kind: "document", documentType: [type.documentType] });
    expect(ofType.totalCount).toBeLessThan(all.totalCount);
    await search(page).getByLabel("種別").selectOption(String(type.documentType));
    await search(page).getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === String(type.documentType));
    await expectList(page, ofType);
    const labels = await rows(page).locator("td:nth-child(3)").allInnerTexts();
    expect(new Set(labels.map((l) => l.trim()))).toEqual(new Set([type.documentTypeLabel]));
    await page.reload();
    await expectList(page, ofType);
    expect(await search(page).getByLabel("種別").inputValue()).toBe(String(type.documentType));

    // プロジェクト (the 種別 cleared): a project with files, but not all of them.
    const withProject = everything.items.find(
      (a) => a.projectId && everything.items.some((b) => b.projectId !== a.projectId),
    )!;
    expect(withProject).toBeDefined();
    const ofProject = await attachments({ projectId: withProject.projectId });
    expect(ofProject.totalCount).toBeLessThan(all.totalCount);
    await search(page).getByLabel("種別").selectOption("");
    await search(page).getByLabel("プロジェクト").selectOption(withProject.projectId!);
    await search(page).getByRole("button", { name: "検索" }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("projectId") === withProject.projectId &&
        !url.searchParams.has("type"),
    );
    await expectList(page, ofProject);
    await page.reload();
    await expectList(page, ofProject);

    // ファイル名 sorts ascending on the first click, within the filter.
    await table(page).getByRole("columnheader", { name: "ファイル名" }).getByRole("button").click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "FILE_NAME");
    expect(new URL(page.url()).searchParams.get("order")).toBe("ASC");
    await expectList(
      page,
      await attachments({ projectId: withProject.projectId }, "FILE_NAME", "ASC"),
    );
    expect(
      await table(page).getByRole("columnheader", { name: "ファイル名" }).getAttribute("aria-sort"),
    ).toBe("ascending");
  });

  it("finds a target's files by its code, a customer's by part of the name, and a day's", async () => {
    const first = (
      (await session.graphql(
        `{ attachments(sort: CREATED_AT, order: DESC, pageSize: 1) {
          items { targetId target { code } customer { name } createdAt } } }`,
      )) as {
        attachments: {
          items: {
            targetId: string;
            target: { code: string };
            customer: { name: string } | null;
            createdAt: string;
          }[];
        };
      }
    ).attachments.items[0]!;
    const page = await signedInPage("admin@example.jp", { path: "/download" });
    await listShown(page);

    await search(page).getByLabel("対象物件").fill(first.target.code);
    await search(page).getByLabel("対象物件").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("targetId") === first.targetId);
    const ofTarget = await attachments({ targetId: first.targetId });
    expect(ofTarget.totalCount).toBeLessThan(all.totalCount);
    await expectList(page, ofTarget);

    const part = first.customer!.name.slice(0, 2);
    await search(page).getByRole("button", { name: "クリア" }).click();
    await search(page).getByLabel("顧客名").fill(part);
    await search(page).getByLabel("顧客名").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("customerName") === part);
    const ofCustomer = await attachments({ customerName: part });
    expect(ofCustomer.totalCount).toBeLessThan(all.totalCount);
    await expectList(page, ofCustomer);

    // The day it was made, in Tokyo, from and to.
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(
      new Date(first.createdAt),
    );
    await page.goto(at(`/download?createdFrom=${day}&createdTo=${day}`));
    const ofDay = await attachments({ createdFrom: day, createdTo: day });
    expect(ofDay.totalCount).toBeLessThan(all.totalCount);
    await expectList(page, ofDay);
    expect(await search(page).getByLabel("作成日（から）").inputValue()).toBe(
      day.replaceAll("-", "/"),
    );
  });

  it("downloads one file as a PDF under its Japanese name, and two selected ones as a ZIP", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/download" });
    await listShown(page);
    await expectList(page, all);
    const [first, second] = all.items as [Listed, Listed];

    const [download, response] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/files/attachments/${first.id}`),
      table(page)
        .getByRole("button", { name: `${first.fileName}をダウンロード` })
        .click(),
    ]);
    expect(response.status()).toBe(200);
    expect(dispositionName(response.headers()["content-disposition"])).toBe(first.fileName);
    expect(first.fileName).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(download.suggestedFilename()).toBe(first.fileName);
    expect((await bytesOf(download)).subarray(0, 4).toString("latin1")).toBe("%PDF");

    for (const file of [first, second])
      await table(page)
        .getByRole("checkbox", { name: `${file.fileName} を選択` })
        .check();
    const bar = page.getByRole("region", { name: "選択した行の操作" });
    await bar.getByText("2件を選択中").waitFor();
    const [zipDownload, zipResponse] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForResponse((r) => new URL(r.url()).pathname === "/files/attachments.zip"),
      bar.getByRole("button", { name: "ZIPでダウンロード（2件）" }).click(),
    ]);
    expect(zipResponse.status()).toBe(200);
    expect(new URL(zipResponse.url()).searchParams.getAll("id").sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(zipResponse.headers()["content-type"]).toMatch(/^application\/zip/);
    expect(zipDownload.suggestedFilename()).toMatch(/^帳票_\d{8}\.zip$/);
    const zip = await bytesOf(zipDownload);
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
    const entries = unzip(zip);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.name).toMatch(/\.pdf$/);
      expect(entry.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    }
    await shot(page, "documents-download-selected");

    // A ZIP the server cannot make says so in Japanese (the answer is faked: the route works).
    await page.route("**/files/attachments.zip?**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify("サーバーでエラーが発生しました"),
      }),
    );
    await bar.getByRole("button", { name: "ZIPでダウンロード（2件）" }).click();
    await expect
      .poll(() => page.getByTestId("alert-bar").innerText())
      .toContain("ZIPをダウンロードできませんでした。サーバーでエラーが発生しました");
    expect(await bar.getByRole("button", { name: "ZIPでダウンロード（2件）" }).isEnabled()).toBe(
      true,
    );
  });

  it("is not for a 工事担当 (no matterRead)", async () => {
    const page = await signedInPage("construction@example.jp", { path: "/download" });
    await page.getByText("この画面を表示する権限がありません").waitFor();
    expect(await page.getByRole("table", { name: "帳票一覧" }).count()).toBe(0);
  });
});
