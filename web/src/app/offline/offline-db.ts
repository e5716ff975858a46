import { openDB, type DBSchema, type IDBPDatabase } from "idb";

// The phone's copy of a crew's work, kept in IndexedDB (through `idb`) so it survives closing the
// tab and restarting the phone: the last answers of the pages a crew uses on site, and the writes
// made without signal, in the order they were made. Signing out deletes both (`clearOffline`).

/** A query's last answer, by urql's operation key (the document and its variables). */
export interface SavedAnswer {
  key: number;
  operationName: string;
  data: unknown;
  savedAt: string;
}

/** A write made without signal, sent when the signal returns (sync.ts). */
export interface QueuedWrite {
  seq?: number;
  /** Sent as `Idempotency-Key`, the same on every try: the API applies the write once. */
  idempotencyKey: string;
  operationName: string;
  /** The GraphQL document as text, and its variables (a photo's File stays a Blob here). */
  query: string;
  /** Its registered hash (persisted-documents.ts): the replay is sent by it, as the first try was. */
  documentHash?: string;
  variables: Record<string, unknown>;
  /** The upload route for a write that carries a file; else /graphql. */
  url?: string;
  /** The headers it was sent with (the upload route's CSRF header), not the token. */
  headers?: Record<string, string>;
  createdAt: string;
  /** Set when the office changed the same record first: the crew decides (ConflictList). */
  conflict?: { message: string; at: string };
}

interface OfflineSchema extends DBSchema {
  answers: { key: number; value: SavedAnswer };
  queue: { key: number; value: QueuedWrite };
}

const DB_NAME = "cfx-offline";
let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("answers", { keyPath: "key" });
      database.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
    },
  });
  return opened;
}

/** Other tabs and the top bar hear of every change to the queue. */
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(DB_NAME) : null;
const listeners = new Set<() => void>();
channel?.addEventListener("message", () => listeners.forEach((l) => l()));
function changed() {
  listeners.forEach((l) => l());
  channel?.postMessage("queue");
}

/** Calls `listener` whenever the queue changes, in this tab or another. */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function saveAnswer(answer: SavedAnswer): Promise<void> {
  await (await db()).put("answers", answer);
}

export async function savedAnswer(key: number): Promise<SavedAnswer | undefined> {
  return (await db()).get("answers", key);
}

export async function enqueue(write: QueuedWrite): Promise<void> {
  await (await db()).add("queue", write);
  changed();
}

/** The queued writes, oldest first. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  return (await db()).getAll("queue");
}

export async function dequeue(seq: number): Promise<void> {
  await (await db()).delete("queue", seq);
  changed();
}

export async function updateQueued(write: QueuedWrite): Promise<void> {
  await (await db()).put("queue", write);
  changed();
}

/** Sign-out: nothing of this crew member's stays on the phone. */
export async function clearOffline(): Promise<void> {
  const database = await db();
  await database.clear("answers");
  await database.clear("queue");
  changed();
}
