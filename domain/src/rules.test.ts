import { describe, expect, it } from "vitest";
import { codeOf, displayCode, padId, userCode } from "./codes";
import { allFlags, FLAGS, flagsOf, isFlag, ROLE_GRANTS, ROLE_TYPES, toFlags } from "./flags";
import {
  isValidPassword,
  normalizeEmail,
  USER_NAME_MAX_LENGTH,
  USER_NAME_TOO_LONG_MESSAGE,
  targetNameOf,
} from "./rules";

describe("password rule", () => {
  it.each(["Demo1234", "Temp1234", "aB3!aB3!", "Abcdefg1"])("accepts %s", (password) => {
    expect(isValidPassword(password)).toBe(true);
  });
  it.each([
    ["too short", "Abc1234"],
    ["no upper case", "demo1234"],
    ["no lower case", "DEMO1234"],
    ["no digit", "Demodemo"],
    ["a space", "Demo 1234"],
    ["empty", ""],
    ["full-width", "Ｄｅｍｏ１２３４"],
    ["a full-width letter", "Ａbcdefg1"],
    ["a full-width digit", "Abcdef１2"],
    ["kana", "Demo1234あ"],
    ["not half-width", "あいうえおAb1"],
  ])("refuses %s", (_, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe("normalizeEmail", () => {
  it.each([
    [" Admin@Example.jp ", "admin@example.jp"],
    ["ａｄｍｉｎ＠ｅｘａｍｐｌｅ．ｊｐ", "admin@example.jp"],
    ["\u3000ADMIN@EXAMPLE.JP\t", "admin@example.jp"],
    ["admin@example.jp", "admin@example.jp"],
  ])("%j → %s", (raw, normalized) => {
    expect(normalizeEmail(raw)).toBe(normalized);
  });
});

describe("user name length", () => {
  it("is 50 and says so", () => {
    expect(USER_NAME_MAX_LENGTH).toBe(50);
    expect(USER_NAME_TOO_LONG_MESSAGE).toBe("氏名は50文字以内で入力してください");
  });
});

describe("display codes", () => {
  it("pads ids to 8 digits behind the prefix", () => {
    expect(displayCode("TA", 42)).toBe("TA-00000042");
    expect(codeOf("construction", "7")).toBe("CN-00000007");
    expect(codeOf("targetDetail", 12345678)).toBe("TD-12345678");
  });
  it("shows users as the bare 8 digits", () => {
    expect(userCode(42)).toBe("00000042");
    expect(userCode("1")).toBe("00000001");
  });
  it("refuses a non-numeric id", () => {
    expect(() => padId("abc")).toThrow(RangeError);
    expect(() => padId(-1)).toThrow(RangeError);
  });
});

describe("permission flags", () => {
  it("are the eight of docs/DOMAIN.md", () => {
    expect(FLAGS).toHaveLength(8);
    expect(Object.keys(ROLE_TYPES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.keys(ROLE_GRANTS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it("grant the administrator everything and the 工事担当 only constructionEdit", () => {
    expect(flagsOf(1)).toEqual(allFlags(true));
    expect(flagsOf(7)).toEqual({ ...allFlags(false), constructionEdit: true });
    expect(flagsOf(2).userManage).toBe(false);
    expect(flagsOf(3)).toMatchObject({
      matterRead: true,
      targetEdit: true,
      negotiationEdit: true,
      masterManage: false,
    });
  });
  it("give an unknown role type nothing", () => {
    expect(flagsOf(99)).toEqual(allFlags(false));
  });
  it("toFlags keeps only true as held and drops unknown keys", () => {
    const flags = toFlags({ matterRead: true, userManage: null, ...({ extra: true } as object) });
    expect(flags).toEqual({ ...allFlags(false), matterRead: true });
    expect(isFlag("matterRead")).toBe(true);
    expect(isFlag("admin")).toBe(false);
  });
});

describe("targetNameOf", () => {
  it("names a pole by its number when no name was given, nothing else", () => {
    expect(targetNameOf({ targetType: 4, name: "", poleNumber: " 東電12-34 " })).toBe("東電12-34");
    expect(targetNameOf({ targetType: 4, name: "駅前柱", poleNumber: "東電12-34" })).toBe("駅前柱");
    expect(targetNameOf({ targetType: 2, name: " ", poleNumber: "東電12-34" })).toBe("");
    expect(targetNameOf({ targetType: 4, name: null, poleNumber: null })).toBe("");
  });
});
