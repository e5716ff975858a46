import { useCallback, useEffect, useMemo, useState } from "react";
import { useClient } from "urql";
import { dequeue, onQueueChange, queuedWrites, updateQueued, type QueuedWrite } from "./offline-db";
import { latestRecord, type LatestRecord } from "./latest-record";
import { syncQueue } from "./sync";
import { useOnline } from "../../shared/live/useOnline";

/** While writes wait and none is refused, how often the queue tries again (an answer lost online). */
const RETRY_MS = 5_000;

export interface OfflineQueue {
  writes: QueuedWrite[];
  online: boolean;
  /** The record a refused update is about, as it is now (null: not an update). */
  latest(write: QueuedWrite): Promise<LatestRecord | null>;
  /** Sends the crew's own values again, over the latest version when there is one. */
  resend(write: QueuedWrite, latest: LatestRecord | null): Promise<void>;
  /** Drops a write: the office's values stay. */
  discard(write: QueuedWrite): Promise<void>;
}

const idOf = (write: QueuedWrite) =>
  typeof write.variables.id === "string" ? write.variables.id : null;

/**
 * The writes waiting on this phone, sent in order as soon as the network is back (the `online`
 * event, the start of the app, and every few seconds while some wait).
 */
export function useOfflineQueue(): OfflineQueue {
  const client = useClient();
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  const online = useOnline();

  const load = useCallback(() => queuedWrites().then(setWrites, () => undefined), []);
  const sync = useCallback(
    () =>
      (navigator.onLine ? syncQueue(client).catch(() => undefined) : Promise.resolve()).then(load),
    [client, load],
  );

  useEffect(() => {
    const stop = onQueueChange(() => void load());
    const up = () => void sync();
    window.addEventListener("online", up);
    void sync();
    return () => {
      stop();
      window.removeEventListener("online", up);
    };
  }, [load, sync]);

  const waiting = writes.length > 0 && !writes.some((w) => w.conflict);
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, online, sync]);

  // One object per change of the queue, not per render of the shell: the dialog reads a refused
  // write's latest record again only when the queue changed.
  return useMemo<OfflineQueue>(
    () => ({
      writes,
      online,
      latest: async (write) => {
        const id = idOf(write);
        return id ? latestRecord(client, write.operationName, id) : null;
      },
      resend: async (write, latest) => {
        const input = write.variables.input as Record<string, unknown> | undefined;
        await updateQueued({
          ...write,
          // Over the latest version, as a new write: the refused one's key has its answer stored.
          variables:
            latest && input
              ? { ...write.variables, input: { ...input, version: latest.version } }
              : write.variables,
          idempotencyKey: crypto.randomUUID(),
          conflict: undefined,
        });
        await sync();
      },
      discard: async (write) => {
        await dequeue(write.seq!);
        await sync();
      },
    }),
    [writes, online, client, sync],
  );
}
