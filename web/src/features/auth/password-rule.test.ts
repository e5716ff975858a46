import { describe, expect, it } from "vitest";
import { isValidNewPassword } from "./password-rule";

describe("isValidNewPassword", () => {
  it.each(["Abcdefg1", "Demo1234", "Newpass123", "Abcdef1!xyz"])("accepts %s", (pw) => {
    expect(isValidNewPassword(pw)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["Abcde12", "7 characters"],
    ["abcdefg1", "no upper case"],
    ["ABCDEFG1", "no lower case"],
    ["Abcdefgh", "no digit"],
    ["Ａbcdefg1", "full-width letter"],
    ["Abcdef１2", "full-width digit"],
    ["Abcd efg1", "space"],
    ["あいうえおAb1", "not half-width"],
  ])("rejects %s (%s)", (pw) => {
    expect(isValidNewPassword(pw)).toBe(false);
  });
});
