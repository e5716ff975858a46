import { documentTypeLabels } from "@cfx/domain/enumerations";
import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import { fileTypeOptions } from "./download-filter-fields";
import { downloadList, toAttachmentFilter } from "./download-list";

describe("帳票一覧's URL state", () => {
  it("defaults to the newest first, 20 rows", () => {
    expect(parseListState(downloadList, "")).toEqual({
      filter: {},
      sort: "CREATED_AT",
      order: "DESC",
      page: 1,
      pageSize: 20,
    });
  });

  it("round-trips every filter, the sort and the page through the query string", () => {
    const state = {
      filter: {
        type: "photo",
        projectId: 2,
        createdFrom: "2026-11-01",
        createdTo: "2026-11-30",
        targetId: 42,
        customerName: "佐藤",
      },
      sort: "FILE_NAME" as const,
      order: "ASC" as const,
      page: 3,
      pageSize: 50,
    };
    expect(parseListState(downloadList, listSearch(downloadList, state))).toEqual(state);
  });

  it("reads a target code as its id, and ignores a type, day or sort it does not know", () => {
    expect(parseListState(downloadList, "?targetId=TA-00000042").filter).toEqual({ targetId: 42 });
    const state = parseListState(
      downloadList,
      "?type=9&type=document&createdFrom=2026-02-30&targetId=MT-1&sort=SIZE",
    );
    expect(state.filter).toEqual({});
    expect(state.sort).toBe("CREATED_AT");
  });
});

describe("toAttachmentFilter", () => {
  it("asks for a generated document of the type, or for the uploads of a kind", () => {
    expect(toAttachmentFilter({ type: "8" })).toEqual({ kind: "document", documentType: [8] });
    expect(toAttachmentFilter({ type: "photo" })).toEqual({ kind: "photo" });
    expect(toAttachmentFilter({ type: "other" })).toEqual({ kind: "other" });
  });

  it("sends the ids as GraphQL IDs and the days as they are (Tokyo days for the API)", () => {
    expect(
      toAttachmentFilter({
        projectId: 2,
        targetId: 42,
        createdFrom: "2026-11-01",
        createdTo: "2026-11-02",
        customerName: "さとう",
      }),
    ).toEqual({
      projectId: "2",
      targetId: "42",
      createdFrom: "2026-11-01",
      createdTo: "2026-11-02",
      customerName: "さとう",
    });
    expect(toAttachmentFilter({})).toEqual({});
  });
});

describe("種別's choices", () => {
  it("are the eight document types from the domain, then 写真 and その他; each parses back", () => {
    expect(fileTypeOptions.map((o) => o.label)).toEqual([
      ...Object.values(documentTypeLabels),
      "写真",
      "その他",
    ]);
    for (const option of fileTypeOptions)
      expect(parseListState(downloadList, `?type=${option.value}`).filter.type).toBe(
        String(option.value),
      );
  });
});
