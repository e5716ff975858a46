import { deviceLineTypeLabels } from "@cfx/domain/enumerations";
import { describe, expect, it } from "vitest";
import { entryItemsOf, installsDevice, lineTypeOfItem } from "./entry-items";

describe("entry items", () => {
  it("follow the work type as the API allows them", () => {
    expect(entryItemsOf(1)).toEqual([`${deviceLineTypeLabels[1]}交換`]);
    expect(entryItemsOf(3)).toEqual([
      `${deviceLineTypeLabels[2]}交換`,
      `${deviceLineTypeLabels[1]}交換`,
    ]);
    expect(entryItemsOf(2)).toEqual([`${deviceLineTypeLabels[2]}交換`]);
    expect(entryItemsOf(4)).toEqual(["撤去"]);
    expect(entryItemsOf(9)).toEqual([]);
  });

  it("tell the device line type of their models", () => {
    expect(lineTypeOfItem(entryItemsOf(1)[0]!)).toBe(1);
    expect(lineTypeOfItem(entryItemsOf(2)[0]!)).toBe(2);
    expect(lineTypeOfItem("撤去")).toBeUndefined();
    expect(installsDevice("撤去")).toBe(false);
    expect(installsDevice(entryItemsOf(2)[0]!)).toBe(true);
  });
});
