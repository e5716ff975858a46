import { describe, expect, it } from "vitest";
import { chosenKind, mastersHref, parseMastersView, THRESHOLDS } from "./masters-view";

describe("masters view in the URL", () => {
  it("reads the list and the retired toggle", () => {
    expect(parseMastersView("?kind=CLIENTS&retired=1")).toEqual({
      kind: "CLIENTS",
      withRetired: true,
    });
    expect(parseMastersView("")).toEqual({ kind: null, withRetired: false });
    expect(parseMastersView("kind=&retired=yes")).toEqual({ kind: null, withRetired: false });
  });

  it("writes what it reads", () => {
    const href = mastersHref({ kind: "TEAMS", withRetired: true });
    expect(href).toBe("/masters?kind=TEAMS&retired=1");
    expect(parseMastersView(href.split("?")[1]!)).toEqual({ kind: "TEAMS", withRetired: true });
    expect(mastersHref({ kind: THRESHOLDS, withRetired: false })).toBe(
      "/masters?kind=MEASUREMENT_THRESHOLDS",
    );
  });

  it("falls back to the first list for an unknown or missing kind", () => {
    const known = ["ASSOCIATE_COMPANIES", "CLIENTS"] as const;
    expect(chosenKind("CLIENTS", known)).toBe("CLIENTS");
    expect(chosenKind("NOPE", known)).toBe("ASSOCIATE_COMPANIES");
    expect(chosenKind(null, known)).toBe("ASSOCIATE_COMPANIES");
    expect(chosenKind(null, [])).toBeNull();
  });
});
