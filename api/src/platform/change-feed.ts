// The change feed of every record table (issue #39): "what changed since my last sync", read by
// a cursor over (change_xid, change_seq), the columns migration 0014 adds and its trigger writes
// in the writing transaction. A page holds only rows whose transaction id is below the reader's
// snapshot xmin: every transaction older than that has finished, so nothing can still commit
// behind the cursor — a row is never skipped, and a row comes again only when it changed again.
import { and, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import { Type, type TProperties } from "typebox";
import type { Executor } from "../db/client";
import type { RecordTable, Row } from "./crud";
import { fieldError } from "./errors";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./list";

/** A position in the feed; `since`: only rows updated at or after it (a first sync from a date). */
export interface ChangeCursor {
  xid: bigint;
  seq: bigint;
  since?: Date;
}

const START: ChangeCursor = { xid: 0n, seq: 0n };
const VERSION = "c1";
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const BAD_CURSOR =
  "変更カーソルが正しくありません（前回の changeCursor、0、または日時を指定してください）";

export const UPDATED_SINCE_DESCRIPTION =
  "変更カーソル (change cursor): 前回の応答の changeCursor を渡すと、それ以降に登録・更新・削除された行を変更順に返す。" +
  "0 は最初から（全件の同期）。ISO 8601 の日時（2026-04-01T00:00:00+09:00）はその時刻以降に更新された行から始める。";

/** The opaque text of a cursor (base64url, so clients do not build or edit one). */
export function encodeCursor(cursor: ChangeCursor): string {
  const parts = [VERSION, cursor.xid.toString(), cursor.seq.toString()];
  if (cursor.since) parts.push(String(cursor.since.getTime()));
  return Buffer.from(parts.join(".")).toString("base64url");
}

/** `updatedSince` → a cursor: a cursor from an earlier answer, `0` (from the start) or an instant. */
export function parseUpdatedSince(text: string): ChangeCursor {
  const value = text.trim();
  if (value === "0") return START;
  if (ISO_INSTANT.test(value)) {
    const since = new Date(value);
    if (Number.isNaN(since.getTime())) throw fieldError("updatedSince", BAD_CURSOR);
    return { ...START, since };
  }
  const parts = Buffer.from(value, "base64url").toString("utf8").split(".");
  const [version, xid, seq, since] = parts;
  const digits = /^\d{1,20}$/;
  if (
    version !== VERSION ||
    parts.length > 4 ||
    !digits.test(xid ?? "") ||
    !digits.test(seq ?? "") ||
    (since !== undefined && !digits.test(since))
  )
    throw fieldError("updatedSince", BAD_CURSOR);
  return {
    xid: BigInt(xid!),
    seq: BigInt(seq!),
    ...(since !== undefined ? { since: new Date(Number(since)) } : {}),
  };
}

/** Querystring of a `<list>/changes` route: the list's filters, the cursor and a page size. */
export function changesQuerySchema<F extends TProperties>(filters: F) {
  return Type.Object({
    updatedSince: Type.String({
      minLength: 1,
      maxLength: 200,
      description: UPDATED_SINCE_DESCRIPTION,
    }),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        default: DEFAULT_PAGE_SIZE,
        description: "1ページの変更数",
      }),
    ),
    ...filters,
  });
}

export interface ChangePage<R> {
  /** Changed rows that are live and match the filters, in change order. */
  rows: R[];
  /** Changed rows the client should drop: deleted (tombstones) or no longer matching the filters. */
  deletedIds: number[];
  /** Where the next page starts; the same position when nothing changed. */
  cursor: string;
}

// Drizzle's generic builders do not accept an abstract table type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/**
 * One page of changes of `table` after `cursor` that `scope` lets the caller see. A changed row is
 * an item when it is live and matches `filters`, otherwise its id is a tombstone: a syncing client
 * drops it, whether it was deleted or left the filtered view (a status filter, for instance).
 */
export async function listChanges<T extends RecordTable>(
  ex: Executor,
  table: T,
  cursor: ChangeCursor,
  options: { pageSize?: number; filters?: (SQL | undefined)[]; scope?: SQL },
): Promise<ChangePage<Row<T>>> {
  const xidColumn = sql`${table}.change_xid`;
  const seqColumn = sql`${table}.change_seq`;
  const filters = (options.filters ?? []).filter((f): f is SQL => f !== undefined);
  const live = and(isNull(table.deletedAt), ...filters)!;
  const limit = Math.min(options.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  // The fields are loosened like the table: typed at the result, as the other generic helpers.
  const rows = (await ex
    .select({
      ...getTableColumns(table),
      changeXid: sql<string>`${xidColumn}::text`,
      changeSeq: sql<string>`${seqColumn}::text`,
      changeLive: sql<boolean>`coalesce(${live}, false)`,
    } as Loose)
    .from(table as Loose)
    .where(
      and(
        sql`(${xidColumn}, ${seqColumn}) > (${cursor.xid.toString()}::xid8, ${cursor.seq.toString()}::bigint)`,
        // Only finished transactions: none older than the snapshot's xmin is still running.
        sql`${xidColumn} < pg_snapshot_xmin(pg_current_snapshot())`,
        cursor.since ? sql`${table.updatedAt} >= ${cursor.since.toISOString()}` : undefined,
        options.scope,
      ),
    )
    .orderBy(xidColumn, seqColumn)
    .limit(limit)) as (Row<T> & {
    changeXid: string;
    changeSeq: string;
    changeLive: unknown;
  })[];
  const last = rows.at(-1);
  const next = last
    ? { ...cursor, xid: BigInt(last.changeXid), seq: BigInt(last.changeSeq) }
    : cursor;
  const items: Row<T>[] = [];
  const deletedIds: number[] = [];
  for (const { changeXid: _x, changeSeq: _s, changeLive, ...row } of rows) {
    // pg sends booleans as booleans; a driver that does not sends 't'.
    if (changeLive === true || changeLive === "t") items.push(row);
    else deletedIds.push(row.id);
  }
  return { rows: items, deletedIds, cursor: encodeCursor(next) };
}
