// 12. Felt speed, measured in Chromium (issue #42): the web app as the gateway serves it in
// production (web/dist, trusted documents), on the database just seeded, in Debian's Chromium on
// two profiles: a desk (1280 × 800, the machine's own network) and the phone of the field issue
// (browser.ts: 390 × 844 touch, 400 kbit/s and 400 ms latency once the service worker is
// installed). Per profile, admin signs in through the form at /targets, then:
// - `loads` navigations to /targets, each a fresh document as a reload or a new tab: Chromium's
//   LCP and the first row painted (web-speed-probe.ts), from the navigation's start;
// - `samples` filter changes (after 2 not counted): 電柱番号 typed key by key (80 ms apart, as a
//   person types), then Enter: from the Enter's keydown to the new rows painted, a different value
//   each time (never a cached answer);
// - INP over every interaction of those changes (each key, each tap of 絞り込み on the phone).
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  SLOW_NETWORK,
  launchChromium,
  serviceWorkerReady,
  signInThroughForm,
  throttle,
} from "./browser";
import { PROBE, READ_PROBE, type ProbeReading } from "./web-speed-probe";
import { repoRoot } from "./services";
import { ms, stats, table, type Stats } from "./stats";

export const LCP_GOAL_MS = 1_000;
export const FILTER_GOAL_MS = 300;
export const INP_GOAL_MS = 100;
const WARMUP_SAMPLES = 2;

export type ProfileFigures = {
  profile: "desk" | "phone";
  /** Sign-in submitted → the first targets rows painted (one sample). */
  signInToRows: number;
  lcp: Stats;
  firstRows: Stats;
  filter: Stats;
  /** The /graphql request of each filter change alone: the network and the servers' share. */
  filterRequest: Stats;
  /** web-vitals' INP: the worst interaction, skipping one per 50 interactions (0: none ≥ 16 ms). */
  inp: number;
  interactions: number;
};

export type WebSpeedFigures = { targets: number; profiles: ProfileFigures[] };

const firstRow = (page: Page) =>
  page
    .locator('table[aria-label="対象物件一覧"] tbody tr, ul[aria-label="対象物件一覧"] > li')
    .first();
const read = (page: Page) => page.evaluate<ProbeReading>(READ_PROBE);
// Functions, not strings: the app's Content-Security-Policy forbids eval, which a string needs.
type Probed = { __webSpeed: { rowsAt: number; filter: unknown[] } };
const rowsPainted = (page: Page) =>
  page.waitForFunction(() => (window as unknown as Probed).__webSpeed.rowsAt > 0);
const filterSamples = (page: Page, n: number) =>
  page.waitForFunction((n) => (window as unknown as Probed).__webSpeed.filter.length >= n, n);

/** A value of 電柱番号 per sample: "<n>-" matches about 1 % of the poles, a different 1 % each. */
const poleFilter = (i: number) => `${10 + ((i * 7) % 90)}-`;

async function measureProfile(
  url: string,
  profile: ProfileFigures["profile"],
  loads: number,
  samples: number,
): Promise<ProfileFigures> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(profile === "phone" ? PHONE : DESKTOP);
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const targets = new URL("/targets", url).toString();
    // Signed out, /targets goes to the sign-in form, which comes back once signed in.
    await page.goto(targets);
    await signInThroughForm(page, "admin@example.jp");
    await rowsPainted(page);
    const signedIn = await read(page);
    // Warm, as crew-phone.ts: the worker holds the app's files before the network slows.
    await serviceWorkerReady(page);
    if (profile === "phone") await throttle(context, page);
    await page.goto(targets);
    await firstRow(page).waitFor();

    const lcp: number[] = [];
    const firstRows: number[] = [];
    for (let i = 0; i < loads; i++) {
      await page.goto(targets);
      await rowsPainted(page);
      // LCP may still grow after the rows (a later, larger paint): read it after a quiet moment.
      await page.waitForTimeout(300);
      const r = await read(page);
      lcp.push(r.lcp);
      firstRows.push(r.rowsAt);
    }

    for (let i = 0; i < samples + WARMUP_SAMPLES; i++) {
      if (profile === "phone") await page.getByRole("button", { name: /^絞り込み/ }).tap(); // the conditions fold on a phone
      const field = page.getByLabel("電柱番号");
      await field.fill("");
      await field.pressSequentially(poleFilter(i), { delay: 80 });
      await field.press("Enter");
      await filterSamples(page, i + 1);
      await page.waitForTimeout(200);
    }
    const r = await read(page);
    const changes = r.filter.slice(WARMUP_SAMPLES);
    const worstFirst = [...r.interactions].sort((a, b) => b - a);
    return {
      profile,
      signInToRows: signedIn.rowsAt - signedIn.signInAt,
      lcp: stats(lcp),
      firstRows: stats(firstRows),
      filter: stats(changes.map((s) => s.ms)),
      filterRequest: stats(changes.map((s) => s.requestMs)),
      // Event Timing reports nothing under 16 ms: no entry means every interaction was faster.
      inp: worstFirst[Math.floor(r.interactionCount / 50)] ?? 0,
      interactions: r.interactionCount,
    };
  } finally {
    await browser.close();
  }
}

/** Section 12, printed; undefined (and said why) when web/dist is not built. */
export async function webSpeedSection(
  gatewayUrl: string,
  targets: number,
  rounds: number,
): Promise<WebSpeedFigures | undefined> {
  if (!existsSync(join(repoRoot, "web", "dist", "index.html"))) {
    console.log(
      "\n12. Felt speed in Chromium: skipped — web/dist is not built (pnpm --filter @cfx/web build)",
    );
    return undefined;
  }
  const loads = rounds;
  const samples = Math.max(rounds, 20);
  const profiles = [
    await measureProfile(gatewayUrl, "desk", loads, samples),
    await measureProfile(gatewayUrl, "phone", loads, samples),
  ];
  const network = `${SLOW_NETWORK.kbitPerSecond} kbit/s, ${SLOW_NETWORK.latency} ms`;
  console.log(
    table(
      `12. Felt speed in Chromium (${targets.toLocaleString("en")} targets; desk 1280 × 800, phone 390 × 844 at ${network}), ms: ` +
        `/targets loaded signed in (${loads}×) → LCP and first row painted; 電柱番号 typed + Enter (${samples}×) → new rows painted, its /graphql request; INP of that typing`,
      [
        "profile",
        "sign-in → rows",
        "LCP p50",
        "LCP p95",
        "rows p50",
        "rows p95",
        "filter p50",
        "filter p95",
        "request p50",
        "request p95",
        "INP",
        "interactions",
      ],
      profiles.map((p) => [
        p.profile,
        ms(p.signInToRows),
        ms(p.lcp.p50),
        ms(p.lcp.p95),
        ms(p.firstRows.p50),
        ms(p.firstRows.p95),
        ms(p.filter.p50),
        ms(p.filter.p95),
        ms(p.filterRequest.p50),
        ms(p.filterRequest.p95),
        ms(p.inp),
        String(p.interactions),
      ]),
    ),
  );
  return { targets, profiles };
}

/** The goals rows: [goal, figure, met], judged at the 100,000 targets only. */
export function webSpeedGoals(
  web: WebSpeedFigures,
): [goal: string, figure: string, ok: boolean | undefined][] {
  const full = web.targets >= 100_000;
  return web.profiles.flatMap((p) => [
    [
      `web (${p.profile}): /targets signed in, LCP ≤ ${LCP_GOAL_MS / 1000} s (p95 of ${p.lcp.n})`,
      `${ms(p.lcp.p95)} ms (first row ${ms(p.firstRows.p95)} ms)`,
      full ? p.lcp.p95 <= LCP_GOAL_MS : undefined,
    ],
    [
      `web (${p.profile}): filter change → rows ≤ ${FILTER_GOAL_MS} ms (p95 of ${p.filter.n})`,
      `${ms(p.filter.p95)} ms (its request ${ms(p.filterRequest.p95)} ms)`,
      full ? p.filter.p95 <= FILTER_GOAL_MS : undefined,
    ],
    [
      `web (${p.profile}): typing in a filter, INP ≤ ${INP_GOAL_MS} ms`,
      `${ms(p.inp)} ms (${p.interactions} interactions)`,
      full ? p.inp <= INP_GOAL_MS : undefined,
    ],
  ]);
}
