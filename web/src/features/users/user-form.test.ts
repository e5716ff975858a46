import { describe, expect, it } from "vitest";
import {
  EMPTY_USER_FORM,
  isValidPassword,
  teamsOfCompany,
  toUserFormOutput,
  validateUserForm,
  type TeamOption,
  type UserFormValues,
} from "./user-form";

const TEAMS: TeamOption[] = [
  { id: 1, name: "第1班", associateCompanyId: 1 },
  { id: 2, name: "第2班", associateCompanyId: 1 },
  { id: 3, name: "第1班", associateCompanyId: 2 },
];

const valid: UserFormValues = {
  name: "山田 太郎",
  email: "yamada@example.jp",
  roleTypeId: "3",
  associateCompanyId: "",
  teamId: "",
  clientId: "",
  temporaryPassword: "Passw0rd",
};

describe("validateUserForm", () => {
  it("accepts a complete form", () => {
    expect(validateUserForm(valid, "create", TEAMS)).toEqual({});
  });

  it("reports every required field in Japanese", () => {
    expect(validateUserForm(EMPTY_USER_FORM, "create")).toEqual({
      name: "氏名は必須入力です",
      email: "メールアドレスは必須入力です",
      roleTypeId: "権限種別を選択してください",
      temporaryPassword: "仮パスワードは必須入力です",
    });
  });

  it("treats blanks as empty", () => {
    expect(validateUserForm({ ...valid, name: "   " }, "edit").name).toBe("氏名は必須入力です");
  });

  it("limits the name to 50 characters", () => {
    expect(validateUserForm({ ...valid, name: "あ".repeat(50) }, "edit").name).toBeUndefined();
    expect(validateUserForm({ ...valid, name: "あ".repeat(51) }, "edit").name).toBe(
      "氏名は50文字以内で入力してください",
    );
  });

  it("checks the e-mail format", () => {
    for (const email of [
      "yamada",
      "yamada@",
      "@example.jp",
      "ya mada@example.jp",
      "yamada@example",
    ]) {
      expect(validateUserForm({ ...valid, email }, "edit").email).toBe(
        "メールアドレスの形式が正しくありません",
      );
    }
  });

  it("needs the temporary password only on create", () => {
    expect(validateUserForm({ ...valid, temporaryPassword: "" }, "edit")).toEqual({});
    expect(
      validateUserForm({ ...valid, temporaryPassword: "password" }, "create").temporaryPassword,
    ).toBe(
      "仮パスワードは半角8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください",
    );
  });

  it("needs a company for a team, and a team of that company", () => {
    expect(validateUserForm({ ...valid, teamId: "1" }, "edit", TEAMS).teamId).toBe(
      "班を選択するには協力会社を選択してください",
    );
    expect(
      validateUserForm({ ...valid, associateCompanyId: "2", teamId: "1" }, "edit", TEAMS).teamId,
    ).toBe("選択した班は協力会社に所属していません");
    expect(
      validateUserForm({ ...valid, associateCompanyId: "1", teamId: "2" }, "edit", TEAMS),
    ).toEqual({});
  });
});

describe("password rule", () => {
  it.each([
    ["Passw0rd", true],
    ["Abcdefg1", true],
    ["Abcdef1", false], // 7 characters
    ["abcdefg1", false], // no upper case
    ["ABCDEFG1", false], // no lower case
    ["Abcdefgh", false], // no digit
    ["Ａbcdefg1", false], // full-width letter
    ["Abcd efg1", false], // space
  ])("%s → %s", (password, ok) => {
    expect(isValidPassword(password)).toBe(ok);
  });
});

describe("teamsOfCompany", () => {
  it("lists only the chosen company's teams", () => {
    expect(teamsOfCompany(TEAMS, "1").map((t) => t.id)).toEqual([1, 2]);
    expect(teamsOfCompany(TEAMS, "2").map((t) => t.id)).toEqual([3]);
    expect(teamsOfCompany(TEAMS, "")).toEqual([]);
  });
  it("keeps teams whose company is unknown", () => {
    expect(teamsOfCompany([{ id: 9, name: "班" }], "1")).toHaveLength(1);
  });
});

describe("toUserFormOutput", () => {
  it("trims, converts ids and drops a team without a company", () => {
    expect(
      toUserFormOutput(
        { ...valid, name: " 山田 太郎 ", email: " yamada@example.jp ", clientId: "2", teamId: "1" },
        "create",
      ),
    ).toEqual({
      name: "山田 太郎",
      email: "yamada@example.jp",
      roleTypeId: 3,
      associateCompanyId: null,
      teamId: null,
      clientId: 2,
      temporaryPassword: "Passw0rd",
    });
  });
  it("sends no password on edit", () => {
    const out = toUserFormOutput({ ...valid, associateCompanyId: "1", teamId: "2" }, "edit");
    expect(out).not.toHaveProperty("temporaryPassword");
    expect(out.teamId).toBe(2);
  });
});
