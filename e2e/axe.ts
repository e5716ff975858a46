// Accessibility checks with axe-core in the real browser: `expectNoSeriousViolations(page)` after
// a page has settled. The script is evaluated through the DevTools protocol, not added as an
// inline <script>: the gateway's Content-Security-Policy (rightly) refuses inline scripts, and a
// test must not loosen the policy it also checks. axe probes `eval` once, which the policy
// blocks and reports: read a file's CSP violations before running axe.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";

const require = createRequire(import.meta.url);
let source: string | undefined;

/** The minified axe-core of e2e's devDependencies, read once. */
function axeSource(): string {
  source ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  return source;
}

export type AxeViolation = {
  id: string;
  impact: ImpactValue | null;
  help: string;
  targets: string[];
};

/** Runs axe on the page (or on `selector` only) and returns every violation. */
export async function runAxe(
  page: Page,
  options: { selector?: string; run?: RunOptions } = {},
): Promise<AxeViolation[]> {
  // A panel still fading in has half-transparent text, which axe measures as low contrast: let
  // every running animation and transition finish first (infinite ones, e.g. spinners, excepted).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource());
  const results = await page.evaluate(
    async ({ selector, run }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      // Fluent's focus-trap sentinels (tabster's `<i tabindex=0 aria-hidden data-tabster-dummy>`
      // at the edges of the body and of dialogs) pass focus on at once: nobody can stop on them,
      // but aria-hidden-focus reports them on every page.
      const exclude = [["[data-tabster-dummy]"]];
      return axe.run(selector ? { include: [[selector]], exclude } : { exclude }, run ?? {});
    },
    { selector: options.selector, run: options.run },
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** The serious and critical violations as readable lines (empty: the page passes). */
export async function seriousViolations(
  page: Page,
  options: { selector?: string; run?: RunOptions } = {},
): Promise<string[]> {
  const violations = await runAxe(page, options);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.targets.join(", ")}`);
}
