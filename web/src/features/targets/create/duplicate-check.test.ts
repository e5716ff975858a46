import { describe, expect, it } from "vitest";
import { duplicateQuery } from "./duplicate-check";

const BASE = { targetType: "2", prefecture: "", city: "", town: "", street: "", poleNumber: "" };

describe("duplicateQuery", () => {
  it("asks for a pole by its number", () => {
    expect(duplicateQuery({ ...BASE, targetType: "4", poleNumber: " 森ケ崎 190 " }, "4")).toEqual({
      prefecture: "",
      city: "",
      town: "",
      street: "",
      poleNumber: "森ケ崎 190",
    });
  });

  it("asks for a building only once the street is known", () => {
    expect(duplicateQuery({ ...BASE, city: "大田区", town: "大森南" }, "4")).toBeNull();
    expect(
      duplicateQuery(
        { ...BASE, prefecture: "東京都", city: "大田区", town: "大森南", street: "１－２－３" },
        "4",
      ),
    ).toEqual({
      prefecture: "東京都",
      city: "大田区",
      town: "大森南",
      street: "1-2-3",
      poleNumber: "",
    });
  });

  it("ignores a pole number left over on a building", () => {
    expect(duplicateQuery({ ...BASE, poleNumber: "森ケ崎 190" }, "4")).toBeNull();
  });
});
