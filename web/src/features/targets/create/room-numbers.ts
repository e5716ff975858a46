// Room numbers of a new apartment building: a generator for the usual pattern (floor × rooms per
// floor: 1–2 × 10 → 101…110, 201…210) and the editable list, one room number per line.

/** The most room numbers one new building may get (the API creates at most 500 units at once). */
export const MAX_ROOMS = 500;

export interface RoomPattern {
  floorFrom: number;
  floorTo: number;
  roomsPerFloor: number;
}

/** Why a pattern cannot be generated, or null when it can. */
export function roomPatternError({
  floorFrom,
  floorTo,
  roomsPerFloor,
}: RoomPattern): string | null {
  const whole = [floorFrom, floorTo, roomsPerFloor].every((n) => Number.isInteger(n) && n >= 1);
  if (!whole) return "階と部屋数は1以上の整数で入力してください";
  if (floorTo < floorFrom) return "階（まで）は階（から）以上にしてください";
  if (roomsPerFloor > 99) return "各階の部屋数は99以下にしてください";
  if ((floorTo - floorFrom + 1) * roomsPerFloor > MAX_ROOMS)
    return `部屋数は${MAX_ROOMS.toLocaleString("ja-JP")}以下にしてください`;
  return null;
}

/** Floor then a two-digit room: floor 3, room 5 → 305; floor 12, room 1 → 1201. */
export function generateRoomNumbers(pattern: RoomPattern): string[] {
  if (roomPatternError(pattern)) return [];
  const out: string[] = [];
  for (let floor = pattern.floorFrom; floor <= pattern.floorTo; floor++)
    for (let room = 1; room <= pattern.roomsPerFloor; room++)
      out.push(`${floor}${String(room).padStart(2, "0")}`);
  return out;
}

/** The list as typed: one per line (commas and 、 also separate), NFKC, blanks dropped. */
export function parseRoomNumbers(text: string): string[] {
  return text
    .normalize("NFKC")
    .split(/[\n,、]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The room numbers that occur more than once, each once, in order of first repeat. */
export function duplicateRoomNumbers(rooms: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const r of rooms) {
    if (seen.has(r) && !repeated.includes(r)) repeated.push(r);
    seen.add(r);
  }
  return repeated;
}
