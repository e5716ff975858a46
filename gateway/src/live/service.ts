// The live subscriptions' state in one gateway process: the hub, the feed to the API's relay and
// the open streams. A subscription's resolver reaches it through `liveOf(context)`, which exists
// only in a request of the stream endpoint (transport.ts).
import type { GatewayContext } from "../context";
import { GatewayError } from "../errors";
import { SUBSCRIPTIONS_ELSEWHERE } from "./apollo-refusal";
import { LiveFeed } from "./feed";
import { LiveHub } from "./hub";
import { LiveQueue } from "./queue";
import { LiveStreams } from "./streams";

/** How long a new subscription waits for the relay's stream to open before it is refused. */
export const READY_TIMEOUT_MS = 5_000;

export type LiveServiceOptions = {
  apiUrl: string;
  /** LIVE_EVENTS_KEY; undefined: every subscription but liveOk answers LIVE_NOT_CONFIGURED. */
  key: string | undefined;
  maxStreamsPerUser: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * Test hooks of the feed: shorter idle and backoff, and `url`, the relay's base URL when it is
   * not the API's (a test relay beside the real API).
   */
  feed?: { url?: string; idleMs?: number; backoffMs?: number; maxBackoffMs?: number };
};

/** What a subscription's resolver may use: the hub, the subscriber, a queue tied to the stream. */
export type LiveAccess = {
  /** Resolves once changes flow; throws LIVE_NOT_CONFIGURED or UPSTREAM_UNAVAILABLE. */
  ready(): Promise<void>;
  hub: LiveHub;
  /** The subscriber's `sub`: reads of one change are shared among the streams of one user. */
  user: string;
  /** A queue whose values each get a fresh context (no DataLoader cache kept across events). */
  queue<T>(options: { latestOnly?: boolean; onEnd: () => void }): LiveQueue<T>;
  log: LiveServiceOptions["log"];
};

export class LiveService {
  readonly hub = new LiveHub();
  readonly streams: LiveStreams;
  readonly feed: LiveFeed | undefined;

  constructor(private readonly options: LiveServiceOptions) {
    this.streams = new LiveStreams(options.maxStreamsPerUser);
    this.feed = options.key
      ? new LiveFeed({
          apiUrl: options.feed?.url ?? options.apiUrl,
          key: options.key,
          hub: this.hub,
          log: options.log,
          ...options.feed,
        })
      : undefined;
  }

  /** The access of one stream's context; `renew` gives the context fresh loaders. */
  access(context: GatewayContext, renew: () => void): LiveAccess {
    const feed = this.feed;
    return {
      hub: this.hub,
      user: context.identity.sub,
      log: this.options.log,
      async ready() {
        if (!feed) throw new GatewayError("LIVE_NOT_CONFIGURED");
        try {
          await feed.ready(READY_TIMEOUT_MS);
        } catch {
          throw new GatewayError("UPSTREAM_UNAVAILABLE");
        }
      },
      queue: (options) => new LiveQueue({ ...options, beforeEach: renew }),
    };
  }

  /** The answers being written (transport.ts), so that shutdown can wait for their last byte. */
  private readonly writing = new Set<Promise<unknown>>();

  track(answer: Promise<unknown>): void {
    this.writing.add(answer);
    void answer.finally(() => this.writing.delete(answer));
  }

  /**
   * Shutdown: every open stream ends (its client sees `complete`) and its answer is finished, so
   * that its connection is idle when the server closes idle connections; then the relay's stream.
   * A client that does not read is the drain deadline's business (main.ts).
   */
  async close(): Promise<void> {
    this.streams.endAll();
    await Promise.all([...this.writing, this.feed?.close()]);
  }
}

/** The live access of a stream's context; a subscription reached any other way is refused. */
export function liveOf(context: GatewayContext): LiveAccess {
  if (!context.live)
    throw new GatewayError("BAD_USER_INPUT", {
      message: SUBSCRIPTIONS_ELSEWHERE,
    });
  return context.live;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The gateway's live subscriptions (server.ts). */
    live: LiveService;
  }
}
