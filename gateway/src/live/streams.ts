// The open streams of one gateway: how many each user holds (LIVE_MAX_STREAMS_PER_USER), and the
// end of each — at its token's expiry, with UNAUTHENTICATED so that the client subscribes again
// with a fresh token, and at shutdown, so that the drain does not wait on streams that never end.
import { GraphQLError, type ExecutionResult } from "graphql";
import { GatewayError } from "../errors";

/** The event that ends a stream whose token expired; the client reconnects with a fresh token. */
export const TOKEN_EXPIRED_MESSAGE = "サインインの有効期限が切れました。再接続してください。";

export function tokenExpired(): GraphQLError {
  return new GatewayError("UNAUTHENTICATED", { message: TOKEN_EXPIRED_MESSAGE });
}

type Results = AsyncIterator<ExecutionResult>;
const DONE: IteratorResult<ExecutionResult> = { value: undefined, done: true };

/**
 * An operation's results until they end, the stream is ended (`end`) or the client goes away
 * (`return`). Hand-written for the reason given in queue.ts: `return` must act at once.
 */
class BoundedResults implements AsyncIterableIterator<ExecutionResult> {
  private finished = false;
  private last: ExecutionResult | undefined;
  private stopRequested = false;
  private wake: (() => void) | undefined;
  private readonly stopped = new Promise<"stop">((resolve) => {
    this.wake = () => resolve("stop");
  });

  constructor(
    private readonly source: Results,
    private readonly onFinish: () => void,
  ) {}

  /** Ends the stream; `last` (an error) is its final event. */
  end(last?: ExecutionResult): void {
    if (this.finished || this.stopRequested) return;
    this.stopRequested = true;
    this.last = last;
    this.wake?.();
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.finished) return DONE;
    let step: IteratorResult<ExecutionResult> | "stop";
    try {
      step = this.stopRequested ? "stop" : await Promise.race([this.source.next(), this.stopped]);
    } catch (error) {
      await this.finish();
      return { value: { errors: [asGraphQLError(error)] }, done: false };
    }
    if (step === "stop") {
      await this.finish();
      return this.last ? { value: this.last, done: false } : DONE;
    }
    if (step.done) await this.finish();
    return step;
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.finish();
    return DONE;
  }

  async throw(): Promise<IteratorResult<ExecutionResult>> {
    await this.finish();
    return DONE;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    this.wake?.();
    this.onFinish();
    await this.source.return?.().catch(() => undefined);
  }
}

function asGraphQLError(error: unknown): GraphQLError {
  return error instanceof GraphQLError
    ? error
    : new GraphQLError("live stream failed", { originalError: error as Error });
}

export class LiveStreams {
  private readonly byUser = new Map<string, number>();
  private readonly open = new Set<BoundedResults>();
  private closing = false;

  constructor(private readonly maxPerUser: number) {}

  /**
   * Takes one of the user's streams; undefined when the user holds the most already. The answer
   * gives it back (once, however often it is called).
   */
  reserve(user: string): (() => void) | undefined {
    const held = this.byUser.get(user) ?? 0;
    if (held >= this.maxPerUser) return undefined;
    this.byUser.set(user, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.byUser.get(user) ?? 1) - 1;
      if (left > 0) this.byUser.set(user, left);
      else this.byUser.delete(user);
    };
  }

  /**
   * The results of one subscription, ended with UNAUTHENTICATED at `expiresAtMs` (the token's
   * trusted end) and at `endAll`; `release` runs when it ends, however it ends.
   */
  bound(
    results: AsyncIterable<ExecutionResult>,
    expiresAtMs: number | undefined,
    release: () => void,
  ): AsyncIterableIterator<ExecutionResult> {
    let timer: NodeJS.Timeout | undefined;
    const bounded: BoundedResults = new BoundedResults(results[Symbol.asyncIterator](), () => {
      clearTimeout(timer);
      this.open.delete(bounded);
      release();
    });
    if (this.closing) {
      bounded.end();
      return bounded;
    }
    this.open.add(bounded);
    if (expiresAtMs !== undefined) {
      const expire = () => bounded.end({ errors: [tokenExpired()] });
      const wait = expiresAtMs - Date.now();
      // setTimeout takes at most ~24.8 days; a token lives an hour.
      if (wait <= 0) expire();
      else timer = setTimeout(expire, Math.min(wait, 2 ** 31 - 1));
    }
    return bounded;
  }

  /** Shutdown: every open stream ends now (its client sees `complete`), and new ones at once. */
  endAll(): void {
    this.closing = true;
    for (const stream of this.open) stream.end();
  }

  /** Open streams (tests, the bench). */
  get size(): number {
    return this.open.size;
  }

  /** The streams `user` holds. */
  heldBy(user: string): number {
    return this.byUser.get(user) ?? 0;
  }
}
