import { describe, expect, it } from "vitest";
import { cellLabel, cellState, slotRows, type FreeSlot } from "./slot-grid";
import { weekDays } from "./week";

const slot = (over: Partial<FreeSlot>): FreeSlot => ({
  id: "1",
  teamId: 1,
  date: "2026-11-30",
  slot: "午前",
  capacity: 2,
  booked: 0,
  remaining: 2,
  ...over,
});

describe("slotRows", () => {
  const days = weekDays("2026-11-30");
  it("gives each team its 午前, 午後 and 終日 rows with the slots on their days", () => {
    const rows = slotRows(
      [
        { id: 1, name: "第1班" },
        { id: 2, name: "第2班" },
      ],
      [
        slot({ id: "a", date: "2026-11-30" }),
        slot({ id: "b", date: "2026-12-02", slot: "午後" }),
        slot({ id: "c", teamId: 2, date: "2026-12-05", slot: "終日" }),
      ],
      days,
    );
    expect(rows.map((r) => `${r.team.name} ${r.slot}`)).toEqual([
      "第1班 午前",
      "第1班 午後",
      "第1班 終日",
      "第2班 午前",
      "第2班 午後",
      "第2班 終日",
    ]);
    expect(rows[0]!.cells.map((c) => c?.id)).toEqual(["a", ...Array(6).fill(undefined)]);
    expect(rows[1]!.cells[2]?.id).toBe("b");
    expect(rows[5]!.cells[5]?.id).toBe("c");
  });

  it("keeps a team the master does not list when it has slots", () => {
    const rows = slotRows([], [{ ...slot({ teamId: 7 }), team: { name: "臨時班" } }], days);
    expect(rows[0]!.team).toEqual({ id: 7, name: "臨時班" });
  });
});

describe("cellState", () => {
  const today = "2026-12-01";
  it("closes past days and full slots, opens the rest", () => {
    expect(cellState(undefined, today)).toBe("none");
    expect(cellState(slot({ date: "2026-11-30" }), today)).toBe("past");
    expect(cellState(slot({ date: today, booked: 2, remaining: 0 }), today)).toBe("full");
    expect(cellState(slot({ date: today, booked: 1, remaining: 1 }), today)).toBe("free");
  });
});

describe("cellLabel", () => {
  it("names the day, slot, team and places left", () => {
    expect(cellLabel(slot({ remaining: 2 }), "第1班")).toBe(
      "11月30日(月) 午前 第1班 残り2 予約 0 / 定員 2",
    );
    expect(cellLabel(slot({ booked: 2, remaining: 0 }), "第1班")).toBe(
      "11月30日(月) 午前 第1班 満員 予約 2 / 定員 2",
    );
  });
});
