// One change re-read once per user: a user with the list and the edit page of the same
// construction open holds two streams, and both would read the record with the same rights.
// Keyed by the change itself (the hub hands every listener the same object), so the shared
// read lives exactly as long as anyone still handles that change.
import type { LiveSignal } from "./hub";

const reads = new WeakMap<LiveSignal, Map<string, Promise<unknown>>>();

export function sharedRead<T>(
  signal: LiveSignal,
  user: string,
  read: () => Promise<T>,
): Promise<T> {
  let byUser = reads.get(signal);
  if (!byUser) {
    byUser = new Map();
    reads.set(signal, byUser);
  }
  let pending = byUser.get(user) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    byUser.set(user, pending);
  }
  return pending;
}
