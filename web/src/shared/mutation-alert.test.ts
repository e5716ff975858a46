import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mutationAlert } from "./mutation-alert";

afterEach(() => vi.restoreAllMocks());

describe("mutationAlert", () => {
  it("shows 登録しました。 for a record", () => {
    expect(mutationAlert({})).toEqual({ type: "success", message: "登録しました。" });
    expect(mutationAlert({ error: undefined })).toEqual({
      type: "success",
      message: "登録しました。",
    });
  });
  it("names the action: 更新しました。 / 削除しました。, a plain string still wins", () => {
    expect(mutationAlert({}, undefined, "update").message).toBe("更新しました。");
    expect(mutationAlert({}, undefined, "delete").message).toBe("削除しました。");
    expect(mutationAlert({}, "取込を開始しました。", "update").message).toBe(
      "取込を開始しました。",
    );
  });
  it("shows a plain-string answer instead", () => {
    expect(mutationAlert({}, "取込を開始しました。").message).toBe("取込を開始しました。");
  });
  it("shows the error alert of a failure", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError("Bad", {
          extensions: {
            code: "BAD_USER_INPUT",
            fieldErrors: [{ field: "name", messages: ["氏名は必須入力です"] }],
          },
        }),
      ],
    });
    expect(mutationAlert({ error })).toEqual({
      type: "error",
      message: "【氏名】氏名は必須入力です",
    });
  });
});
