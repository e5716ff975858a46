// The fan-out of one gateway process: the feed (feed.ts) publishes each change of the API's relay
// once, every open subscription of this process hears it. Nothing here knows users: each
// subscription re-reads what its own subscriber may see (record-changes.ts, rereads.ts).
import type { LiveChangeEvent } from "./upstream";

/**
 * A change, or "resync": the relay's stream was interrupted and is open again, so changes may
 * have been missed; every subscription reads its state again.
 */
export type LiveSignal = LiveChangeEvent | { kind: "resync" };

export type LiveListener = (signal: LiveSignal) => void;

export class LiveHub {
  private readonly listeners = new Set<LiveListener>();

  /** Adds a listener; the answer removes it. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(signal: LiveSignal): void {
    for (const listener of this.listeners) {
      // One subscription's failure must not keep the signal from the others.
      try {
        listener(signal);
      } catch {
        // listeners catch their own errors; this only guards the loop
      }
    }
  }

  /** Listeners now (tests, the bench). */
  get size(): number {
    return this.listeners.size;
  }
}

/** A relevance test: a change of one of these entities. */
export const changeOf =
  (...entities: string[]) =>
  (signal: LiveSignal): boolean =>
    signal.kind === "change" && entities.includes(signal.entity);
