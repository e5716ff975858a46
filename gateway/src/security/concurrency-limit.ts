// How many GraphQL requests the gateway lets work at once, and what it does with the others
// (issue #42). A fixed bound (#20's SHED_MAX_IN_FLIGHT = 64) was wrong both ways on a 2-core
// machine: 64 requests in flight is far more than the processes behind it can work on at once,
// so each one took longer without more being served, and whatever came beyond 64 was refused
// although it would have been served within a second — 200 users without pause saw 95 % of
// their requests shed and ~90 pages a second served.
//
// Two parts, after Netflix's concurrency-limits (Gradient2) and CoDel's "a queue with a deadline":
//
// - The limit of requests in flight follows the latency of what is served. While the recent
//   latency (a short average) stays within `tolerance` × the latency without load (the lowest
//   recent average), the limit grows by about √limit per round; when it rises above (the
//   processes behind are saturated and requests only queue there), it shrinks in proportion. So it settles where the machine is busy but
//   requests do not pile up inside the API or PostgreSQL, whatever the machine and its load.
// - Requests beyond the limit wait here, in arrival order, if the wait the queue predicts (its
//   length × the recent latency ÷ the limit) is within `queueDeadlineMs`; the others are answered
//   503 at once. Waiting here costs nothing (the body is not even read yet); deciding at arrival
//   keeps a shed answer immediate — a request is never refused after it waited.
//
// Pure bookkeeping with an injected clock: load-shedding.ts wires it to Fastify's hooks, and
// concurrency-limit.test.ts drives it without HTTP.

export type ConcurrencyLimitOptions = {
  /** The ceiling of the limit (SHED_MAX_IN_FLIGHT), and where it starts. */
  maxLimit: number;
  /** The floor: never fewer in flight than this (capped by maxLimit). */
  minLimit?: number;
  /** Longest predicted wait for a slot; 0 = no queue, beyond the limit is refused at once. */
  queueDeadlineMs: number;
  /** Recent latency may exceed the long-run latency by this factor before the limit shrinks. */
  tolerance?: number;
  /** Hard bound on waiting requests, whatever the prediction (memory). */
  maxQueue?: number;
};

/** What became of a request that asked for a slot. */
export type Admission =
  | { kind: "run"; release: Release }
  | { kind: "queued"; slot: Promise<Release | undefined>; cancel: () => void }
  | { kind: "shed" };

/** Gives the slot back: with the latency to learn from, or without (a stream let go early). */
export type Release = (latencyMs?: number) => void;

type Waiter = { resolve: (release: Release | undefined) => void; done: boolean };

/** Samples in the short average: a few rounds of a busy gateway's completions. */
const SHORT_WINDOW = 20;
/** Per sample, how much the baseline may rise: ~1 % a second at 250 answers a second. */
const BASELINE_AGING = 4e-5;
/**
 * The floor of the limit: a page waits on the API in two or three rounds of REST calls, and the
 * API on PostgreSQL, so fewer in flight leave the two cores idle between rounds. A busy machine
 * (other processes on it) raises latencies without any gain from fewer in flight.
 */
const DEFAULT_MIN_LIMIT = 16;
/** How much of each new estimate the limit takes (the rest is its old value): steadies it. */
const SMOOTHING = 0.2;

export class ConcurrencyLimit {
  readonly maxLimit: number;
  readonly minLimit: number;
  readonly queueDeadlineMs: number;
  private readonly tolerance: number;
  private readonly maxQueue: number;
  /** The current limit, fractional while it moves; `Math.floor` of it is enforced. */
  private estimate: number;
  private inFlightCount = 0;
  private shortRtt = 0;
  private baseline = 0;
  private samples = 0;
  private readonly queue: Waiter[] = [];
  /** Index of the queue's head: shifting an array per dispatch would cost O(n). */
  private head = 0;

  constructor(options: ConcurrencyLimitOptions) {
    this.maxLimit = Math.max(1, options.maxLimit);
    this.minLimit = Math.min(this.maxLimit, Math.max(1, options.minLimit ?? DEFAULT_MIN_LIMIT));
    this.queueDeadlineMs = Math.max(0, options.queueDeadlineMs);
    this.tolerance = options.tolerance ?? 1.5;
    this.maxQueue = options.maxQueue ?? 2_000;
    this.estimate = this.maxLimit;
  }

  get limit(): number {
    return Math.max(this.minLimit, Math.floor(this.estimate));
  }

  get inFlight(): number {
    return this.inFlightCount;
  }

  get waiting(): number {
    return this.queue.length - this.head;
  }

  /** The recent latency of served requests (ms; 0 before the first). */
  get recentLatencyMs(): number {
    return this.shortRtt;
  }

  acquire(): Admission {
    if (this.inFlightCount < this.limit && this.waiting === 0) return this.run();
    if (!this.mayWait()) return { kind: "shed" };
    const waiter: Waiter = { resolve: () => {}, done: false };
    const slot = new Promise<Release | undefined>((resolve) => (waiter.resolve = resolve));
    this.queue.push(waiter);
    return {
      kind: "queued",
      slot,
      // The client went away while waiting: its place is skipped when its turn comes.
      cancel: () => {
        if (waiter.done) return;
        waiter.done = true;
        waiter.resolve(undefined);
      },
    };
  }

  /** Whether one more request would get a slot within the deadline, as the queue predicts now. */
  private mayWait(): boolean {
    if (this.queueDeadlineMs <= 0 || this.waiting >= this.maxQueue) return false;
    // Before any latency is known nothing can be predicted: wait (the first requests of a start).
    if (this.samples === 0) return true;
    const predictedMs = ((this.waiting + 1) * this.shortRtt) / this.limit;
    return predictedMs <= this.queueDeadlineMs;
  }

  private run(): { kind: "run"; release: Release } {
    this.inFlightCount++;
    let held = true;
    const release: Release = (latencyMs) => {
      if (!held) return;
      held = false;
      this.inFlightCount--;
      if (latencyMs !== undefined) this.learn(latencyMs);
      this.dispatch();
    };
    return { kind: "run", release };
  }

  /** Hands freed slots to the queue's head, skipping those whose client went away. */
  private dispatch(): void {
    while (this.inFlightCount < this.limit && this.head < this.queue.length) {
      const waiter = this.queue[this.head++]!;
      if (waiter.done) continue;
      waiter.done = true;
      waiter.resolve(this.run().release);
    }
    // Compact once the consumed part is most of the array.
    if (this.head > 1_024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  /** One served request's latency: the averages move, and the limit with them. */
  private learn(latencyMs: number): void {
    const ms = Math.max(0.1, latencyMs);
    this.samples++;
    if (this.samples === 1) {
      this.shortRtt = ms;
      this.baseline = ms;
      return;
    }
    this.shortRtt += (ms - this.shortRtt) / Math.min(this.samples, SHORT_WINDOW);
    // The latency without load: the lowest recent average, which creeps up slowly so that a
    // lasting change (a slower mix of pages, a busier machine) becomes the new normal. A plain
    // long-run average (Gradient2's) follows the saturated latency within a few hundred samples
    // and lets the limit climb back to the ceiling while the machine stays saturated.
    this.baseline = Math.min(this.shortRtt, this.baseline * (1 + BASELINE_AGING));
    // Gradient2: 1 while the recent latency is within tolerance of the baseline, smaller the
    // further above it; never below ½ per step (one slow answer must not halve the limit).
    const gradient = Math.max(0.5, Math.min(1, (this.tolerance * this.baseline) / this.shortRtt));
    const limit = this.estimate;
    // + √limit: room to grow (and to find out whether more in flight is served as fast).
    const next = limit * gradient + Math.sqrt(limit);
    this.estimate = Math.min(
      this.maxLimit,
      Math.max(this.minLimit, limit * (1 - SMOOTHING) + next * SMOOTHING),
    );
  }
}
