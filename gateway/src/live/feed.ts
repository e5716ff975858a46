// One upstream connection per gateway process to the API's change relay (upstream.ts), opened at
// the first subscription and kept open: N subscriptions cost the API one stream, not N. When it
// breaks (an API restart, a network cut, no byte for longer than three of the relay's pings) it
// is opened again with backoff, and the reopening is published as "resync": what changed while
// it was down was not heard, so every subscription reads its state again (nothing is missed
// across an API or gateway restart; the browser side of a gateway restart: the client
// subscribes again and reads again).
import { request } from "undici";
import type { LiveHub } from "./hub";
import { SseParser } from "./sse-parser";
import { changeOf, upstreamRequest } from "./upstream";

export type LiveFeedOptions = {
  apiUrl: string;
  key: string;
  hub: LiveHub;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** No byte (event or ping) for this long: the stream is taken as dead. 3 × the relay's 15 s ping. */
  idleMs?: number;
  /** First wait before reconnecting; doubles per failed attempt up to `maxBackoffMs`, with jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
};

export class LiveFeed {
  private started = false;
  private closed = false;
  private open = false;
  private opened = false;
  private abort: AbortController | undefined;
  private waiters: (() => void)[] = [];
  private sleeping: { timer: NodeJS.Timeout; wake: () => void } | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: LiveFeedOptions) {}

  /** Whether the relay's stream is open now. */
  get isOpen(): boolean {
    return this.open;
  }

  /**
   * Resolves once the relay's stream is open (opening it at the first call): a subscription reads
   * its first state only then, so no change between that read and the stream's opening is lost.
   * Rejects after `timeoutMs`.
   */
  ready(timeoutMs: number): Promise<void> {
    this.start();
    if (this.open) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error("live feed closed"));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        reject(new Error("live feed not open"));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(done);
    });
  }

  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.loop = this.run();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.abort?.abort();
    if (this.sleeping) {
      clearTimeout(this.sleeping.timer);
      this.sleeping.wake();
    }
    await this.loop;
  }

  private async run(): Promise<void> {
    const { apiUrl, key, log } = this.options;
    const idleMs = this.options.idleMs ?? 45_000;
    const base = this.options.backoffMs ?? 500;
    const max = this.options.maxBackoffMs ?? 15_000;
    let failures = 0;
    while (!this.closed) {
      const abort = new AbortController();
      this.abort = abort;
      try {
        const upstream = upstreamRequest(apiUrl, key);
        const answer = await request(upstream.url, {
          method: "GET",
          headers: upstream.headers,
          signal: abort.signal,
          headersTimeout: idleMs,
          // undici's body timeout is the longest gap between two chunks: the idle watchdog.
          bodyTimeout: idleMs,
        });
        if (answer.statusCode !== 200) {
          await answer.body.dump();
          throw new Error(`live relay answered HTTP ${answer.statusCode}`);
        }
        this.markOpen();
        failures = 0;
        const parser = new SseParser((message) => {
          const change = changeOf(message);
          if (change) this.options.hub.publish(change);
        });
        for await (const chunk of answer.body) parser.push(chunk as Buffer);
        if (!this.closed) log.warn({}, "live relay stream ended; reconnecting");
      } catch (error) {
        if (this.closed) break;
        log.warn({ err: error }, "live relay stream failed; reconnecting");
      } finally {
        this.open = false;
      }
      if (this.closed) break;
      const wait = Math.min(max, base * 2 ** failures) * (0.5 + Math.random() / 2);
      failures++;
      await new Promise<void>((wake) => {
        this.sleeping = { timer: setTimeout(wake, wait), wake };
      });
      this.sleeping = undefined;
    }
  }

  private markOpen(): void {
    this.open = true;
    // The first opening has nothing to catch up on: every subscription waited for it (ready).
    if (this.opened) {
      this.options.log.info({}, "live relay stream open again: resync");
      this.options.hub.publish({ kind: "resync" });
    } else {
      this.options.log.info({}, "live relay stream open");
    }
    this.opened = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const done of waiters) done();
  }
}
