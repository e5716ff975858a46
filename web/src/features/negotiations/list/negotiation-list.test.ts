import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import {
  isOverdue,
  negotiatesOnly,
  negotiationExportSearch,
  negotiationList,
  ownOpenNegotiations,
  toNegotiationFilter,
  tokyoDayEnd,
  tokyoDayStart,
} from "./negotiation-list";

describe("negotiation list URL state", () => {
  it("defaults to the newest first, 20 rows", () => {
    expect(parseListState(negotiationList, "")).toEqual({
      filter: {},
      sort: "ID",
      order: "DESC",
      page: 1,
      pageSize: 20,
    });
  });

  it("round-trips every filter through the query string", () => {
    const state = {
      filter: {
        negotiationStatusId: 3,
        assigneeUserId: 5,
        projectId: 2,
        matterId: 42,
        name: "さとう",
        scheduledFrom: "2026-11-01",
        scheduledTo: "2026-11-30",
        completeReason: "2" as const,
        completedFrom: "2026-11-16",
        completedTo: "2026-11-22",
        today: "true" as const,
        overdue: "true" as const,
        open: "true" as const,
      },
      sort: "SCHEDULED_AT" as const,
      order: "ASC" as const,
      page: 3,
      pageSize: 50,
    };
    expect(parseListState(negotiationList, listSearch(negotiationList, state))).toEqual(state);
  });

  it("reads a matter code as its id and ignores what is not one", () => {
    for (const raw of ["MT-00000042", "mt-42", "42", "ＭＴ－００００００４２"])
      expect(
        parseListState(negotiationList, `?matterId=${encodeURIComponent(raw)}`).filter,
      ).toEqual({ matterId: 42 });
    for (const raw of ["TA-00000042", "MT-", "0", "4a"])
      expect(
        parseListState(negotiationList, `?matterId=${encodeURIComponent(raw)}`).filter,
      ).toEqual({});
  });

  it("ignores a completion reason that is none or unknown, and a day that does not exist", () => {
    expect(
      parseListState(negotiationList, "?completeReason=0&completedFrom=2026-02-30").filter,
    ).toEqual({});
    expect(parseListState(negotiationList, "?completeReason=9").filter).toEqual({});
  });

  it("ignores a switch that is not on and a sort the server does not offer", () => {
    const state = parseListState(negotiationList, "?open=false&today=1&sort=NAME");
    expect(state.filter).toEqual({});
    expect(state.sort).toBe("ID");
  });
});

describe("toNegotiationFilter", () => {
  it("turns the URL's values into the GraphQL filter, days as Tokyo instants", () => {
    expect(
      toNegotiationFilter({
        negotiationStatusId: 4,
        assigneeUserId: 5,
        projectId: 2,
        matterId: 42,
        name: "ｻﾄｳ",
        scheduledFrom: "2026-11-25",
        scheduledTo: "2026-11-25",
        completeReason: "1",
        completedFrom: "2026-11-16",
        completedTo: "2026-11-22",
        today: "true",
        overdue: "true",
        open: "true",
      }),
    ).toEqual({
      negotiationStatusId: [4],
      assigneeUserId: [5],
      projectId: ["2"],
      matterId: ["42"],
      name: "ｻﾄｳ",
      scheduledFrom: "2026-11-24T15:00:00.000Z",
      scheduledTo: "2026-11-25T14:59:59.999Z",
      completeReason: [1],
      completedFrom: "2026-11-15T15:00:00.000Z",
      completedTo: "2026-11-22T14:59:59.999Z",
      today: true,
      overdue: true,
      open: true,
    });
    expect(toNegotiationFilter({})).toEqual({});
  });

  it("covers a whole Tokyo day", () => {
    expect(Date.parse(tokyoDayEnd("2026-12-31")) - Date.parse(tokyoDayStart("2026-12-31"))).toBe(
      86_400_000 - 1,
    );
  });
});

describe("negotiationExportSearch", () => {
  it("gives the API instants for the days, the list's sort and always the order", () => {
    const state = parseListState(
      negotiationList,
      "?negotiationStatusId=2&scheduledFrom=2026-11-01&scheduledTo=2026-11-02&sort=NEGOTIATION_STATUS_ID&page=2",
    );
    const params = new URLSearchParams(negotiationExportSearch(state).slice(1));
    expect(params.get("negotiationStatusId")).toBe("2");
    expect(params.get("scheduledFrom")).toBe("2026-10-31T15:00:00.000Z");
    expect(params.get("scheduledTo")).toBe("2026-11-02T14:59:59.999Z");
    expect(params.get("sort")).toBe("NEGOTIATION_STATUS_ID");
    expect(params.get("order")).toBe("DESC");
    expect(params.get("page")).toBe("2"); // the gateway drops paging itself
  });

  it("gives the completion days as instants and the reason as it is (the week a dashboard links)", () => {
    const state = parseListState(
      negotiationList,
      "?completeReason=1&completedFrom=2026-11-16&completedTo=2026-11-22",
    );
    const params = new URLSearchParams(negotiationExportSearch(state).slice(1));
    expect(params.get("completeReason")).toBe("1");
    expect(params.get("completedFrom")).toBe("2026-11-15T15:00:00.000Z");
    expect(params.get("completedTo")).toBe("2026-11-22T14:59:59.999Z");
  });

  it("names the default sort too", () => {
    const params = new URLSearchParams(
      negotiationExportSearch(parseListState(negotiationList, "")).slice(1),
    );
    expect([params.get("sort"), params.get("order")]).toEqual(["ID", "DESC"]);
  });
});

describe("the negotiator's first view", () => {
  it("is for those who negotiate but do not prepare the matters", () => {
    expect(negotiatesOnly({ negotiationEdit: true, targetEdit: false })).toBe(true);
    expect(negotiatesOnly({ negotiationEdit: true, targetEdit: true })).toBe(false);
    expect(negotiatesOnly({ negotiationEdit: false, targetEdit: false })).toBe(false);
    expect(negotiatesOnly(undefined)).toBe(false);
  });

  it("is their own open negotiations, the next visit first", () => {
    expect(listSearch(negotiationList, ownOpenNegotiations(5))).toBe(
      "?assigneeUserId=5&open=true&sort=SCHEDULED_AT&order=ASC",
    );
  });
});

describe("isOverdue", () => {
  const now = Date.parse("2026-11-25T03:00:00Z");
  it("is a past visit of an open negotiation", () => {
    expect(isOverdue({ scheduledAt: "2026-11-25T02:59:00Z", negotiationStatusId: 3 }, now)).toBe(
      true,
    );
    expect(isOverdue({ scheduledAt: "2026-11-25T03:01:00Z", negotiationStatusId: 3 }, now)).toBe(
      false,
    );
    expect(isOverdue({ scheduledAt: "2026-11-24T00:00:00Z", negotiationStatusId: 6 }, now)).toBe(
      false,
    );
    expect(isOverdue({ scheduledAt: null, negotiationStatusId: 1 }, now)).toBe(false);
  });
});
