// Field work without signal (#38), as 工事担当 on a 390 × 844 touch phone: the crew opens its home
// online (which keeps its jobs' pages on the phone), loses the signal, opens today's job, starts
// it, adds two work items and a photo, types three readings on 測定値編集 (one failing: 不合格 at
// once) and saves — all into the queue, 未送信 7 in the top bar. A new page, still offline, shows
// the app and the queue intact. Back online, everything arrives within 10 s, the office sees it
// with the crew member named in the audit, and the same queue sent a second time changes nothing
// (each write carries its Idempotency-Key). A reading the office changed meanwhile comes back as a
// conflict that shows both values and keeps the one the crew chooses.

import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { PHONE, useBrowserSession } from "./browser-session";
import { bookTodayForCrew, CREW } from "./crew-fixtures";
import { tokyoDay } from "./fixtures";
import { keptAnswers, keptAnswersText } from "./offline-store";

const session = useBrowserSession();
const { signedInPage, shot } = session;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

interface Reading {
  point: string;
  wavelengthNm: number;
  minDbm: number;
  maxDbm: number;
}
interface Job {
  id: string;
  code: string;
  status: number;
  version: number;
  entries: { id: string; removedSerial: string | null }[];
  attachments: { fileName: string }[] | null;
  expectedReadings: Reading[];
  measurements: {
    id: string;
    point: string;
    wavelengthNm: number;
    powerDbm: number;
    version: number;
    judgement: string | null;
  }[];
}

const JOB = `id code status version entries { id removedSerial } attachments { fileName }
  expectedReadings { point wavelengthNm minDbm maxDbm }
  measurements { id point wavelengthNm powerDbm version judgement }`;

async function job(id: string): Promise<Job> {
  const data = (await session.graphql(`query ($id: ID!) { construction(id: $id) { ${JOB} } }`, {
    id,
  })) as { construction: Job };
  return data.construction;
}

const unsent = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^未送信/ });
const alertBar = (page: Page) => page.getByTestId("alert-bar");
/** The service worker controls the page: a reload without network still has the app. */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });

async function homeOnline(page: Page, code: string) {
  await page.getByRole("heading", { level: 1, name: "今日の作業" }).waitFor();
  await page.getByRole("listitem").filter({ hasText: code }).waitFor();
  // The home keeps its jobs' pages: its own answer and two per job at least.
  await expect.poll(() => keptAnswers(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await expect.poll(() => controlled(page), { timeout: 20_000 }).toBe(true);
}

describe("field work without signal", () => {
  let booked: { id: string; code: string };
  beforeAll(async () => {
    booked = await bookTodayForCrew(session, tokyoDay());
  });

  it("records offline, keeps the queue across pages, and delivers it once when back online", async () => {
    const before = await job(booked.id);
    expect(before.status).toBe(3);
    const page = await signedInPage(CREW, { ...PHONE, path: "/", serviceWorker: true });
    const context: BrowserContext = page.context();
    await homeOnline(page, booked.code);
    // The phone's copy holds only what the crew may see: no customer's phone number or e-mail
    // (the only address in it is the crew member's own, the session's user).
    const kept = await keptAnswersText(page);
    expect(kept).toContain(booked.code);
    expect(kept).not.toMatch(/0\d{1,4}-\d{1,4}-\d{4}/);
    expect(new Set(kept.match(/[\w.+-]+@[\w.-]+/g))).toEqual(new Set([CREW]));

    await context.setOffline(true);
    await page
      .getByRole("listitem")
      .filter({ hasText: booked.code })
      .getByRole("link")
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: `工事編集（${booked.code}）` }).waitFor();

    // 施工開始: asked, then kept in the queue.
    await page
      .getByRole("group", { name: "状態の変更" })
      .getByRole("button", { name: "施工開始" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "施工開始" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("未送信");
    await expect.poll(() => unsent(page).innerText()).toContain("未送信 1");

    // Two work items.
    for (const serial of ["OFF-SN-001", "OFF-SN-002"]) {
      await page.getByRole("button", { name: "明細を追加" }).click();
      const form = page.getByRole("form", { name: "工事明細の追加" });
      await form.getByLabel("数量").fill("1");
      await form.getByLabel("撤去機器のシリアル番号").fill(serial);
      await form.getByRole("button", { name: "追加" }).click();
      await form.waitFor({ state: "hidden" });
    }
    await expect.poll(() => unsent(page).innerText()).toContain("未送信 3");

    // One photo.
    const photoName = `offline-${Date.now()}.png`;
    await page
      .getByLabel("写真ファイル")
      .setInputFiles({ name: photoName, mimeType: "image/png", buffer: PNG });
    await expect.poll(() => unsent(page).innerText()).toContain("未送信 4");

    // Three readings, the first failing: judged on the phone at once.
    await page.getByRole("link", { name: "測定値編集" }).click();
    await page.getByRole("heading", { level: 1, name: `測定値編集（${booked.code}）` }).waitFor();
    const readings = before.expectedReadings.slice(0, 3).map((e, i) => ({
      ...e,
      value: i === 0 ? e.minDbm - 3.5 : Math.round(((e.minDbm + e.maxDbm) / 2) * 100) / 100,
    }));
    expect(readings.length).toBeGreaterThanOrEqual(1);
    for (const r of readings) {
      const input = page.getByLabel(`${r.point} ${r.wavelengthNm}nmの測定値（dBm）`);
      await input.fill(r.value.toFixed(2));
      await input.press("Tab");
    }
    await expect
      .poll(() =>
        page
          .locator(`tr[data-reading="${readings[0]!.point} ${readings[0]!.wavelengthNm}nm"]`)
          .innerText(),
      )
      .toContain("不合格");
    await page.getByRole("button", { name: "保存" }).click();
    const queuedCount = 4 + readings.length;
    await expect.poll(() => unsent(page).innerText()).toContain(`未送信 ${queuedCount}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "field-offline-queued");

    // A new page, still without signal: the app, and the queue intact.
    await page.close();
    const again = await context.newPage();
    await again.goto(session.at("/"));
    await expect
      .poll(() => unsent(again).innerText(), { timeout: 20_000 })
      .toContain(`未送信 ${queuedCount}`);
    await again.getByRole("heading", { level: 1, name: "今日の作業" }).waitFor();
    // Keep a copy of the queue as it is, to send it a second time later.
    await again.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open("cfx-offline");
          open.onsuccess = () => {
            const all = open.result.transaction("queue").objectStore("queue").getAll();
            all.onsuccess = () => {
              (window as unknown as { savedQueue: unknown[] }).savedQueue = all.result;
              resolve();
            };
          };
        }),
    );

    // Back online: all of it arrives within 10 s.
    const back = Date.now();
    await context.setOffline(false);
    await unsent(again).waitFor({ state: "detached", timeout: 10_000 });
    console.log(`field-offline: ${queuedCount} writes delivered in ${Date.now() - back} ms`);
    const after = await job(booked.id);
    expect(after.status).toBe(4);
    const serials = after.entries.map((e) => e.removedSerial);
    expect(serials.filter((s) => s === "OFF-SN-001")).toHaveLength(1);
    expect(serials.filter((s) => s === "OFF-SN-002")).toHaveLength(1);
    expect(after.attachments!.filter((a) => a.fileName === photoName)).toHaveLength(1);
    for (const r of readings) {
      const saved = after.measurements.filter(
        (m) => m.point === r.point && m.wavelengthNm === r.wavelengthNm,
      );
      expect(saved).toHaveLength(1);
      expect(saved[0]!.powerDbm).toBeCloseTo(r.value, 2);
    }
    // The audit names the crew member.
    const { history } = (await session.graphql(
      `query ($id: ID!) { history(entity: CONSTRUCTION, id: $id) { action user { name } } }`,
      { id: booked.id },
    )) as { history: { action: string; user: { name: string } | null }[] };
    expect(history[0]!.user?.name).toBe("渡辺 翔太");

    // The same queue sent again: applied once, nothing doubled.
    await again.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open("cfx-offline");
          open.onsuccess = () => {
            const tx = open.result.transaction("queue", "readwrite");
            for (const w of (window as unknown as { savedQueue: object[] }).savedQueue)
              tx.objectStore("queue").put(w);
            tx.oncomplete = () => resolve();
          };
        }),
    );
    await again.reload();
    await expect.poll(() => unsent(again).count(), { timeout: 15_000 }).toBe(0);
    const twice = await job(booked.id);
    expect(twice.entries).toHaveLength(after.entries.length);
    expect(twice.measurements).toHaveLength(after.measurements.length);
    expect(twice.attachments).toHaveLength(after.attachments!.length);
    expect(twice.status).toBe(4);
  });

  it("shows the crew's reading beside the office's when both changed it, and keeps the one chosen", async () => {
    const current = await job(booked.id);
    const reading = current.measurements.find((m) => m.judgement === "合格")!;
    expect(reading).toBeDefined();
    const page = await signedInPage(CREW, { ...PHONE, path: "/", serviceWorker: true });
    await homeOnline(page, booked.code);
    await page.goto(session.at(`/constructions/measurements/${booked.id}`));
    await page.getByRole("heading", { level: 1, name: `測定値編集（${booked.code}）` }).waitFor();
    await page.context().setOffline(true);

    const mine = Math.round((reading.powerDbm - 0.25) * 100) / 100;
    const input = page.getByLabel(`${reading.point} ${reading.wavelengthNm}nmの測定値（dBm）`);
    await input.fill(mine.toFixed(2));
    await input.press("Tab");
    await page.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => unsent(page).innerText()).toContain("未送信 1");

    // Meanwhile the office corrects the same reading.
    const theirs = Math.round((reading.powerDbm + 0.5) * 100) / 100;
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateMeasurementInput!) { updateMeasurement(id: $id, input: $input) { id } }`,
      { id: reading.id, input: { powerDbm: theirs, version: reading.version } },
    );

    await page.context().setOffline(false);
    const dialog = page.getByRole("dialog", { name: /未送信の記録/ });
    await dialog.waitFor({ timeout: 15_000 });
    const table = dialog.getByRole("table", { name: "あなたの値と最新の値" });
    await table.waitFor();
    const line = await table.getByRole("row", { name: /測定値（dBm）/ }).innerText();
    expect(line).toContain(String(mine));
    expect(line).toContain(String(theirs));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "field-offline-conflict");
    await dialog.getByRole("button", { name: "自分の値で更新" }).click();
    // Read from the server, not from 未送信's button: while the dialog is open the top bar is
    // hidden from the accessibility tree, so the button would seem gone at once.
    const stored = async () =>
      (await job(booked.id)).measurements.find((m) => m.id === reading.id)!.powerDbm;
    await expect.poll(stored, { timeout: 10_000 }).toBeCloseTo(mine, 2);
    await expect
      .poll(() =>
        page
          .locator("header")
          .getByText(/^未送信/)
          .count(),
      )
      .toBe(0);
    // The dialog closed with the queue, and gave the page back to screen readers.
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("banner").getByRole("button", { name: "サインアウト" }).waitFor();
  });

  it("says why when the sign-in must be renewed without signal, and keeps the phone's records", async () => {
    const page = await signedInPage(CREW, { ...PHONE, path: "/", serviceWorker: true });
    await homeOnline(page, booked.code);
    await page.context().setOffline(true);
    // The shift outlasted the tokens: both past their time, as the identity library stored them.
    await page.evaluate(() => {
      const past = Math.floor(Date.now() / 1000) - 60;
      const b64 = (text: string) =>
        btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      for (const key of Object.keys(localStorage)) {
        if (!/\.(idToken|accessToken)$/.test(key)) continue;
        const [head, body, signature] = localStorage.getItem(key)!.split(".");
        const claims = JSON.parse(atob(body!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<
          string,
          number
        >;
        const expired = { ...claims, iat: past - 3600, exp: past, auth_time: past - 3600 };
        localStorage.setItem(key, `${head}.${b64(JSON.stringify(expired))}.${signature}`);
      }
    });
    await page.reload();
    await page.getByRole("heading", { name: "サインイン" }).waitFor();
    await expect
      .poll(() => alertBar(page).innerText())
      .toContain("電波がないためサインインを更新できません");
    expect(await keptAnswers(page)).toBeGreaterThan(0);
    await page.context().setOffline(false);
  });
});
