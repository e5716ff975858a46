import { asc, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clients } from "../../masters/tables";

// The 発注元 column of a target import or an external source: the office knows its clients by
// name, not by the database id, so a cell may hold either (#37.14). Names are matched as the
// master list stores them, after NFKC and trimming (「城南ケーブルテレビ株式会社」, ＩＤ「１」).

export interface ClientLookup {
  /** The live client a cell names (an id or a name), or undefined. */
  find(cell: string): number | undefined;
}

/** Folds a cell for matching: full-width → half-width, surrounding and repeated spaces. */
const fold = (text: string) => text.normalize("NFKC").trim().replace(/\s+/g, " ");

/** A lookup over the given live clients (the import reads them once per run). */
export function clientLookupOf(rows: readonly { id: number; name: string }[]): ClientLookup {
  const ids = new Set(rows.map((r) => r.id));
  const byName = new Map(rows.map((r) => [fold(r.name), r.id]));
  return {
    find(cell) {
      const text = fold(cell);
      if (/^\d+$/.test(text)) {
        const id = Number(text);
        return ids.has(id) ? id : undefined;
      }
      return byName.get(text);
    },
  };
}

/** The live clients, for a lookup and for the valid values the import page lists. */
export function liveClients(db: Db) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(isNull(clients.deletedAt))
    .orderBy(asc(clients.sortOrder), asc(clients.id));
}
