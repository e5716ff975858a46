import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { fieldErrorsForForm, isConflict, serverFieldErrors } from "./server-errors";

const gqlError = (code: string, fieldErrors?: unknown) =>
  new CombinedError({
    graphQLErrors: [new GraphQLError("x", { extensions: { code, fieldErrors } })],
  });

describe("server field errors", () => {
  const duplicate = gqlError("BAD_USER_INPUT", [
    { field: "email", messages: ["このメールアドレスは既に登録されています"] },
    { field: "username", messages: ["使用できません"] },
    { field: "unknown", messages: ["どこにもない項目"] },
    { bad: true },
  ]);

  it("reads extensions.fieldErrors in the server's order", () => {
    expect(serverFieldErrors(duplicate).map((e) => e.field)).toEqual([
      "email",
      "username",
      "unknown",
    ]);
    expect(serverFieldErrors(undefined)).toEqual([]);
  });

  it("keeps the errors of the form's fields, first message per field, aliases applied", () => {
    expect(fieldErrorsForForm(duplicate, ["name", "email"])).toEqual({
      email: "このメールアドレスは既に登録されています",
    });
    expect(fieldErrorsForForm(duplicate, ["name", "email"], { username: "email" })).toEqual({
      email: "このメールアドレスは既に登録されています",
    });
    expect(
      fieldErrorsForForm(gqlError("BAD_USER_INPUT", [{ field: "name", messages: ["a", "b"] }]), [
        "name",
      ]),
    ).toEqual({ name: "a b" });
  });

  it("knows a stale version", () => {
    expect(
      isConflict(gqlError("CONFLICT", [{ field: "version", messages: ["他のユーザーが…"] }])),
    ).toBe(true);
    expect(isConflict(duplicate)).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});
