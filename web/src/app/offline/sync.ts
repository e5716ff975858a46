import type { Client, CombinedError } from "urql";
import { dequeue, queuedWrites, updateQueued, type QueuedWrite } from "./offline-db";
import { REPLAY } from "./offline-exchange";

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
      idempotencyKey: write.idempotencyKey,
      fetchOptions: { headers: write.headers ?? {} },
    })
    .toPromise();
}

let running: Promise<SyncOutcome> | null = null;

/** Sends the queue in order until it is empty, the network fails or a write is refused. */
export function syncQueue(client: Client): Promise<SyncOutcome> {
  running ??= (async () => {
    try {
      for (const write of await queuedWrites()) {
        if (write.conflict) return "refused";
        const result = await sendQueued(client, write);
        if (!result.error) {
          await dequeue(write.seq!);
          continue;
        }
        if (result.error.networkError && result.error.graphQLErrors.length === 0) return "offline";
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
