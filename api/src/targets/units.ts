// The units a new target is created with (issue #12): a 戸建 has its one unit, a 集合住宅 one
// per room number sent with it (`roomNumbers`), a 電柱 none. Created in the target's transaction.
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { Tx } from "../db/client";
import { insertRecord } from "../platform/crud";
import { badRequest } from "../platform/errors";
import { normalizeCode } from "../platform/normalize";
import type { Values } from "../platform/resource";
import { targetDetails } from "./tables";

export const TARGET_TYPE = { house: 2, apartment: 3, pole: 4 } as const;
export const MAX_ROOMS = 500;
const MAX_ROOM_LENGTH = 20;

/** POST body field; the limits with Japanese messages are checked by `parseRoomNumbers`. */
export const RoomNumbers = Type.Array(Type.String({ maxLength: 200 }), {
  maxItems: 1000,
  description: `集合住宅の部屋番号（1〜${MAX_ROOMS}件、各${MAX_ROOM_LENGTH}文字以内、重複不可）。住戸（対象詳細）を部屋ごとに作成し、総戸数をその件数にする`,
});

/** Room numbers normalised (NFKC, trimmed), or 400 `{ roomNumbers: [...] }` listing the problems. */
export function parseRoomNumbers(raw: readonly string[]): string[] {
  const rooms = raw.map((r) => normalizeCode(r));
  const problems: string[] = [];
  if (rooms.length > MAX_ROOMS)
    problems.push(`部屋番号は${MAX_ROOMS}件以内で入力してください（${rooms.length}件）`);
  if (rooms.some((r) => r === "")) problems.push("空の部屋番号があります");
  const long = rooms.filter((r) => r.length > MAX_ROOM_LENGTH);
  if (long.length)
    problems.push(
      `部屋番号は${MAX_ROOM_LENGTH}文字以内で入力してください（${long.slice(0, 5).join("、")}）`,
    );
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const r of rooms) (seen.has(r) ? dup : seen).add(r);
  dup.delete("");
  if (dup.size) problems.push(`部屋番号が重複しています（${[...dup].slice(0, 5).join("、")}）`);
  if (problems.length) throw badRequest({ roomNumbers: problems });
  return rooms;
}

/** Floor of a room number: the digits before the last two ("101" → 1, "1203" → 12), else null. */
export function floorOf(room: string): number | null {
  const m = /^(\d+)\d{2}$/.exec(room);
  if (!m) return null;
  const floor = Number(m[1]);
  return floor <= 200 ? floor : null;
}

/**
 * Create-time check of `roomNumbers` (removed from the values: it is no column). Sets totalUnits
 * to the number of units the target will have. Returns the rooms to create after the insert.
 */
export function prepareUnits(v: Values, creating: boolean): string[] | undefined {
  // The create schema types it: an array of room numbers (texts), or null.
  const raw = Array.isArray(v.roomNumbers) ? v.roomNumbers.map(String) : [];
  delete v.roomNumbers;
  if (raw.length === 0) {
    if (creating && v.targetType === TARGET_TYPE.house && v.totalUnits == null) v.totalUnits = 1;
    return undefined;
  }
  if (!creating)
    throw badRequest({
      roomNumbers: ["部屋番号は新規登録の時だけ指定できます（住戸は対象詳細で追加してください）"],
    });
  if (v.targetType !== TARGET_TYPE.apartment)
    throw badRequest({ roomNumbers: ["部屋番号は集合住宅の時だけ指定できます"] });
  const rooms = parseRoomNumbers(raw);
  v.totalUnits = rooms.length;
  return rooms;
}

// The rooms a create's prepare accepted, for its afterWrite (the same request, same transaction).
const pending = new WeakMap<FastifyRequest, string[]>();

export function rememberRooms(request: FastifyRequest, rooms: string[] | undefined) {
  if (rooms) pending.set(request, rooms);
}

/** After the target's insert: its units (戸建: one without room number, 集合住宅: one per room). */
export async function createUnits(
  tx: Tx,
  request: FastifyRequest,
  target: { id: number; targetType: number },
): Promise<void> {
  const rooms = pending.get(request);
  pending.delete(request);
  const actor = request.user.id;
  if (target.targetType === TARGET_TYPE.house) {
    await insertRecord(tx, targetDetails, { targetId: target.id }, actor);
    return;
  }
  if (target.targetType !== TARGET_TYPE.apartment || !rooms) return;
  for (const roomNumber of rooms)
    await insertRecord(
      tx,
      targetDetails,
      { targetId: target.id, roomNumber, floor: floorOf(roomNumber) },
      actor,
    );
}
