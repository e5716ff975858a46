import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import { LINE_CODE_STATUSES } from "../line-code-words";
import { lineCodeExportSearch, lineCodeList, toLineCodeFilter } from "./line-code-list";

describe("引込線一覧's URL state", () => {
  it("reads the API's names from the URL and gives GraphQL the same (ids as lists)", () => {
    const state = parseListState(
      lineCodeList,
      "?lineCode=LC-1&targetId=TA-00000042&status=使用中&status=撤去予定&status=廃止&cableType=同軸5C&hasRemovalConsent=true&removalConsentFrom=2026-04-01&constructionId=cn-7",
    );
    expect(toLineCodeFilter(state.filter)).toEqual({
      lineCode: "LC-1",
      targetId: ["42"],
      status: ["使用中", "撤去予定"],
      cableType: ["同軸5C"],
      hasRemovalConsent: true,
      removalConsentFrom: "2026-04-01",
      constructionId: ["7"],
    });
    expect(
      toLineCodeFilter(parseListState(lineCodeList, "?hasRemovalConsent=false").filter),
    ).toEqual({ hasRemovalConsent: false });
    expect(toLineCodeFilter({})).toEqual({});
  });

  it("exports with the list's sort, the default spelled out", () => {
    const state = parseListState(lineCodeList, "?lineCode=LC&status=使用中&status=撤去予定&page=3");
    const search = new URLSearchParams(lineCodeExportSearch(state));
    expect(search.get("lineCode")).toBe("LC");
    expect(search.getAll("status")).toEqual(["使用中", "撤去予定"]);
    expect(search.get("sort")).toBe("LINE_CODE");
    expect(search.get("order")).toBe("ASC");
    const byUpdate = parseListState(lineCodeList, "?sort=UPDATED_AT&order=DESC");
    expect(new URLSearchParams(lineCodeExportSearch(byUpdate)).get("sort")).toBe("UPDATED_AT");
    expect(listSearch(lineCodeList, byUpdate)).toContain("sort=UPDATED_AT");
  });

  it("knows the workflow's statuses in order", () => {
    expect(LINE_CODE_STATUSES).toEqual(["使用中", "撤去予定", "撤去済"]);
  });
});
