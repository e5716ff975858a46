import { describe, expect, it } from "vitest";
import {
  bookingsOfDay,
  customerOptions,
  dayWindow,
  doubleBookingMessage,
  negotiationCreateSchema,
  negotiationCreateValues,
  normalizeTime,
  overlapping,
  tokyoInstant,
} from "./negotiation-create-form";

const NOW = () => new Date("2026-11-25T12:00:00+09:00");

describe("visit time", () => {
  it("reads a Tokyo day and time as an instant", () => {
    expect(tokyoInstant("2026-11-26", "10:00")?.toISOString()).toBe("2026-11-26T01:00:00.000Z");
    expect(tokyoInstant("2026-02-30", "10:00")).toBeNull();
    expect(tokyoInstant("2026-11-26", "24:00")).toBeNull();
  });

  it("reads a typed time as HH:MM", () => {
    expect(normalizeTime("9:00")).toBe("09:00");
    expect(normalizeTime("１０：３０")).toBe("10:30");
    expect(normalizeTime("1430")).toBe("14:30");
    expect(normalizeTime("25:00")).toBe("25:00");
    expect(normalizeTime("午後")).toBe("午後");
  });

  it("asks for the day from the evening before", () => {
    expect(dayWindow("2026-11-26")).toEqual({
      from: "2026-11-24T15:00:00.000Z",
      to: "2026-11-26T14:59:59.999Z",
    });
  });
});

describe("double booking", () => {
  const at = (hhmm: string) => `2026-11-26T${hhmm}:00+09:00`;
  const bookings = [
    { id: "a", startAt: at("09:00"), endAt: at("10:00") },
    { id: "b", startAt: at("10:30"), endAt: at("11:30") },
    { id: "c", startAt: "2026-11-25T22:00:00+09:00", endAt: "2026-11-25T23:00:00+09:00" },
  ];

  it("keeps only the bookings of the day", () => {
    expect(bookingsOfDay(bookings, "2026-11-26").map((b) => b.id)).toEqual(["a", "b"]);
  });

  it("finds the bookings a 60-minute visit runs into, touching ends excluded", () => {
    const ids = (hhmm: string) =>
      overlapping(bookings, tokyoInstant("2026-11-26", hhmm)!).map((b) => b.id);
    expect(ids("10:00")).toEqual(["b"]);
    expect(ids("09:45")).toEqual(["a", "b"]);
    expect(ids("09:30")).toEqual(["a"]);
    expect(ids("11:30")).toEqual([]);
    expect(ids("08:00")).toEqual([]);
  });

  it("names the bookings run into, a past-midnight one with its date", () => {
    const clash = [
      { startAt: at("10:30"), endAt: at("11:30"), title: "交渉訪問（NE-00000001）" },
      { startAt: "2026-11-25T23:30:00+09:00", endAt: at("00:30"), title: "夜間工事" },
    ];
    expect(doubleBookingMessage(clash, "2026-11-26")).toBe(
      "この時間には既に予定があります（10:30–11:30 交渉訪問（NE-00000001）、2026/11/25 23:30–00:30 夜間工事）",
    );
  });
});

describe("customer choices", () => {
  const units = [
    {
      id: "1",
      code: "TD-00000001",
      roomNumber: "101",
      customers: [
        {
          id: "11",
          name: "入居 一郎",
          nameKana: "ニュウキョ イチロウ",
          customerType: 2,
          customerTypeLabel: "入居者",
        },
      ],
    },
    {
      id: "2",
      code: "TD-00000002",
      roomNumber: null,
      customers: [
        {
          id: "21",
          name: "家主 花子",
          nameKana: null,
          customerType: 1,
          customerTypeLabel: "オーナー",
        },
        {
          id: "22",
          name: "入居 二郎",
          nameKana: "ニュウキョ ジロウ",
          customerType: 2,
          customerTypeLabel: "入居者",
        },
      ],
    },
  ];

  it("puts the owner first and says name, kana and unit", () => {
    expect(customerOptions(units)).toEqual([
      { id: "21", name: "家主 花子・TD-00000002・オーナー" },
      { id: "11", name: "入居 一郎（ニュウキョ イチロウ）・101号室・入居者" },
      { id: "22", name: "入居 二郎（ニュウキョ ジロウ）・TD-00000002・入居者" },
    ]);
  });

  it("puts the matter's own unit before the other tenants", () => {
    expect(customerOptions(units, "2").map((o) => o.id)).toEqual(["21", "22", "11"]);
  });
});

describe("form", () => {
  const valid = {
    customerId: "21",
    assigneeUserId: "3",
    visitDate: "2026-11-26",
    visitTime: "10:00",
    notes: " 鍵は管理人室 ",
  };

  it("sends the visit as an instant and trims the notes", () => {
    expect(negotiationCreateSchema(true, NOW).parse(valid)).toEqual({
      customerId: "21",
      assigneeUserId: 3,
      scheduledAt: "2026-11-26T01:00:00.000Z",
      notes: "鍵は管理人室",
    });
  });

  it("says in Japanese what is missing or wrong", () => {
    const result = negotiationCreateSchema(true, NOW).safeParse({
      ...valid,
      customerId: "",
      assigneeUserId: "",
      visitTime: "25:00",
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      customerId: "交渉相手を選択してください",
      assigneeUserId: "交渉担当者を選択してください",
      visitTime: "訪問時刻はHH:MMの形式で入力してください",
    });
  });

  it("needs no customer when the target has none, and refuses a past visit", () => {
    expect(negotiationCreateSchema(false, NOW).parse({ ...valid, customerId: "" }).customerId).toBe(
      null,
    );
    const past = negotiationCreateSchema(false, NOW).safeParse({
      ...valid,
      visitDate: "2026-11-24",
    });
    expect(past.error?.issues[0]?.message).toBe("訪問日時には現在より後の日時を入力してください");
  });

  it("starts with the only customer and the next working day at 10:00", () => {
    expect(negotiationCreateValues([{ id: "21", name: "x" }], "2026-11-27")).toEqual({
      customerId: "21",
      assigneeUserId: "",
      visitDate: "2026-11-30",
      visitTime: "10:00",
      notes: "",
    });
    expect(negotiationCreateValues([], "2026-11-27").customerId).toBe("");
  });
});
