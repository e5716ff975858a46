import { describe, expect, it } from "vitest";
import { sampleTable } from "./sample-rows";

describe("sampleTable", () => {
  it("makes one column per field present, in the catalogue's order, unknown ones last", () => {
    const table = sampleTable(
      [
        [
          { field: "city", value: "大田区" },
          { field: "name", value: "A棟" },
        ],
        [
          { field: "extra", value: "x" },
          { field: "name", value: "B棟" },
        ],
      ],
      ["name", "nameKana", "city"],
    );
    expect(table.fields).toEqual(["name", "city", "extra"]);
    expect(table.rows).toEqual([
      { key: "1", values: { city: "大田区", name: "A棟" } },
      { key: "2", values: { extra: "x", name: "B棟" } },
    ]);
  });
});
