import { flagsOf } from "@cfx/domain/flags";
import { describe, expect, it } from "vitest";
import { myMattersLanding, startsFromMyMatters } from "./my-matters-landing";

describe("my matters first (#37.17)", () => {
  it("is the start of 案件担当 and 発注担当 only", () => {
    const starts = [1, 2, 3, 4, 5, 6, 7, 8].filter((r) => startsFromMyMatters(flagsOf(r)));
    expect(starts).toEqual([3, 4]);
  });

  it("lands on 担当者 = me only when the URL holds no condition", () => {
    expect(myMattersLanding(flagsOf(3), "12", "")).toBe("?assigneeUserId=12");
    expect(myMattersLanding(flagsOf(4), "13", "?")).toBe("?assigneeUserId=13");
    expect(myMattersLanding(flagsOf(3), "12", "?status=1")).toBeUndefined();
    expect(myMattersLanding(flagsOf(5), "14", "")).toBeUndefined();
    expect(myMattersLanding(flagsOf(3), undefined, "")).toBeUndefined();
  });
});
