import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  contactFormValues,
  counterpartOptions,
  EMPTY_CONTACT_MESSAGE,
  methodOptions,
  newestFirst,
  outcomeOptions,
} from "./contact-form";

describe("contactFormValues", () => {
  it("starts a new contact at the current minute (Tokyo), empty otherwise", () => {
    expect(contactFormValues(null, new Date("2026-11-25T01:30:45Z"))).toEqual({
      contactedAt: "2026-11-25T10:30",
      method: "",
      counterpart: "",
      outcome: "",
      memo: "",
      nextContactAt: "",
    });
  });

  it("shows an existing contact as it was recorded", () => {
    expect(
      contactFormValues({
        contactedAt: "2026-11-20T05:00:00Z",
        method: 3,
        counterpart: "本人",
        outcome: "説明済",
        memo: "説明した",
        nextContactAt: "2026-11-27T01:00:00Z",
      }),
    ).toEqual({
      contactedAt: "2026-11-20T14:00",
      method: "3",
      counterpart: "本人",
      outcome: "説明済",
      memo: "説明した",
      nextContactAt: "2026-11-27T10:00",
    });
  });
});

describe("contactFormSchema", () => {
  const base = contactFormValues(null, new Date("2026-11-25T01:30:00Z"));

  it("sends instants and nulls for what was left empty", () => {
    expect(
      contactFormSchema.parse({ ...base, method: "3", counterpart: "家族", memo: " 不在票 " }),
    ).toEqual({
      contactedAt: "2026-11-25T01:30:00.000Z",
      method: 3,
      counterpart: "家族",
      outcome: null,
      memo: "不在票",
      nextContactAt: null,
    });
  });

  it("needs the contact time and a next contact after it", () => {
    const none = contactFormSchema.safeParse({ ...base, contactedAt: "" });
    expect(none.error?.issues[0]?.message).toBe("接触日時を入力してください");
    const before = contactFormSchema.safeParse({
      ...base,
      memo: "説明",
      nextContactAt: "2026-11-24T10:00",
    });
    expect(before.error?.issues[0]?.path).toEqual(["nextContactAt"]);
  });

  it("refuses a contact with nothing but its time (no blank entry on the timeline)", () => {
    const blank = contactFormSchema.safeParse({ ...base, memo: "  " });
    expect(blank.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["memo"], EMPTY_CONTACT_MESSAGE],
    ]);
    expect(contactFormSchema.safeParse({ ...base, outcome: "不在" }).success).toBe(true);
  });
});

describe("options and order", () => {
  it("offers a contact's own methods (訪問, 郵送, 電話 …), not the receiving methods", () => {
    expect(methodOptions.map((o) => o.name)).toEqual(["訪問", "郵送", "電話", "その他"]);
    expect(methodOptions.map((o) => o.id)).toEqual([1, 2, 3, 4]);
    expect(counterpartOptions.map((o) => o.name)).toEqual(["本人", "家族", "管理会社", "その他"]);
    expect(outcomeOptions.map((o) => o.name)).toEqual(["不在", "説明済", "承諾", "拒否", "再訪問"]);
  });

  it("puts the newest contact first", () => {
    const entries = [
      { id: "1", contactedAt: "2026-11-01T00:00:00Z" },
      { id: "3", contactedAt: "2026-11-20T00:00:00Z" },
      { id: "2", contactedAt: "2026-11-20T00:00:00Z" },
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(["3", "2", "1"]);
  });
});
