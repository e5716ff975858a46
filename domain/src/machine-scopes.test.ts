import { describe, expect, it } from "vitest";
import {
  flagsOfScopes,
  MACHINE_SCOPES,
  SCOPE_LABELS,
  scopeClaim,
  scopesOfClaim,
} from "./machine-scopes";

describe("machine scopes", () => {
  it("reads only cfx/ scopes it knows from a token's claim", () => {
    expect(
      scopesOfClaim("cfx/targetRead openid cfx/unknown other/matterRead cfx/matterRead"),
    ).toEqual(["targetRead", "matterRead"]);
    expect(scopesOfClaim(undefined)).toEqual([]);
  });

  it("writes the claim back in the same form", () => {
    expect(scopesOfClaim(scopeClaim(["targetRead", "constructionEdit"]))).toEqual([
      "targetRead",
      "constructionEdit",
    ]);
  });

  it("grants exactly the flags among the scopes", () => {
    const flags = flagsOfScopes(["targetRead", "constructionEdit"]);
    expect(
      Object.entries(flags)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(["constructionEdit"]);
    expect(Object.keys(flags)).toHaveLength(8);
  });

  it("labels every scope in Japanese with the English term", () => {
    for (const scope of MACHINE_SCOPES) expect(SCOPE_LABELS[scope]).toContain(`(${scope})`);
  });
});
