// What one subscription hands graphql-js: an async iterator fed by hub listeners. Written by hand
// rather than as an async generator: a generator waiting for its next value cannot be stopped
// (its `return()` waits for that value), and a browser that went away must free its listener,
// timers and reads at once.

/** Values waiting at most, per subscription: a reader this far behind is ended, not buffered. */
export const MAX_PENDING = 1_000;

export class LiveQueue<T> implements AsyncIterableIterator<T> {
  private readonly pending: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private failed: ((error: unknown) => void) | undefined;
  private error: unknown;
  private done = false;

  constructor(
    private readonly options: {
      /** Keep only the newest value (a list or figures sent whole: older ones are stale). */
      latestOnly?: boolean;
      /** Runs once when the subscription ends, however it ends. */
      onEnd: () => void;
      /** Runs before each value is handed out (a fresh per-event context: live/service.ts). */
      beforeEach?: () => void;
    },
  ) {}

  push(value: T): void {
    if (this.done) return;
    if (this.waiting) {
      const deliver = this.waiting;
      this.waiting = this.failed = undefined;
      this.options.beforeEach?.();
      deliver({ value, done: false });
      return;
    }
    if (this.options.latestOnly) this.pending.length = 0;
    if (this.pending.length >= MAX_PENDING) {
      this.fail(new Error("live subscription too far behind"));
      return;
    }
    this.pending.push(value);
  }

  /** Ends the subscription after what is pending; with an error, that error ends it. */
  fail(error: unknown): void {
    if (this.done) return;
    this.error = error;
    if (this.failed) {
      const reject = this.failed;
      this.waiting = this.failed = undefined;
      this.finish();
      reject(error);
    }
  }

  /** Ends the subscription normally (the client sees `complete`). */
  end(): void {
    if (this.done) return;
    const deliver = this.waiting;
    this.waiting = this.failed = undefined;
    this.finish();
    deliver?.({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    if (this.pending.length > 0) {
      this.options.beforeEach?.();
      return Promise.resolve({ value: this.pending.shift() as T, done: false });
    }
    if (this.error !== undefined && !this.done) {
      this.finish();
      return Promise.reject(this.error);
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  get ended(): boolean {
    return this.done;
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.pending.length = 0;
    this.options.onEnd();
  }
}
