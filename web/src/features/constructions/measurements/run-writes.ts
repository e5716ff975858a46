import type { CombinedError } from "urql";
import { isQueuedOffline } from "@/shared/mutation/queued-offline";
import type { Write } from "./reading-rows";

/** A create or update as the page runs it: only whether it failed matters here. */
export type Runner<W extends Write["kind"]> = (
  write: Extract<Write, { kind: W }>,
) => Promise<{ error?: CombinedError | undefined }>;

export interface WritesOutcome {
  /** Keys of the rows written, in order. */
  done: string[];
  /** Keys of the rows kept in the offline queue (no signal): sent later, in order. */
  queued: string[];
  /** The first refusal: the rows after it were not sent (the crew fixes it and saves again). */
  failure?: { key: string; error: CombinedError };
}

/**
 * Writes the changed rows one by one (one measurement is one REST resource; the API judges each).
 * Stops at the first refusal so the alert names one problem and the row it belongs to. Without
 * signal each write goes into the offline queue and the next one follows it there.
 */
export async function runWrites(
  writes: readonly Write[],
  run: { create: Runner<"create">; update: Runner<"update"> },
): Promise<WritesOutcome> {
  const done: string[] = [];
  const queued: string[] = [];
  for (const write of writes) {
    const { error } = write.kind === "create" ? await run.create(write) : await run.update(write);
    if (isQueuedOffline(error)) queued.push(write.key);
    else if (error) return { done, queued, failure: { key: write.key, error } };
    else done.push(write.key);
  }
  return { done, queued };
}
