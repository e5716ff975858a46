import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import {
  bulkConfirmMessage,
  bulkDone,
  bulkRefusal,
  bulkSettingsSchema,
  bulkSettingsValues,
  selectionProblem,
} from "./bulk-form";

const refused = (fieldErrors: { field: string; messages: string[] }[]) =>
  new CombinedError({
    graphQLErrors: [
      { message: "bad", extensions: { code: "BAD_USER_INPUT", fieldErrors } },
    ] as never,
  });

describe("bulk instruction settings", () => {
  it("starts on the next working day and spans five working days", () => {
    // 2026-11-27 is a Friday: the window is Monday 11-30 to Friday 12-04.
    expect(bulkSettingsValues("2026-11-27")).toEqual({
      assigneeUserId: "",
      visitFrom: "2026-11-30",
      visitTo: "2026-12-04",
    });
    // From a Wednesday the window crosses a weekend.
    expect(bulkSettingsValues("2026-11-25")).toMatchObject({
      visitFrom: "2026-11-26",
      visitTo: "2026-12-02",
    });
  });

  it("needs an assignee and a window that does not end before it starts", () => {
    const schema = bulkSettingsSchema("2026-11-25");
    const empty = schema.safeParse({ assigneeUserId: "", visitFrom: "", visitTo: "" });
    expect(empty.success).toBe(false);
    const messages = empty.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(messages).toContain("assigneeUserId:交渉担当者を選択してください");
    expect(messages).toContain("visitFrom:訪問期間の開始日を入力してください");

    const reversed = schema.safeParse({
      assigneeUserId: "3",
      visitFrom: "2026-12-04",
      visitTo: "2026-12-01",
    });
    expect(reversed.error!.issues).toEqual([
      expect.objectContaining({
        path: ["visitTo"],
        message: "訪問期間の終了日には開始日以降の日付を入力してください",
      }),
    ]);
    const past = schema.safeParse({
      assigneeUserId: "3",
      visitFrom: "2026-11-24",
      visitTo: "2026-12-01",
    });
    expect(past.error!.issues[0]!.path).toEqual(["visitFrom"]);

    expect(
      schema.parse({ assigneeUserId: "3", visitFrom: "2026-11-25", visitTo: "2026-11-25" }),
    ).toEqual({ assigneeUserId: 3, visitFrom: "2026-11-25", visitTo: "2026-11-25" });
  });

  it("refuses an empty or too large selection before the call", () => {
    expect(selectionProblem(0)).toBe("交渉を指示する案件を選択してください");
    expect(selectionProblem(500)).toBeNull();
    expect(selectionProblem(501)).toContain("500件まで");
  });
});

describe("bulk instruction answers", () => {
  it("lists every refused matter by code, matched back to the selected id", () => {
    const error = refused([
      {
        field: "matterIds",
        messages: [
          "MT-00000012: この案件には進行中の交渉（NE-00000009）があります",
          "MT-00000099: 完了の案件には交渉を登録できません",
        ],
      },
    ]);
    const answer = bulkRefusal(error, ["11", "12", "13"]);
    expect(answer.message).toBe("次の2件は交渉を指示できません。何も登録していません。");
    expect(answer.matters).toEqual([
      { matterId: "12", text: "MT-00000012: この案件には進行中の交渉（NE-00000009）があります" },
      { matterId: null, text: "MT-00000099: 完了の案件には交渉を登録できません" },
    ]);
    expect(answer.fields).toEqual({});
  });

  it("puts a window without enough free hours on the window's end", () => {
    const error = refused([
      {
        field: "visitTo",
        messages: ["訪問期間に空き時間が足りません（30件に対して12件分の空き）"],
      },
    ]);
    const answer = bulkRefusal(error, ["1"]);
    expect(answer.matters).toEqual([]);
    expect(answer.fields).toEqual({
      visitTo: "訪問期間に空き時間が足りません（30件に対して12件分の空き）",
    });
    expect(answer.message).toBe(
      "訪問期間に空き時間が足りません（30件に対して12件分の空き）。何も登録していません。",
    );
  });

  it("tells how many were instructed and the first and last visit", () => {
    expect(
      bulkDone([
        { scheduledAt: "2026-11-27T01:00:00.000Z" },
        { scheduledAt: "2026-11-26T00:00:00.000Z" },
        { scheduledAt: "2026-11-26T07:00:00.000Z" },
      ]),
    ).toEqual({ count: 3, first: "2026/11/26 09:00", last: "2026/11/27 10:00" });
  });
});

describe("bulkConfirmMessage", () => {
  it("says how many, whom and when, and that targets without a customer stop the instruction", () => {
    const text = bulkConfirmMessage(6, "田中 由美", {
      visitFrom: "2026-11-30",
      visitTo: "2026-12-04",
    });
    expect(text).toContain("6件の案件に、交渉担当者「田中 由美」で交渉を指示します");
    expect(text).toContain("2026/11/30〜2026/12/04");
    expect(text).toContain("顧客が登録されていない対象物件");
  });
});
