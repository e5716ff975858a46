import { dayLabel } from "./week";

// The rows of the free-slot calendar: one per team of the company and slot kind, one cell per day
// of the week, each the team's free slot of that day and kind (or none: the team does not work
// then). Built from one query's answer for the whole week.

/** The slot kinds in the order of a day. */
export const SLOTS = ["午前", "午後", "終日"] as const;

export interface FreeSlot {
  id: string;
  teamId: number;
  date: string;
  slot: string;
  capacity: number;
  booked: number;
  remaining: number;
}

export interface SlotRow {
  team: { id: number; name: string };
  slot: string;
  /** By day of the week (index 0 Monday); undefined: no free slot opened. */
  cells: (FreeSlot | undefined)[];
}

/**
 * Rows per team (the company's, in the master's order) × 午前/午後/終日. A team the master does not
 * list but that has slots (renamed, moved) still gets its rows, named from the slots' answer.
 */
export function slotRows(
  teams: readonly { id: number; name: string }[],
  slots: readonly (FreeSlot & { team?: { name: string } | null })[],
  days: readonly string[],
): SlotRow[] {
  const known = new Map(teams.map((t) => [t.id, t]));
  for (const s of slots)
    if (!known.has(s.teamId))
      known.set(s.teamId, { id: s.teamId, name: s.team?.name ?? `班${s.teamId}` });
  const byKey = new Map(slots.map((s) => [`${s.teamId}|${s.date}|${s.slot}`, s]));
  return [...known.values()].flatMap((team) =>
    SLOTS.map((slot) => ({
      team: { id: team.id, name: team.name },
      slot,
      cells: days.map((day) => byKey.get(`${team.id}|${day}|${slot}`)),
    })),
  );
}

/** How a cell can be used: booked, closed (a past day), full, or free with places left. */
export type CellState = "none" | "past" | "full" | "free";

export function cellState(cell: FreeSlot | undefined, today: string): CellState {
  if (!cell) return "none";
  if (cell.date < today) return "past";
  return cell.remaining <= 0 ? "full" : "free";
}

/** How full the slot is: 予約 1 / 定員 2. */
export const fillText = (cell: FreeSlot) => `予約 ${cell.booked} / 定員 ${cell.capacity}`;

/** 残り2, or 満員 when no place is left. */
export const remainingText = (cell: FreeSlot) =>
  cell.remaining > 0 ? `残り${cell.remaining}` : "満員";

/**
 * The words a screen reader hears for a cell button: 11月30日(月) 午前 第1班 残り2 予約 0 / 定員 2 —
 * the day, slot and team the column and row say, then the cell's own visible text (so a voice
 * user can speak what they see).
 */
export const cellLabel = (cell: FreeSlot, team: string) =>
  `${dayLabel(cell.date)} ${cell.slot} ${team} ${remainingText(cell)} ${fillText(cell)}`;
