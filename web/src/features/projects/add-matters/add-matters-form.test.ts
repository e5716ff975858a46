import { describe, expect, it } from "vitest";
import {
  addMattersFormSchema,
  addMattersFormValues,
  addMattersInput,
  defaultAddMattersFilter,
  selectionProblem,
} from "./add-matters-form";

describe("add matters settings", () => {
  it("starts from the project's work type and sends only what was set", () => {
    const values = addMattersFormValues({ workType: 3 });
    expect(values).toEqual({ workType: "3", assigneeUserId: "", dueDate: "" });
    expect(addMattersInput("7", new Set(["1", "2"]), addMattersFormSchema.parse(values))).toEqual({
      projectId: "7",
      targetIds: ["1", "2"],
      workType: 3,
    });
    expect(
      addMattersFormSchema.parse({ workType: "2", assigneeUserId: "5", dueDate: "2026-12-31" }),
    ).toEqual({ workType: 2, assigneeUserId: 5, dueDate: "2026-12-31" });
  });

  it("refuses a bad due date and a missing work type", () => {
    const r = addMattersFormSchema.safeParse({ workType: "", assigneeUserId: "", dueDate: "x" });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      "工事種別を選択してください",
      "期限はYYYY/MM/DDの形式で入力してください",
    ]);
  });

  it("limits one call to 5,000 targets", () => {
    expect(selectionProblem(0)).toBe("追加する対象物件を選択してください");
    expect(selectionProblem(5000)).toBeNull();
    expect(selectionProblem(5001)).toBe("一度に追加できるのは5,000件までです（5,001件を選択中）");
  });

  it("searches the project's client's targets not yet in the project", () => {
    expect(defaultAddMattersFilter({ id: "4", clientId: 2 })).toEqual({
      clientId: 2,
      notInProjectId: 4,
    });
    expect(defaultAddMattersFilter({ id: "4", clientId: null })).toEqual({ notInProjectId: 4 });
  });
});
