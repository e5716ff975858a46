// constructionChanged / negotiationChanged: the changes of one entity's records as the subscriber
// sees them. The relay says only "record 123 of Construction is at version 4"; each subscriber's
// stream reads record 123 again with the subscriber's own token, and the API's answer decides: a
// record the subscriber may not see (another partner company's construction: 404/403) is never
// announced, so nothing leaks through an event.
import type { LiveAccess } from "./service";
import type { LiveSignal } from "./hub";
import type { LiveEntity } from "./upstream";
import { sharedRead } from "./shared-reads";

/** What LiveChange is made of (the schema's `updatedBy` resolves the user id). */
export type LiveChangeRecord = {
  id: number;
  version: number | null;
  deleted: boolean;
  updatedBy: number | null;
};

/** What the stream reads of a record: its version and writer. */
export type RecordStamp = { id: number; version: number; updatedBy: number | null };

export type RecordReader = {
  /** The record if the subscriber may see it, else null (404 or 403). */
  one(id: number): Promise<RecordStamp | null>;
  /** Those of these records the subscriber may see (one call). */
  many(ids: readonly number[]): Promise<RecordStamp[]>;
};

const changed = (row: RecordStamp): LiveChangeRecord => ({
  id: row.id,
  version: row.version,
  deleted: false,
  updatedBy: row.updatedBy,
});

const removed = (id: number): LiveChangeRecord => ({
  id,
  version: null,
  deleted: true,
  updatedBy: null,
});

/**
 * The stream of changes of `entity`. With `ids`: those records only, deletes included, but only
 * of a record the subscriber was seen to see (read at subscription, or announced since) — a
 * delete is not re-readable, and a guessed id must not tell that it existed. Without `ids`: every
 * record the subscriber can read after the change; deletes are not announced (the lists re-read).
 * A resync re-reads the `ids` and announces each; a stream without ids cannot say what it missed,
 * so it ends: the client subscribes again and reads its list again.
 */
export async function recordChanges(
  live: LiveAccess,
  entity: LiveEntity,
  ids: readonly number[] | undefined,
  read: RecordReader,
): Promise<AsyncIterableIterator<LiveChangeRecord>> {
  await live.ready();
  const wanted = ids ? new Set(ids) : undefined;
  // Listening before the first read: a change between the read and the listening is not lost.
  let stop = () => {};
  const queue = live.queue<LiveChangeRecord>({ onEnd: () => stop() });
  const visible = new Set<number>();
  const onSignal = async (signal: LiveSignal) => {
    if (signal.kind === "resync") {
      if (!wanted) return queue.end();
      const seen = await read.many([...wanted]);
      const now = new Set(seen.map((row) => row.id));
      for (const id of visible) if (!now.has(id)) queue.push(removed(id));
      visible.clear();
      for (const row of seen) {
        visible.add(row.id);
        queue.push(changed(row));
      }
      return;
    }
    if (signal.entity !== entity) return;
    if (wanted && !wanted.has(signal.id)) return;
    if (signal.deleted) {
      if (visible.delete(signal.id)) queue.push(removed(signal.id));
      return;
    }
    const row = await sharedRead(signal, live.user, () => read.one(signal.id));
    if (!row) {
      visible.delete(signal.id);
      return;
    }
    if (wanted) visible.add(row.id);
    queue.push(changed(row));
  };
  stop = live.hub.listen((signal) => {
    onSignal(signal).catch((error: unknown) => {
      live.log.warn({ err: error }, "live re-read failed");
      // The subscriber's token is no longer good (or its rights are gone): the stream ends.
      if (isRefusal(error)) queue.fail(error);
    });
  });
  if (wanted) {
    try {
      for (const row of await read.many([...wanted])) visible.add(row.id);
    } catch (error) {
      queue.end();
      throw error;
    }
  }
  return queue;
}

/** An answer that will not change by trying again with the same token. */
export function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "UNAUTHENTICATED" || code === "FORBIDDEN";
}
