import { describe, expect, it } from "vitest";
import {
  addableReadings,
  buildRows,
  rowState,
  savePlan,
  summarize,
  VALUE_REQUIRED,
  type SavedMeasurement,
  type ThresholdRange,
} from "./reading-rows";

const THRESHOLDS: ThresholdRange[] = [
  { point: "V-ONU入力", wavelengthNm: 1550, minDbm: -12, maxDbm: 2 },
  { point: "R-ONU入力", wavelengthNm: 1490, minDbm: -27, maxDbm: -8 },
  { point: "光コンセント", wavelengthNm: 1490, minDbm: -27, maxDbm: -8 },
  { point: "光コンセント", wavelengthNm: 1550, minDbm: -12, maxDbm: 2 },
  { point: "クロージャ", wavelengthNm: 1310, minDbm: -27, maxDbm: -8 },
];
const EXPECTED = THRESHOLDS.slice(0, 3);

const saved = (over: Partial<SavedMeasurement>): SavedMeasurement => ({
  id: "1",
  point: "V-ONU入力",
  wavelengthNm: 1550,
  powerDbm: -5,
  thresholdMin: -12,
  thresholdMax: 2,
  judgement: "合格",
  measuredAt: "2026-11-25T01:00:00Z",
  measuredByUser: { name: "渡辺 翔太" },
  version: 3,
  ...over,
});

describe("buildRows", () => {
  it("pre-fills one row per expected reading, fills it with its saved one, and adds the others", () => {
    const rows = buildRows({
      expected: EXPECTED,
      added: [{ point: "クロージャ", wavelengthNm: 1310 }],
      measurements: [
        saved({ id: "7", point: "R-ONU入力", wavelengthNm: 1490, powerDbm: -30 }),
        saved({ id: "5" }),
        // A second reading of the same point: a row of its own, after the expected ones.
        saved({ id: "9", measuredAt: "2026-11-25T02:00:00Z" }),
      ],
      thresholds: THRESHOLDS,
    });
    expect(rows.map((r) => [r.key, r.expected])).toEqual([
      ["m:5", true],
      ["m:7", true],
      ["e:光コンセント:1490", true],
      ["e:クロージャ:1310", false],
      ["m:9", false],
    ]);
    expect(rows[1]).toMatchObject({ min: -27, max: -8 });
  });

  it("takes the range of a saved reading the master no longer has from the reading itself", () => {
    const [row] = buildRows({
      expected: [],
      added: [],
      measurements: [
        saved({ point: "クロージャ", wavelengthNm: 1550, thresholdMin: -20, thresholdMax: -3 }),
      ],
      thresholds: THRESHOLDS,
    });
    expect(row).toMatchObject({ min: -20, max: -3 });
  });
});

describe("rowState, savePlan, summarize", () => {
  const rows = buildRows({
    expected: EXPECTED,
    added: [],
    measurements: [saved({ id: "5", powerDbm: -5 })],
    thresholds: THRESHOLDS,
  });

  it("shows the API's judgement while untouched and a live one once typed", () => {
    expect(rowState(rows[0]!, {})).toMatchObject({
      judgement: "合格",
      live: false,
      changed: false,
    });
    // The same value typed differently is no change.
    expect(rowState(rows[0]!, { "m:5": "ー５" })).toMatchObject({ changed: false });
    expect(rowState(rows[0]!, { "m:5": "2.01" })).toMatchObject({
      judgement: "不合格",
      live: true,
      changed: true,
      range: "範囲 −12.00〜+2.00",
    });
    expect(rowState(rows[1]!, { "e:R-ONU入力:1490": "ー27" })).toMatchObject({
      judgement: "合格",
      live: true,
    });
    expect(rowState(rows[2]!, {})).toMatchObject({ judgement: null, changed: false });
  });

  it("writes only changed and new rows, with the version read; refuses bad or emptied ones", () => {
    const edits = { "m:5": "-6", "e:R-ONU入力:1490": "−20.5", "e:光コンセント:1490": "" };
    expect(savePlan(rows, edits)).toEqual({
      writes: [
        { key: "m:5", kind: "update", id: "5", version: 3, powerDbm: -6 },
        {
          key: "e:R-ONU入力:1490",
          kind: "create",
          reading: { point: "R-ONU入力", wavelengthNm: 1490 },
          powerDbm: -20.5,
        },
      ],
      invalid: {},
    });
    const bad = savePlan(rows, { "m:5": "", "e:R-ONU入力:1490": "x" });
    expect(bad.invalid).toEqual({
      "m:5": VALUE_REQUIRED,
      "e:R-ONU入力:1490": "数値で入力してください（例: -12.50）",
    });
    expect(bad.writes).toEqual([]);
  });

  it("counts 合格 / 不合格 / 未測定 as the rows show", () => {
    expect(summarize(rows, {})).toEqual({ passed: 1, failed: 0, unmeasured: 2 });
    expect(summarize(rows, { "e:R-ONU入力:1490": "-30" })).toEqual({
      passed: 1,
      failed: 1,
      unmeasured: 1,
    });
  });

  it("offers only the master's combinations not on the page", () => {
    expect(addableReadings(THRESHOLDS, rows)).toEqual([
      { point: "光コンセント", wavelengthNm: 1550 },
      { point: "クロージャ", wavelengthNm: 1310 },
    ]);
  });
});
