// 対象物件新規登録 (/targets/create/new, issue #12) in a real browser: an apartment with the room
// number generator gets its 20 units; postal code 1430013 fills 東京都 大田区 大森南 with no request
// leaving the machine; the same pole number as the seed's 森ケ崎 190 warns with a link; a role
// without targetEdit gets no form; axe finds nothing serious.

import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Every request the page makes from now on (data: and blob: URLs have no host and stay local). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => urls.push(request.url()));
  return urls;
}

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: true });

async function openForm(page: Page, type: "戸建" | "集合住宅" | "電柱") {
  await page.goto(at("/targets/create/new"));
  await page.getByLabel(/^種別/).selectOption({ label: type });
}

describe("/targets/create/new as admin", () => {
  it("fills the address from the postal code without any request off the machine", async () => {
    const page = await signedInPage("admin@example.jp", { width: 1366, height: 768 });
    const requests = recordRequests(page);
    await openForm(page, "戸建");
    // Full-width digits with a hyphen are accepted.
    await page.getByLabel("郵便番号").fill("１４３－００１３");
    await expect.poll(() => field(page, "都道府県").inputValue()).toBe("東京都");
    expect(await field(page, "市区町村").inputValue()).toBe("大田区");
    expect(await field(page, "町域").inputValue()).toBe("大森南");
    expect(await page.getByLabel("郵便番号").inputValue()).toBe("143-0013");

    // Another code replaces what the lookup filled, but not what the person typed since.
    await field(page, "町域").fill("大森南四丁目");
    await page.getByLabel("郵便番号").fill("1400002");
    await expect.poll(() => field(page, "市区町村").inputValue()).toBe("品川区");
    expect(await field(page, "町域").inputValue()).toBe("大森南四丁目");
    await page.getByText("入力済みの町域はそのままにしました", { exact: false }).waitFor();

    // Kana is normalised when leaving the field.
    await page.getByLabel("物件名カナ").fill("やまだﾃｲ");
    await page.getByLabel("物件名カナ").blur();
    expect(await page.getByLabel("物件名カナ").inputValue()).toBe("ヤマダテイ");

    const hosts = requests.map((u) => new URL(u)).filter((u) => /^https?:$/.test(u.protocol));
    expect(hosts.length).toBeGreaterThan(0);
    expect(hosts.filter((u) => !LOCAL_HOSTS.has(u.hostname)).map((u) => u.href)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "targets-create-1366");
  });

  it("creates an apartment with 101–110 and 201–210: 20 units", async () => {
    const page = await signedInPage("admin@example.jp");
    await openForm(page, "集合住宅");
    const name = `コーポ試験${Date.now()}`;
    await page.getByLabel(/^物件名\s*\*?$/).fill(name);
    await page.getByLabel("物件名カナ").fill("こーぽしけん");
    await field(page, "階（から）").fill("1");
    await field(page, "階（まで）").fill("2");
    await field(page, "各階の部屋数").fill("10");
    await page.getByRole("button", { name: "部屋番号を生成" }).click();
    const list = page.getByLabel("部屋番号の一覧");
    const rooms = (await list.inputValue()).split("\n");
    expect(rooms).toHaveLength(20);
    expect([rooms[0], rooms[9], rooms[10], rooms[19]]).toEqual(["101", "110", "201", "210"]);
    expect(await page.getByLabel("総戸数").inputValue()).toBe("20");
    await shot(page, "targets-create-apartment");

    await page.getByRole("button", { name: "登録" }).click();
    await page.waitForURL((url) => /^\/targets\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByTestId("alert-bar").innerText()).toContain("登録しました");
    const id = new URL(page.url()).pathname.split("/").pop();
    const target = (await session.graphql(
      `query ($id: ID!) { target(id: $id) { name nameKana totalUnits details { roomNumber floor } } }`,
      { id },
    )) as {
      target: {
        name: string;
        nameKana: string;
        totalUnits: number;
        details: { roomNumber: string; floor: number | null }[];
      };
    };
    expect(target.target.name).toBe(name);
    expect(target.target.nameKana).toBe("コーポシケン");
    expect(target.target.totalUnits).toBe(20);
    expect(target.target.details.map((d) => d.roomNumber).sort()).toEqual([...rooms].sort());
  });

  it("warns, without blocking, about another target with the same pole number", async () => {
    const page = await signedInPage("admin@example.jp");
    await openForm(page, "電柱");
    await page.getByLabel(/^電柱番号/).fill("森ケ崎 190");
    const warning = page.getByText("同じ住所または電柱番号の対象物件があります");
    await warning.waitFor();
    const link = page.getByRole("link", { name: /森ケ崎 190/ });
    expect(await link.getAttribute("href")).toMatch(/^\/targets\/\d+$/);
    await shot(page, "targets-create-duplicate");
    // Still savable: the save button is there and enabled.
    expect(await page.getByRole("button", { name: "登録" }).isEnabled()).toBe(true);
  });
});

describe("/targets/create/new without targetEdit", () => {
  it("shows no form and no save button", async () => {
    const page = await signedInPage("negotiation@example.jp", { path: "/targets/create/new" });
    await page.getByText("対象物件を登録する権限がありません").waitFor();
    expect(await page.getByRole("button", { name: "登録" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
