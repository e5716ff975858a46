import { describe, expect, it } from "vitest";
import { prefixQuery, prefixTitle } from "./prefix-match";

describe("prefix match", () => {
  it("asks nothing until a name is typed or a client chosen", () => {
    expect(prefixQuery("  ", "")).toBeNull();
  });

  it("asks by the trimmed name and/or the client", () => {
    expect(prefixQuery(" 森", "")).toEqual({ namePrefix: "森" });
    expect(prefixQuery("", "3")).toEqual({ clientId: [3] });
    expect(prefixQuery("森ケ崎", "3")).toEqual({ namePrefix: "森ケ崎", clientId: [3] });
  });

  it("titles the warning by what was asked", () => {
    expect(prefixTitle({ namePrefix: "森" })).toBe("「森」で始まる名前のプロジェクトがあります");
    expect(prefixTitle({ clientId: [3] })).toBe("この発注元のプロジェクトがあります");
  });
});
