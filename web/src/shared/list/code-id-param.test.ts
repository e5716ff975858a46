import { describe, expect, it } from "vitest";
import { codeIdParam } from "./code-id-param";

describe("codeIdParam", () => {
  const target = codeIdParam("TA");

  it("reads the display code, the bare number and full-width input as the id", () => {
    for (const raw of ["TA-00000042", "ta-42", "TA42", "42", "ＴＡ－００００００４２", " 42 "])
      expect(target.parse([raw])).toBe(42);
  });

  it("ignores another kind's code, zero and what is not a number", () => {
    for (const raw of ["MT-00000042", "TA-", "0", "4a", ""])
      expect(target.parse([raw])).toBe(undefined);
  });

  it("writes the bare id back", () => {
    expect(target.format(42)).toEqual(["42"]);
  });
});
