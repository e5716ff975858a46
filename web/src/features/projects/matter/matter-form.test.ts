import { describe, expect, it } from "vitest";
import { matterFormSchema, matterFormValues, statusOptions } from "./matter-form";

describe("statusOptions", () => {
  it("words hold, release and completion as what they do", () => {
    expect(statusOptions({ status: 2, allowedStatuses: [9] })).toEqual([
      { id: 9, name: "保留にする" },
    ]);
    expect(statusOptions({ status: 9, allowedStatuses: [2] })).toEqual([
      { id: 2, name: "保留解除（交渉中に戻す）" },
    ]);
    expect(statusOptions({ status: 6, allowedStatuses: [7, 9] })).toEqual([
      { id: 7, name: "完了にする" },
      { id: 9, name: "保留にする" },
    ]);
    expect(statusOptions({ status: 7, allowedStatuses: [] })).toEqual([]);
  });
});

describe("matterFormSchema", () => {
  it("keeps the status unless one is chosen, clears empty fields", () => {
    const values = matterFormValues({ assigneeUserId: 3, dueDate: "2026-12-01", notes: "メモ" });
    expect(values).toEqual({
      status: "",
      assigneeUserId: "3",
      dueDate: "2026-12-01",
      notes: "メモ",
    });
    expect(matterFormSchema.parse(values)).toEqual({
      assigneeUserId: 3,
      dueDate: "2026-12-01",
      notes: "メモ",
    });
    expect(
      matterFormSchema.parse({ status: "9", assigneeUserId: "", dueDate: "", notes: "  " }),
    ).toEqual({ status: 9, assigneeUserId: null, dueDate: null, notes: null });
  });

  it("refuses a date that is no day", () => {
    const r = matterFormSchema.safeParse({
      status: "",
      assigneeUserId: "",
      dueDate: "2026/13/01",
      notes: "",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("期限はYYYY/MM/DDの形式で入力してください");
  });
});
