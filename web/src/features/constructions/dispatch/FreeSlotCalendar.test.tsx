import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/shared/list/test-render";
import { FreeSlotCalendar } from "./FreeSlotCalendar";
import { slotRows, type FreeSlot } from "./slot-grid";
import { weekDays } from "./week";

afterEach(() => cleanup());

const days = weekDays("2026-11-23");
const today = "2026-11-25";
const slot = (id: string, date: string, booked: number, capacity = 2): FreeSlot => ({
  id,
  teamId: 1,
  date,
  slot: "午前",
  capacity,
  booked,
  remaining: Math.max(0, capacity - booked),
});
const rows = slotRows(
  [{ id: 1, name: "第1班" }],
  [slot("past", "2026-11-24", 0), slot("full", "2026-11-26", 2), slot("free", "2026-11-27", 1)],
  days,
);

function show(canBook: boolean, onPick = vi.fn()) {
  renderAt(
    <FreeSlotCalendar
      caption="テスト工業の空き枠"
      days={days}
      today={today}
      holidays={new Map([["2026-11-23", "勤労感謝の日"]])}
      rows={rows}
      canBook={canBook}
      busy={false}
      onPick={onPick}
    />,
  );
  return onPick;
}

describe("FreeSlotCalendar", () => {
  it("offers free cells of today on as buttons and disables full ones", () => {
    const onPick = show(true);
    const free = screen.getByRole("button", {
      name: "11月27日(金) 午前 第1班 残り1 予約 1 / 定員 2",
    });
    expect(free.textContent).toContain("予約 1 / 定員 2");
    fireEvent.click(free);
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: "free" }),
      expect.objectContaining({ name: "第1班" }),
    );
    const full = screen.getByRole("button", {
      name: "11月26日(木) 午前 第1班 満員 予約 2 / 定員 2",
    });
    expect(full).toHaveProperty("disabled", true);
    // A past day is no button at all.
    expect(screen.queryByRole("button", { name: /11月24日/ })).toBeNull();
    expect(screen.getByText("受付終了")).toBeTruthy();
  });

  it("names the holidays in the day heads", () => {
    show(true);
    const head = screen.getByRole("columnheader", { name: /11月23日\(月\)/ });
    expect(head.textContent).toContain("祝日 勤労感謝の日");
  });

  it("shows the counts without buttons when the construction cannot be booked", () => {
    show(false);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.getAllByText("予約 1 / 定員 2").length).toBe(1);
  });
});
