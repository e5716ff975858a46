import { describe, expect, it } from "vitest";
import {
  completionBlockers,
  earlyWorkWarning,
  overrideReasonError,
  OVERRIDE_REASON_REQUIRED,
} from "./completion";

const reading = (over: Partial<Parameters<typeof completionBlockers>[0]["measurements"][0]>) => ({
  id: "1",
  point: "光コンセント",
  wavelengthNm: 1490,
  powerDbm: -20,
  passed: true,
  judgement: "合格",
  ...over,
});

describe("completionBlockers", () => {
  it("names failed and unjudged readings, then the called-for readings nobody took", () => {
    expect(
      completionBlockers({
        measurements: [
          reading({ id: "1", powerDbm: -30.5, passed: false, judgement: "不合格" }),
          reading({
            id: "2",
            point: "クロージャ",
            wavelengthNm: 1310,
            passed: false,
            judgement: null,
          }),
        ],
        expectedReadings: [
          { point: "光コンセント", wavelengthNm: 1490 },
          { point: "R-ONU入力", wavelengthNm: 1490 },
        ],
      }),
    ).toEqual([
      "光コンセント 1490nm：-30.50 dBm（不合格）",
      "クロージャ 1310nm：-20.00 dBm（判定なし）",
      "R-ONU入力 1490nm：未測定",
    ]);
  });

  it("is empty when every called-for reading was taken and passed", () => {
    expect(
      completionBlockers({
        measurements: [reading({})],
        expectedReadings: [{ point: "光コンセント", wavelengthNm: 1490 }],
      }),
    ).toEqual([]);
    // A drop-line removal measures nothing.
    expect(completionBlockers({ measurements: [], expectedReadings: [] })).toEqual([]);
  });
});

describe("overrideReasonError", () => {
  it("asks for a reason only when something blocks", () => {
    expect(overrideReasonError(["x"], "  ")).toBe(OVERRIDE_REASON_REQUIRED);
    expect(overrideReasonError(["x"], "顧客都合で再測定不可")).toBeNull();
    expect(overrideReasonError([], "")).toBeNull();
  });

  it("says the catalogue's limit of a reason that is too long", () => {
    expect(overrideReasonError(["x"], "理".repeat(1000))).toBeNull();
    expect(overrideReasonError(["x"], "理".repeat(1001))).toBe(
      "完了理由は1000文字以内で入力してください",
    );
  });
});

describe("earlyWorkWarning (issue #37.10)", () => {
  it("warns with the booked day only before it", () => {
    expect(earlyWorkWarning("2026-12-01", "2026-11-28")).toBe(
      "工事予定日（2026/12/01）より前です。予定日を確認してください。",
    );
    expect(earlyWorkWarning("2026-12-01", "2026-12-01")).toBeNull();
    expect(earlyWorkWarning("2026-11-20", "2026-11-28")).toBeNull();
    expect(earlyWorkWarning(null, "2026-11-28")).toBeNull();
  });
});
