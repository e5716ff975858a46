// 上へ / 下へ on a master list. reorderMasterItems wants every value of the list, retired ones
// included, even when 「廃止を表示」 hides them: a move passes the neighbour on screen and leaves the
// hidden values where they are relative to the rest.

export type Direction = -1 | 1;

/**
 * The whole list's new order after moving `id` past its neighbour among the `shown` ids, or null
 * when it is already first (up) or last (down) on screen.
 */
export function moveAmongShown(
  all: readonly number[],
  shown: readonly number[],
  id: number,
  direction: Direction,
): number[] | null {
  const at = shown.indexOf(id);
  const neighbour = at < 0 ? undefined : shown[at + direction];
  if (neighbour === undefined || !all.includes(id)) return null;
  const rest = all.filter((other) => other !== id);
  const place = rest.indexOf(neighbour) + (direction === 1 ? 1 : 0);
  return [...rest.slice(0, place), id, ...rest.slice(place)];
}

/** The API's ceiling of a menu position. */
const MAX_SORT_ORDER = 32767;

/**
 * The position of a value added now: right after every existing one (the API's default would be
 * 0, first). Positions count 1, 2, 3… as the seed and a reorder write them, so the new value of a
 * list at 1, 2, 3 is 4, not 13 (#37.19).
 */
export function nextSortOrder(items: readonly { sortOrder?: number | null }[]): number {
  const last = Math.max(0, ...items.map((i) => i.sortOrder ?? 0));
  return Math.min(MAX_SORT_ORDER, last + 1);
}
