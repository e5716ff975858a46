// 工事編集 (/constructions/{id}, issue #18) in a real browser on the seeded data: a 施工中
// construction with a failing reading names it when 完了 is pressed, is refused without a reason
// and completes with one; a work item is added, edited and removed; a photo (a PNG made here) is
// uploaded, shown as a thumbnail and deleted; a 工事担当 sees its company's construction with its
// photos and "not found" for another company's; on a 390 × 844 phone nothing scrolls sideways and
// every control is ≥ 44 px high; axe finds nothing serious.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { drawerAtStart } from "./phone";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const CREW = "construction@example.jp";
const PHONE = { width: 390, height: 844 };
/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

interface Seeded {
  id: string;
  code: string;
  status: number;
  version: number;
  associateCompany: { name: string } | null;
  measurements: { id: string; passed: boolean; judgement: string | null }[];
  attachments: { id: string; kind: string; fileName: string }[] | null;
}

const FIELDS = `id code status version associateCompany { name }
  measurements { id passed judgement } attachments { id kind fileName }`;

async function list(filter: Record<string, unknown>, as?: string) {
  const data = (await session.graphql(
    `query ($filter: ConstructionFilter) {
      constructions(filter: $filter, sort: ID, order: ASC, pageSize: 200) { items { ${FIELDS} } }
    }`,
    { filter },
    as,
  )) as { constructions: { items: Seeded[] } };
  return data.constructions.items;
}

async function construction(id: string) {
  const data = (await session.graphql(
    `query ($id: ID!) { construction(id: $id) {
      ${FIELDS} overrideReason
      entries { id item quantity removedSerial notes }
    } }`,
    { id },
  )) as {
    construction: Seeded & {
      overrideReason: string | null;
      entries: { id: string; item: string; quantity: number; removedSerial: string | null }[];
    };
  };
  return data.construction;
}

const editPath = (c: Pick<Seeded, "id">) => `/constructions/${c.id}`;

async function shown(page: Page, c: Pick<Seeded, "code">) {
  await page.getByRole("heading", { level: 1, name: `工事編集（${c.code}）` }).waitFor();
  await page.getByRole("definition").first().waitFor();
}

const fact = (page: Page, label: string) =>
  page.locator("dl[aria-label='工事の概要'] > div").filter({ hasText: label }).locator("dd");

/** Every visible button, input and select of the page (not the shell) under 44 px high. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "section[aria-labelledby='page-title'] :is(button, input, select, textarea)",
      ),
    ]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 2 && box.height > 2 && box.height < 43.5)
      .map(
        ({ el, box }) =>
          `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent} ${box.height}`,
      ),
  );
}

describe("工事編集 /constructions/{id}", () => {
  let started: Seeded[];
  beforeAll(async () => {
    started = await list({ status: [4] });
    expect(started.length).toBeGreaterThanOrEqual(2);
  });

  it("completes a 施工中 construction with a failing reading only with a reason", async () => {
    // One with a failing reading: the seed's, or one given a reading far too weak.
    let c = started.find((s) => s.measurements.some((m) => m.judgement === "不合格"));
    if (!c) {
      c = started[0]!;
      await session.graphql(
        `mutation ($input: CreateMeasurementInput!) { createMeasurement(input: $input) { id } }`,
        {
          input: { constructionId: c.id, point: "光コンセント", wavelengthNm: 1490, powerDbm: -60 },
        },
      );
    }
    const page = await signedInPage("admin@example.jp", { path: editPath(c) });
    await shown(page, c);
    expect(await fact(page, "状態").innerText()).toBe("施工中");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "完了", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "工事の完了" });
    const blocking = dialog.getByRole("list", { name: "完了を妨げている測定" });
    await blocking.waitFor();
    expect((await blocking.getByRole("listitem").allInnerTexts()).join("\n")).toContain("不合格");
    await shot(page, "construction-edit-complete-blocked");

    await dialog.getByRole("button", { name: "完了にする" }).click();
    await dialog.getByText("完了にする理由を入力してください").waitFor();
    expect((await construction(c.id)).status).toBe(4);

    await dialog.getByLabel("完了理由").fill("顧客都合により再測定不可のため");
    await dialog.getByRole("button", { name: "完了にする" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await construction(c.id)).status).toBe(5);
    expect((await construction(c.id)).overrideReason).toBe("顧客都合により再測定不可のため");
    await expect.poll(() => fact(page, "状態").innerText()).toBe("完了");
    await expect
      .poll(() => fact(page, "完了理由").innerText())
      .toBe("顧客都合により再測定不可のため");
  });

  it("adds, edits and removes a work item", async () => {
    const c = started.at(-1)!;
    const page = await signedInPage("admin@example.jp", { path: editPath(c) });
    await shown(page, c);
    const before = (await construction(c.id)).entries.length;

    await page.getByRole("button", { name: "明細を追加" }).click();
    const form = page.getByRole("form", { name: "工事明細の追加" });
    await form.getByLabel("数量").fill("2");
    await form.getByLabel("撤去機器のシリアル番号").fill("E2E-SN-001");
    await form.getByRole("button", { name: "追加" }).click();
    await form.waitFor({ state: "hidden" });
    let entries = (await construction(c.id)).entries;
    expect(entries).toHaveLength(before + 1);
    const added = entries.find((e) => e.removedSerial === "E2E-SN-001")!;
    expect(added.quantity).toBe(2);
    const card = page.getByRole("listitem").filter({ hasText: "E2E-SN-001" });
    await card.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("button", { name: /を編集$/ }).click();
    const edit = page.getByRole("form", { name: "工事明細の編集" });
    await edit.getByLabel("数量").fill("3");
    await edit.getByLabel("備考").fill("宅内配線も交換");
    await edit.getByRole("button", { name: "更新" }).click();
    await edit.waitFor({ state: "hidden" });
    entries = (await construction(c.id)).entries;
    expect(entries.find((e) => e.id === added.id)?.quantity).toBe(3);
    await page.getByRole("listitem").filter({ hasText: "宅内配線も交換" }).waitFor();

    await page
      .getByRole("listitem")
      .filter({ hasText: "E2E-SN-001" })
      .getByRole("button", { name: /を削除$/ })
      .click();
    await page
      .getByRole("dialog", { name: "工事明細の削除" })
      .getByRole("button", { name: "削除" })
      .click();
    await page
      .getByRole("listitem")
      .filter({ hasText: "E2E-SN-001" })
      .waitFor({ state: "detached" });
    expect((await construction(c.id)).entries.find((e) => e.id === added.id)).toBeUndefined();
  });

  it("uploads a photo, shows its thumbnail and deletes it", async () => {
    const c = started.at(-1)!;
    const page = await signedInPage("admin@example.jp", { path: editPath(c) });
    await shown(page, c);
    const name = `e2e-${Date.now()}.png`;
    await page
      .getByLabel("写真ファイル")
      .setInputFiles({ name, mimeType: "image/png", buffer: PNG });
    const thumbnail = page.getByRole("img", { name });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);
    expect(await thumbnail.getAttribute("src")).toMatch(/^blob:/);
    const stored = (await construction(c.id)).attachments!.find((a) => a.fileName === name);
    expect(stored?.kind).toBe("photo");
    await shot(page, "construction-edit-photo");

    await page.getByRole("button", { name: `${name}を削除` }).click();
    await page
      .getByRole("dialog", { name: "写真の削除" })
      .getByRole("button", { name: "削除" })
      .click();
    await thumbnail.waitFor({ state: "detached" });
    expect((await construction(c.id)).attachments!.some((a) => a.fileName === name)).toBe(false);
    expect(session.cspViolations().filter((v) => !/eval/.test(v))).toEqual([]);
  });

  it("refuses a photo over 7 MB in Japanese", async () => {
    const c = started.at(-1)!;
    const page = await signedInPage("admin@example.jp", { path: editPath(c) });
    await shown(page, c);
    await page.getByLabel("写真ファイル").setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(7 * 1024 * 1024 + 1),
    });
    await page.getByRole("alert").filter({ hasText: "7 MB以下の写真を選択してください" }).waitFor();
  });
});

describe("工事編集 as a 工事担当", () => {
  it("shows its company's construction with its photos on a phone, and no other company's", async () => {
    const mine = await list({}, CREW);
    expect(mine.length).toBeGreaterThan(0);
    const company = mine[0]!.associateCompany?.name;
    const other = (await list({})).find(
      (c) => c.associateCompany && c.associateCompany.name !== company,
    );
    expect(other).toBeDefined();
    // One with a photo: the seed's, or one uploaded here as the crew would.
    let withPhoto = mine.find((c) => c.attachments?.some((a) => a.kind === "photo"));
    if (!withPhoto) {
      withPhoto = mine[0]!;
      await session.graphql(
        `mutation ($input: CreateAttachmentInput!) { createAttachment(input: $input) { id } }`,
        {
          input: {
            ownerType: "construction",
            ownerId: withPhoto.id,
            kind: "photo",
            fileName: "crew.png",
            mimeType: "image/png",
            contentBase64: PNG.toString("base64"),
          },
        },
        CREW,
      );
    }
    const photos = (await construction(withPhoto.id)).attachments!.filter(
      (a) => a.kind === "photo",
    );

    const page = await signedInPage(CREW, { ...PHONE, path: editPath(withPhoto) });
    await shown(page, withPhoto);
    const drawer = await drawerAtStart(page);
    const first = page.getByRole("img", { name: photos[0]!.fileName }).first();
    await expect
      .poll(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Whom to ask for at the door, never how to reach them.
    const facts = await page.locator("dl[aria-label='工事の概要']").innerText();
    expect(facts).not.toMatch(/@|電話|携帯/);
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "construction-edit-crew-phone");

    await page.goto(at(`/constructions/${other!.id}`));
    await page.getByText("該当する工事が見つかりません").waitFor();
    // The shell starts a phone with its drawer collapsed (checked last: it is the shell's part).
    expect(drawer).toBe("collapsed");
  });
});
