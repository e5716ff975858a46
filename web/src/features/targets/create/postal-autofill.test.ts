import { describe, expect, it } from "vitest";
import { autofillPlan } from "./postal-autofill";

const OMORI = { prefecture: "東京都", city: "大田区", town: "大森南" };
const EMPTY = { prefecture: "", city: "", town: "" };

describe("autofillPlan", () => {
  it("fills empty fields", () => {
    expect(autofillPlan(EMPTY, {}, OMORI)).toEqual({ fill: OMORI, kept: [] });
  });

  it("replaces what the previous lookup filled", () => {
    const previous = { prefecture: "東京都", city: "品川区", town: "東品川" };
    expect(autofillPlan(previous, previous, OMORI)).toEqual({
      fill: { city: "大田区", town: "大森南" },
      kept: [],
    });
  });

  it("keeps what the person typed since", () => {
    const previous = { prefecture: "東京都", city: "品川区", town: "東品川" };
    const typed = { prefecture: "東京都", city: "品川区", town: "東品川四丁目" };
    expect(autofillPlan(typed, previous, OMORI)).toEqual({
      fill: { city: "大田区" },
      kept: ["town"],
    });
    expect(autofillPlan({ ...EMPTY, town: "大森南一丁目" }, {}, OMORI)).toEqual({
      fill: { prefecture: "東京都", city: "大田区" },
      kept: ["town"],
    });
  });
});
