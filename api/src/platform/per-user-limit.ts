// How many heavy requests of one kind one user may have at once (issue #36): a user who fires 40
// previews, ZIPs or imports must not take the server from everyone else. Each (kind, user) has a
// few running slots and a short queue; a request beyond both, or one that waited too long, is
// answered at once with 429, Retry-After and a Japanese message. Counted per API process: with N
// replicas a user gets at most N times the bound, still a bound.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { Type } from "typebox";
import { HttpError } from "./errors";
import { ErrorBody } from "./schemas";

export interface UserLimit {
  /** Requests of this kind one user has running at once. */
  running: number;
  /** Further requests that wait for a slot; one more is refused with 429. */
  waiting: number;
  /** The longest a request waits for a slot before it is refused with 429. */
  waitMs: number;
}

/**
 * The bounds of the heavy routes. A preview is redrawn while a settings page is edited (one at a
 * time, a second when the answer comes late); the others are one click each.
 */
export const USER_LIMITS = {
  preview: { running: 2, waiting: 2, waitMs: 5_000 },
  generate: { running: 1, waiting: 1, waitMs: 5_000 },
  zip: { running: 2, waiting: 2, waitMs: 5_000 },
  import: { running: 1, waiting: 1, waitMs: 5_000 },
} as const satisfies Record<string, UserLimit>;

export type LimitedKind = keyof typeof USER_LIMITS;

/** Seconds a refused client is told to wait. */
export const USER_LIMIT_RETRY_AFTER_SECONDS = 2;

export const USER_LIMIT_MESSAGE =
  "同時に実行できる件数を超えています。実行中の処理が終わってから再度お試しください";

/** 429 in the contract's shape; the caller has set Retry-After. */
export const tooManyAtOnce = () => new HttpError(429, { server: [USER_LIMIT_MESSAGE] });

/** The bound in words, for a limited route's description (OpenAPI). */
export function limitDescription(kind: LimitedKind): string {
  const l = USER_LIMITS[kind];
  return `同じユーザーの同時実行は${l.running}件まで（さらに${l.waiting}件まで最長${l.waitMs / 1000}秒待つ）、超えると429。`;
}

/** The 429 (and the busy 503) of a limited route, for its `response` schema (OpenAPI). */
export const limitedResponses = {
  429: Type.Unsafe<Record<string, string[]>>({
    ...ErrorBody,
    description: `同じユーザーの同時実行の上限を超えた（Retry-After: ${USER_LIMIT_RETRY_AFTER_SECONDS}秒）`,
  }),
  503: Type.Unsafe<Record<string, string[]>>({
    ...ErrorBody,
    description: "混み合っている（Retry-After 付き）",
  }),
} as const;

type Lane = { running: number; queue: (() => void)[] };

/** The slots of one kind, per user. Exported for the tests; routes use `limitPerUser`. */
export class UserSlots {
  private readonly lanes = new Map<number, Lane>();

  constructor(private readonly limit: UserLimit) {}

  /** Resolves with the slot's release once the user has one; rejects (429) when it cannot. */
  async acquire(userId: number, gone: AbortSignal): Promise<() => void> {
    let lane = this.lanes.get(userId);
    if (!lane) this.lanes.set(userId, (lane = { running: 0, queue: [] }));
    if (lane.running < this.limit.running) {
      lane.running++;
      return this.releaser(userId, lane);
    }
    if (lane.queue.length >= this.limit.waiting) throw tooManyAtOnce();
    const queued = lane;
    await new Promise<void>((resolve, reject) => {
      const leave = (error: HttpError | Error) => {
        clearTimeout(timer);
        gone.removeEventListener("abort", onGone);
        const at = queued.queue.indexOf(take);
        if (at >= 0) queued.queue.splice(at, 1);
        reject(error);
      };
      // The slot is handed over by `release`: the running count stays as it is.
      const take = () => {
        clearTimeout(timer);
        gone.removeEventListener("abort", onGone);
        resolve();
      };
      const onGone = () => leave(new Error("the client went away while waiting"));
      const timer = setTimeout(() => leave(tooManyAtOnce()), this.limit.waitMs);
      gone.addEventListener("abort", onGone, { once: true });
      queued.queue.push(take);
    });
    return this.releaser(userId, queued);
  }

  /** Requests of `userId` running and waiting now. */
  load(userId: number): { running: number; waiting: number } {
    const lane = this.lanes.get(userId);
    return { running: lane?.running ?? 0, waiting: lane?.queue.length ?? 0 };
  }

  private releaser(userId: number, lane: Lane): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = lane.queue.shift();
      if (next) return next();
      lane.running--;
      if (lane.running === 0) this.lanes.delete(userId);
    };
  }
}

/** Aborted when the answer is written or the connection is gone, whichever comes first. */
function answerEnded(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const end = () => controller.abort();
  reply.raw.once("finish", end);
  reply.raw.once("close", end);
  return controller.signal;
}

/**
 * A route's `onRequest` hook, after the one that signs the user in (`[requireFlag(…),
 * limitPerUser(…)]`): refused before its body is even read. Holds one of the user's slots of
 * `kind` until the answer has been sent — a streamed ZIP until its last byte — or the client left.
 */
export function limitPerUser(
  kind: LimitedKind,
  slots = new UserSlots(USER_LIMITS[kind]),
): onRequestAsyncHookHandler {
  return async function perUserLimit(request: FastifyRequest, reply: FastifyReply) {
    const ended = answerEnded(reply);
    let release: () => void;
    try {
      release = await slots.acquire(request.user.id, ended);
    } catch (error) {
      if (error instanceof HttpError) {
        request.log.warn({ kind, userId: request.user.id }, "per-user limit reached");
        void reply.header("retry-after", String(USER_LIMIT_RETRY_AFTER_SECONDS));
      }
      throw error;
    }
    if (ended.aborted) release();
    else ended.addEventListener("abort", release, { once: true });
  };
}
