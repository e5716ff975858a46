// The rows of the measurement page: one per reading the work type calls for (expectedReadings,
// pre-filled point and wavelength), each filled by a saved measurement of that point and
// wavelength; the rows the crew added; then any other saved measurement. The inputs' text lives
// apart (keyed by row) so a reload after a save keeps what was typed in the other rows.

import { judge, parseDbm, rangeLabel, toHundredths, type DbmInput, type Judgement } from "./dbm";

export interface Reading {
  point: string;
  wavelengthNm: number;
}

export interface ThresholdRange extends Reading {
  minDbm: number | null;
  maxDbm: number | null;
}

export interface SavedMeasurement extends Reading {
  id: string;
  powerDbm: number;
  thresholdMin: number | null;
  thresholdMax: number | null;
  judgement: string | null;
  measuredAt: string;
  measuredByUser: { name: string } | null;
  version: number;
}

export interface ReadingRow extends Reading {
  /** `m:<id>` for a saved one, `e:<point>:<nm>` for a reading not measured yet. */
  key: string;
  min: number | null;
  max: number | null;
  saved: SavedMeasurement | null;
  /** One of the work type's readings (it stays, even unmeasured). */
  expected: boolean;
}

export const comboKey = (r: Reading) => `${r.point}:${r.wavelengthNm}`;
const unsavedKey = (r: Reading) => `e:${comboKey(r)}`;

/** The rows, in the order a crew walks them. */
export function buildRows({
  expected,
  added,
  measurements,
  thresholds,
}: {
  expected: readonly ThresholdRange[];
  added: readonly Reading[];
  measurements: readonly SavedMeasurement[];
  thresholds: readonly ThresholdRange[];
}): ReadingRow[] {
  const rangeOf = (r: Reading, fallback?: { min: number | null; max: number | null }) => {
    // The master's row today: the API judges a new or changed reading against it.
    const t = thresholds.find((x) => comboKey(x) === comboKey(r));
    return t
      ? { min: t.minDbm, max: t.maxDbm }
      : (fallback ?? { min: null as number | null, max: null as number | null });
  };
  const unused = [...measurements].sort(
    (a, b) => a.measuredAt.localeCompare(b.measuredAt) || Number(a.id) - Number(b.id),
  );
  const take = (r: Reading) => {
    const at = unused.findIndex((m) => comboKey(m) === comboKey(r));
    return at < 0 ? null : unused.splice(at, 1)[0]!;
  };
  const rows: ReadingRow[] = [];
  const seen = new Set<string>();
  const combos = [
    ...expected.map((e) => ({
      reading: e,
      expected: true,
      range: { min: e.minDbm, max: e.maxDbm },
    })),
    ...added.map((a) => ({ reading: a, expected: false, range: undefined })),
  ];
  for (const { reading, expected: isExpected, range } of combos) {
    if (seen.has(comboKey(reading))) continue;
    seen.add(comboKey(reading));
    const saved = take(reading);
    rows.push({
      key: saved ? `m:${saved.id}` : unsavedKey(reading),
      point: reading.point,
      wavelengthNm: reading.wavelengthNm,
      ...rangeOf(reading, range),
      saved,
      expected: isExpected,
    });
  }
  for (const m of unused)
    rows.push({
      key: `m:${m.id}`,
      point: m.point,
      wavelengthNm: m.wavelengthNm,
      ...rangeOf(m, { min: m.thresholdMin, max: m.thresholdMax }),
      saved: m,
      expected: false,
    });
  return rows;
}

/** What a row holds now: its input's text, or the saved value when untouched. */
export function rowText(row: ReadingRow, edits: Readonly<Record<string, string>>): string {
  return edits[row.key] ?? (row.saved ? row.saved.powerDbm.toFixed(2) : "");
}

export interface RowState {
  input: DbmInput;
  /** The value differs from the saved one (or a new one is typed): 保存 writes it. */
  changed: boolean;
  /** The API's judgement while untouched, the live one (computed here) once changed. */
  judgement: Judgement | null;
  /** Computed here, not yet the API's. */
  live: boolean;
  range: string;
}

export function rowState(row: ReadingRow, edits: Readonly<Record<string, string>>): RowState {
  const input = parseDbm(rowText(row, edits));
  const range = rangeLabel(row.min, row.max);
  const changed =
    input.kind === "invalid" ||
    (row.saved
      ? input.kind !== "value" || input.value !== toHundredths(row.saved.powerDbm)
      : input.kind === "value");
  if (!changed && row.saved)
    return {
      input,
      changed,
      judgement: (row.saved.judgement as Judgement | null) ?? null,
      live: false,
      range,
    };
  const judgement =
    input.kind === "value" && row.min != null && row.max != null
      ? judge(input.value, row.min, row.max)
      : null;
  return { input, changed, judgement, live: true, range };
}

export const VALUE_REQUIRED = "値を入力してください（測定値を消すときは行を削除してください）";

export type Write =
  | { key: string; kind: "create"; reading: Reading; powerDbm: number }
  | { key: string; kind: "update"; id: string; version: number; powerDbm: number };

/** What 保存 sends, or the rows to fix first (key → message). */
export function savePlan(
  rows: readonly ReadingRow[],
  edits: Readonly<Record<string, string>>,
): { writes: Write[]; invalid: Record<string, string> } {
  const writes: Write[] = [];
  const invalid: Record<string, string> = {};
  for (const row of rows) {
    const { input, changed } = rowState(row, edits);
    if (!changed) continue;
    if (input.kind === "invalid") invalid[row.key] = input.message;
    else if (input.kind === "empty") invalid[row.key] = VALUE_REQUIRED;
    else if (row.saved)
      writes.push({
        key: row.key,
        kind: "update",
        id: row.saved.id,
        version: row.saved.version,
        powerDbm: input.value,
      });
    else
      writes.push({
        key: row.key,
        kind: "create",
        reading: { point: row.point, wavelengthNm: row.wavelengthNm },
        powerDbm: input.value,
      });
  }
  return { writes, invalid };
}

export interface Summary {
  passed: number;
  failed: number;
  unmeasured: number;
}

/** 合格 n / 不合格 n / 未測定 n over the rows as they show now. */
export function summarize(
  rows: readonly ReadingRow[],
  edits: Readonly<Record<string, string>>,
): Summary {
  const summary: Summary = { passed: 0, failed: 0, unmeasured: 0 };
  for (const row of rows) {
    const { input, judgement } = rowState(row, edits);
    if (input.kind !== "value") summary.unmeasured++;
    else if (judgement === "合格") summary.passed++;
    else if (judgement === "不合格") summary.failed++;
  }
  return summary;
}

/** The master's combinations not on the page yet (what 「行を追加」 offers). */
export function addableReadings(
  thresholds: readonly ThresholdRange[],
  rows: readonly Reading[],
): Reading[] {
  const present = new Set(rows.map(comboKey));
  return thresholds
    .filter((t) => !present.has(comboKey(t)))
    .map(({ point, wavelengthNm }) => ({ point, wavelengthNm }));
}
