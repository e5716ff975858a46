import { describe, expect, it } from "vitest";
import {
  completionConsequence,
  negotiationChanges,
  negotiationFormSchema,
  negotiationFormValues,
  REASON_REQUIRED,
  reasonOptions,
  statusOptions,
} from "./negotiation-form";

const statuses = [
  { id: 1, name: "未交渉" },
  { id: 4, name: "交渉中" },
  { id: 5, name: "再訪問" },
  { id: 6, name: "完了" },
];

const open = {
  negotiationStatusId: 4,
  completeReason: 0,
  scheduledAt: "2026-11-25T01:30:12.000Z",
  assigneeUserId: 5,
  notes: "メモ",
};

describe("statusOptions", () => {
  it("offers the allowed next statuses by their master names, never the current one", () => {
    expect(
      statusOptions({ negotiationStatusId: 4, allowedStatuses: [1, 4, 5, 6] }, statuses),
    ).toEqual([
      { id: 1, name: "未交渉" },
      { id: 5, name: "再訪問" },
      { id: 6, name: "完了" },
    ]);
    expect(statusOptions({ negotiationStatusId: 6, allowedStatuses: [] }, statuses)).toEqual([]);
  });

  it("offers the completion reasons without 未選択", () => {
    expect(reasonOptions.map((o) => o.id)).toEqual([1, 2, 3]);
  });
});

describe("completionConsequence", () => {
  it("says what 完了 does to the matter, only with 完了 and a reason", () => {
    expect(completionConsequence("6", "1")).toBe(
      "保存すると案件が合意になり、工事生成ができるようになります",
    );
    expect(completionConsequence("6", "2")).toContain("案件が不成立になります");
    expect(completionConsequence("6", "3")).toContain("次の交渉を指示できます");
    expect(completionConsequence("6", "")).toBeNull();
    expect(completionConsequence("5", "1")).toBeNull();
    expect(completionConsequence("", "1")).toBeNull();
  });
});

describe("negotiationFormSchema", () => {
  it("needs a reason with 完了", () => {
    const values = { ...negotiationFormValues(open), negotiationStatusId: "6" };
    const r = negotiationFormSchema.safeParse(values);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["completeReason"]);
    expect(r.error?.issues[0]?.message).toBe(REASON_REQUIRED);
    expect(negotiationFormSchema.safeParse({ ...values, completeReason: "1" }).success).toBe(true);
  });

  it("refuses a visit time that does not exist", () => {
    const r = negotiationFormSchema.safeParse({
      ...negotiationFormValues(open),
      scheduledAt: "2026-02-30T10:00",
    });
    expect(r.error?.issues[0]?.message).toBe("訪問日時は正しい日時を入力してください");
  });
});

describe("negotiationChanges", () => {
  const parse = (patch: Record<string, string>) =>
    negotiationFormSchema.parse({ ...negotiationFormValues(open), ...patch });

  it("sends nothing when nothing changed (seconds the form does not show included)", () => {
    expect(negotiationFormValues(open)).toEqual({
      negotiationStatusId: "",
      completeReason: "",
      scheduledAt: "2026-11-25T10:30",
      assigneeUserId: "5",
      notes: "メモ",
    });
    expect(negotiationChanges(parse({}), open)).toEqual({});
  });

  it("sends 完了 with its reason, and only the fields that changed", () => {
    expect(
      negotiationChanges(parse({ negotiationStatusId: "6", completeReason: "1" }), open),
    ).toEqual({
      negotiationStatusId: 6,
      completeReason: 1,
    });
    expect(
      negotiationChanges(
        parse({ scheduledAt: "2026-11-26T09:00", assigneeUserId: "", notes: "  " }),
        open,
      ),
    ).toEqual({ scheduledAt: "2026-11-26T00:00:00.000Z", assigneeUserId: null, notes: null });
  });

  it("drops a reason left behind when the status went back from 完了", () => {
    expect(
      negotiationChanges(parse({ negotiationStatusId: "5", completeReason: "1" }), open),
    ).toEqual({
      negotiationStatusId: 5,
    });
  });

  it("keeps a completed negotiation's reason out of an edit of its notes", () => {
    const done = { ...open, negotiationStatusId: 6, completeReason: 1 };
    const values = { ...negotiationFormValues(done), notes: "後から追記" };
    expect(values.completeReason).toBe("1");
    expect(negotiationChanges(negotiationFormSchema.parse(values), done)).toEqual({
      notes: "後から追記",
    });
  });
});
