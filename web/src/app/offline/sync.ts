import type { Client, CombinedError } from "urql";
import { dequeue, queuedWrites, updateQueued, type QueuedWrite } from "./offline-db";
import { isUnreachable, REPLAY } from "./offline-exchange";
import { DOCUMENT_HASH } from "../persisted-documents";

// Sends the writes made without signal, oldest first, each with the Idempotency-Key it was first
// tried with: a write whose answer was lost is not applied twice. The first one the API refuses
// (the office changed the same record: CONFLICT, or any other refusal) stops the run and waits for
// the crew's choice (ConflictList): the writes after it may build on it, and nothing is
// overwritten silently.

export type SyncOutcome = "done" | "offline" | "refused";

const refusalOf = (error: CombinedError) =>
  error.graphQLErrors[0]?.message ?? "送信できませんでした。";

/** One queued write, sent as it was queued. */
export function sendQueued(client: Client, write: QueuedWrite) {
  return client
    .mutation(write.query, write.variables, {
      url: write.url,
      [REPLAY]: true,
      [DOCUMENT_HASH]: write.documentHash,
      idempotencyKey: write.idempotencyKey,
      fetchOptions: { headers: write.headers ?? {} },
    })
    .toPromise();
}

/** The version a write was based on: its input's, or a delete's own argument. */
function baseVersion(write: QueuedWrite): number | undefined {
  const input = write.variables.input as { version?: unknown } | undefined;
  const version = input?.version ?? write.variables.version;
  return typeof version === "number" ? version : undefined;
}

function withVersion(write: QueuedWrite, version: number): QueuedWrite {
  const { input } = write.variables as { input?: Record<string, unknown> };
  const variables =
    input && "version" in input
      ? { ...write.variables, input: { ...input, version } }
      : { ...write.variables, version };
  return { ...write, variables };
}

/**
 * The crew's later writes to the record that a sent write changed were based on the version it
 * changed (施工開始 then 完了 without signal): they go on from the version it made. Writes based
 * on any other version are left alone, so the office's changes still come back as a conflict.
 */
async function rebase(sent: QueuedWrite, data: unknown): Promise<void> {
  const answer = Object.values((data ?? {}) as Record<string, unknown>)[0] as
    { id?: unknown; version?: unknown } | undefined;
  const from = baseVersion(sent);
  if (from === undefined || typeof answer?.version !== "number") return;
  for (const later of await queuedWrites()) {
    if (later.variables.id === sent.variables.id && baseVersion(later) === from)
      await updateQueued(withVersion(later, answer.version));
  }
}

let running: Promise<SyncOutcome> | null = null;

/** Sends the queue in order until it is empty, the network fails or a write is refused. */
export function syncQueue(client: Client): Promise<SyncOutcome> {
  running ??= (async () => {
    try {
      // The oldest each time, read afresh: a sent write may have rebased the ones after it.
      for (let write = (await queuedWrites())[0]; write; write = (await queuedWrites())[0]) {
        if (write.conflict) return "refused";
        const result = await sendQueued(client, write);
        if (!result.error) {
          await dequeue(write.seq!);
          await rebase(write, result.data);
          continue;
        }
        if (isUnreachable(result.error)) return "offline";
        await updateQueued({
          ...write,
          conflict: { message: refusalOf(result.error), at: new Date().toISOString() },
        });
        return "refused";
      }
      return "done";
    } finally {
      running = null;
    }
  })();
  return running;
}
