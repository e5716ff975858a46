// Timing and the plain aligned tables every section prints (ms and ratios side by side).

export type Stats = { n: number; p50: number; p95: number; max: number };

/** Nearest-rank percentiles of a sample (ms). */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? NaN };
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export type SampleOptions = {
  rounds: number;
  warmup: number;
  budgetMs: number;
  minRounds?: number;
};

/**
 * Times `runs` (several kinds, alternated within each round so drift hits all alike) for up to
 * `rounds` rounds, stopping early once `budgetMs` is spent and `minRounds` are done: slow
 * queries on a large database keep the whole bench bounded, and the tables say how many samples
 * each figure has.
 */
export async function sample(
  runs: readonly (() => Promise<unknown>)[],
  options: SampleOptions,
): Promise<number[][]> {
  for (let i = 0; i < options.warmup; i++) for (const run of runs) await run();
  const samples = runs.map(() => [] as number[]);
  const started = Date.now();
  const minRounds = options.minRounds ?? 5;
  for (let round = 0; round < options.rounds; round++) {
    if (round >= minRounds && Date.now() - started > options.budgetMs) break;
    for (const [i, run] of runs.entries()) samples[i]!.push(await timed(run));
  }
  return samples;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : "—");
export const ratio = (a: number, b: number) =>
  Number.isFinite(a / b) && b > 0 ? `×${(a / b).toFixed(2)}` : "—";
export const mib = (kib: number | undefined) =>
  kib === undefined ? "—" : `${(kib / 1024).toFixed(1)} MiB`;

/**
 * How far an RSS reading `to` is from `from` (KiB): the fraction, `+12.3%` and
 * `300 → 337 MiB (+12.3%)`; undefined when a reading is missing.
 */
export function rssGrowth(from: number | undefined, to: number | undefined) {
  if (!from || !to) return undefined;
  const change = (to - from) / from;
  const percent = `${(change * 100).toFixed(1)}%`;
  return {
    change,
    percent,
    text: `${(from / 1024).toFixed(0)} → ${(to / 1024).toFixed(0)} MiB (${percent})`,
  };
}

/** Display width: CJK and full-width characters take two columns. */
function width(s: string): number {
  let n = 0;
  for (const ch of s)
    n +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        ch,
      )
        ? 2
        : 1;
  return n;
}

/** A plain table: first column left-aligned, the others right-aligned. */
export function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const cell = (s: string, i: number) => {
    const pad = " ".repeat(Math.max(0, widths[i]! - width(s)));
    return i === 0 ? s + pad : pad + s;
  };
  const line = (cells: string[]) => cells.map(cell).join("  ").trimEnd();
  return [
    "",
    title,
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
  ].join("\n");
}
