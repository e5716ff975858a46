import { describe, expect, it } from "vitest";
import {
  boolean,
  ConfigError,
  integer,
  list,
  logLevel,
  oneOf,
  optionalText,
  port,
  reported,
  text,
  url,
} from "./config";

function variableOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const e = error as ConfigError;
    expect(e.message.startsWith(`${e.variable}: `)).toBe(true);
    return e.variable;
  }
  return "accepted";
}

describe("config readers", () => {
  it("text: trims, defaults a blank value, requires without default, checks a pattern", () => {
    expect(text({ A: "  x " }, "A")).toBe("x");
    expect(text({ A: "  " }, "A", { default: "d" })).toBe("d");
    expect(variableOf(() => text({}, "A"))).toBe("A");
    expect(variableOf(() => text({ A: "a b" }, "A", { pattern: /^\S+$/ }))).toBe("A");
    expect(optionalText({ A: " " }, "A")).toBeUndefined();
  });

  it("integer and port: decimal digits within the range", () => {
    expect(integer({ N: "15" }, "N", { default: 1, min: 0, max: 20 })).toBe(15);
    expect(integer({}, "N", { default: 1, min: 0, max: 20 })).toBe(1);
    for (const bad of ["21", "-1", "1.5", "0x10", "1e3", "abc"]) {
      expect(variableOf(() => integer({ N: bad }, "N", { default: 1, min: 0, max: 20 }))).toBe("N");
    }
    expect(port({ P: "4000" }, "P", { default: 1 })).toBe(4000);
    expect(variableOf(() => port({ P: "70000" }, "P", { default: 1 }))).toBe("P");
    expect(variableOf(() => port({ P: "0" }, "P", { default: 1, min: 1 }))).toBe("P");
    expect(() => port({ P: "x" }, "P", { default: 1, message: "ポート番号が不正です" })).toThrow(
      /^P: ポート番号が不正です$/,
    );
  });

  it("oneOf: exact values", () => {
    expect(oneOf({ M: "b" }, "M", ["a", "b"])).toBe("b");
    expect(oneOf({}, "M", ["a", "b"], { default: "a" })).toBe("a");
    expect(variableOf(() => oneOf({ M: "B" }, "M", ["a", "b"]))).toBe("M");
    expect(variableOf(() => oneOf({}, "M", ["a", "b"]))).toBe("M");
  });

  it("boolean: strict true/false, or loose yes/no/1/0/on/off", () => {
    expect(boolean({ B: "false" }, "B", { default: true })).toBe(false);
    expect(boolean({}, "B", { default: true })).toBe(true);
    expect(variableOf(() => boolean({ B: "yes" }, "B", { default: true }))).toBe("B");
    expect(boolean({ B: "YES" }, "B", { default: false, loose: true })).toBe(true);
    expect(boolean({ B: "off" }, "B", { default: true, loose: true })).toBe(false);
    expect(variableOf(() => boolean({ B: "maybe" }, "B", { default: true, loose: true }))).toBe(
      "B",
    );
  });

  it("url: http(s), no query, trailing slash dropped", () => {
    expect(url({ U: "http://a.example:80/" }, "U")).toBe("http://a.example:80");
    expect(url({}, "U", { default: "https://b.example" })).toBe("https://b.example");
    expect(variableOf(() => url({ U: "a.example" }, "U"))).toBe("U");
    expect(variableOf(() => url({ U: "ftp://a.example" }, "U"))).toBe("U");
    expect(variableOf(() => url({ U: "http://a.example/?q=1" }, "U"))).toBe("U");
  });

  it("list: comma-separated, empties dropped, an item's error names the variable", () => {
    expect(list({ L: " a, ,b ," }, "L")).toEqual(["a", "b"]);
    expect(list({}, "L")).toEqual([]);
    const item = (entry: string) => {
      if (entry.includes("/")) throw new Error(`bad entry "${entry}"`);
      return entry.toUpperCase();
    };
    expect(list({ L: "a,b" }, "L", item)).toEqual(["A", "B"]);
    expect(() => list({ L: "a,b/c" }, "L", item)).toThrow(/^L: bad entry "b\/c"$/);
  });

  it("reported: another package's error becomes a ConfigError naming its variable", () => {
    class OtherError extends Error {
      constructor(readonly variable: string) {
        super("nope");
      }
    }
    const variable = (error: unknown) => (error instanceof OtherError ? error.variable : undefined);
    expect(
      variableOf(() =>
        reported(() => {
          throw new OtherError("X");
        }, variable),
      ),
    ).toBe("X");
    expect(() =>
      reported(() => {
        throw new TypeError("other");
      }, variable),
    ).toThrow(TypeError);
  });

  it("logLevel: pino's levels, default info", () => {
    expect(logLevel({})).toBe("info");
    expect(logLevel({ LOG_LEVEL: "silent" })).toBe("silent");
    expect(variableOf(() => logLevel({ LOG_LEVEL: "verbose" }))).toBe("LOG_LEVEL");
  });
});
