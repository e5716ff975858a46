import { describe, expect, it } from "vitest";
import { parseListState } from "@/shared/list/list-state";
import {
  bulkMatterList,
  parsePreselected,
  splitPreselected,
  toBulkMatterFilter,
} from "./bulk-matter-list";

describe("the instructable matters of a project", () => {
  it("always asks for the project's instructable matters, with the URL's filters", () => {
    const { filter } = parseListState(
      bulkMatterList,
      "?status=4&workType=2&assigneeUserId=7&dueTo=2026-12-31&matters=1,2",
    );
    expect(toBulkMatterFilter("3", filter)).toEqual({
      projectId: ["3"],
      instructable: true,
      status: [4],
      workType: [2],
      assigneeUserId: [7],
      dueTo: "2026-12-31",
    });
    // A status no instruction starts from is not a filter of this list.
    expect(parseListState(bulkMatterList, "?status=3").filter).toEqual({});
  });

  it("reads the project page's selection and keeps only what can be instructed", () => {
    expect(parsePreselected("?matters=12,13,x,12,0,14")).toEqual(["12", "13", "14"]);
    expect(parsePreselected("?status=1")).toEqual([]);
    expect(splitPreselected(["12", "13", "14"], ["14", "12", "20"])).toEqual({
      kept: ["12", "14"],
      dropped: ["13"],
    });
  });
});
