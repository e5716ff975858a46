import { describe, expect, it } from "vitest";
import { detailFormSchema, detailFormValues, modelsOfLineType } from "./detail-form";

const models = [
  { id: 1, name: "V-100", deviceLineType: 1 },
  { id: 2, name: "R-200", deviceLineType: 2 },
];

describe("unit form", () => {
  it("lists only the models of the chosen line type", () => {
    expect(modelsOfLineType(models, "1").map((m) => m.id)).toEqual([1]);
    expect(modelsOfLineType(models, "2").map((m) => m.id)).toEqual([2]);
    expect(modelsOfLineType(models, "0")).toEqual([]);
  });

  it("turns the inputs into the API's values", () => {
    const values = detailFormValues({
      roomNumber: "101",
      floor: 1,
      deviceLineType: 1,
      deviceModelId: 1,
    });
    expect(detailFormSchema(models).parse(values)).toEqual({
      roomNumber: "101",
      floor: 1,
      deviceLineType: 1,
      deviceInstallationTypeId: null,
      deviceModelId: 1,
      notes: null,
    });
  });

  it("refuses a model of another line type and a floor out of range", () => {
    const values = detailFormValues({ floor: 1, deviceLineType: 2, deviceModelId: 1 });
    const bad = detailFormSchema(models).safeParse({ ...values, floor: "300" });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain("選択した機器型番は機器回線種別に合いません");
    expect(messages).toContain("階は-5から200の間で入力してください");
  });
});
