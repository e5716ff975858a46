import type { CombinedError } from "urql";

// The offline exchange (app/offline/offline-exchange.ts) answers a queued write with this error;
// pages and the alert kit tell it apart from a failure, so it lives here, beside them.

/** The answer a page gets for a write kept in the queue: an error it shows, nothing lost. */
export class QueuedOffline extends Error {
  constructor() {
    super("電波がないため未送信として保存しました。電波が戻ると順に送信します。");
    this.name = "QueuedOffline";
  }
}

export const isQueuedOffline = (error: CombinedError | undefined) =>
  error?.networkError instanceof QueuedOffline;
