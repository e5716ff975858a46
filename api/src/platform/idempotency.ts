// Exactly-once writes (issue #38): a phone that queued writes offline resends them when the signal
// returns, and a write whose answer was cut off is sent again. A write (POST/PUT/PATCH/DELETE)
// that carries `Idempotency-Key` runs once per (user, key); a resend gets the first answer again,
// marked `Idempotent-Replayed: true`, without running the handler.
//
// - The key is claimed before the handler runs by inserting a row without a status; the primary
//   key (user, key) lets only one of two concurrent sends win. The other gets 409 (retry later).
// - The answer is stored in onSend, before it leaves: a client that got an answer will find it.
// - Only answers below 500 are kept; a 5xx (or an answer that cannot be replayed: a stream)
//   releases the key, so a retry runs again.
// - A resend whose method, path or body differs is a client bug, refused with 422.
// - Answers are kept 24 hours (IDEMPOTENCY_TTL_HOURS); older rows are deleted on the way.
//
// The answer is stored after the handler's own transaction committed: a process that dies in
// between leaves a row without a status, which counts as abandoned after ABANDONED_AFTER_MINUTES
// (the write may then run a second time; storing inside every area's transaction would close
// that gap at the price of touching every write).
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { HttpError, type FieldErrors } from "./errors";
import { idempotencyKeys } from "./tables";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
/** How long a first answer is replayed: a phone offline for a working day still gets its answers. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A claim still without an answer after this long belongs to a process that died mid-request (the
 * slowest write, a large import, takes well under a minute): its key may run again.
 */
export const ABANDONED_AFTER_MINUTES = 10;
/** How often one process deletes the expired rows of every user. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** 1–200 printable ASCII characters (what a UUID, a ULID or a client's own counter fits in). */
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The answer's headers a replay repeats; the rest (dates, lengths, ids) belong to each answer. */
const REPLAYED_HEADERS = ["content-type", "location", "content-disposition"] as const;

export const idempotencyMessages = {
  invalid: "Idempotency-Key は1〜200文字の半角英数字・記号で指定してください",
  mismatch: "同じ Idempotency-Key で異なる内容の要求が送られました",
  running: "同じ Idempotency-Key の要求を処理中です。しばらくしてから再度お試しください",
} as const;

const refusal = (status: number, message: string) =>
  new HttpError(status, { idempotencyKey: [message] } satisfies FieldErrors);

type Claim = { userId: number; key: string };
type Fingerprint = { method: string; path: string; requestHash: string };
type Stored = typeof idempotencyKeys.$inferSelect;

/** SHA-256 of the body as the handler sees it: raw bytes for uploads, else its JSON. */
function hashBody(body: unknown): string {
  const hash = createHash("sha256");
  if (Buffer.isBuffer(body)) hash.update(body);
  else if (typeof body === "string") hash.update(body, "utf8");
  else if (body !== undefined) hash.update(JSON.stringify(body), "utf8");
  return hash.digest("hex");
}

const thisKey = (claim: Claim) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
const abandoned = sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`;

/**
 * Takes the key for this request (undefined) or returns the row that holds it. An expired or
 * abandoned row is deleted first, so its key starts afresh.
 */
async function claimOrFind(
  db: Db,
  claim: Claim,
  fingerprint: Fingerprint,
): Promise<Stored | undefined> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        thisKey(claim),
        or(
          lt(idempotencyKeys.createdAt, expired),
          and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandoned)),
        ),
      ),
    );
  // A holder may release the key (5xx) between our insert and our read: then try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...claim, ...fingerprint })
      .onConflictDoNothing()
      .returning({ userId: idempotencyKeys.userId });
    if (inserted.length > 0) return undefined;
    const [row] = await db.select().from(idempotencyKeys).where(thisKey(claim));
    if (row) return row;
  }
  throw refusal(409, idempotencyMessages.running);
}

/** The payload as text to replay, or null when it cannot be replayed (a stream, binary bytes). */
function replayable(payload: unknown, contentType: string): { body: string | null } | null {
  if (payload === undefined || payload === null) return { body: null };
  if (typeof payload === "string") return { body: payload };
  if (Buffer.isBuffer(payload) && /json|^text\//.test(contentType))
    return { body: payload.toString("utf8") };
  return null;
}

function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Adds the hooks to `app` (the /api/v1 scope). They run after the user was signed in (onRequest)
 * and the input validated, so a key is scoped by `request.user.id` and a refused input never
 * claims one; routes without a user (`auth: 'public'`) ignore the header.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastSweep = 0;

  // Expired rows of keys nobody sends again: at most once an hour per process, on a write.
  const sweep = async (request: FastifyRequest) => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    try {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
    } catch (error) {
      request.log.warn({ err: error }, "could not delete expired idempotency keys");
    }
  };

  app.addHook("preHandler", async (request, reply) => {
    if (READS.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.user) return;
    if (typeof header !== "string" || !KEY_PATTERN.test(header))
      throw refusal(400, idempotencyMessages.invalid);
    await sweep(request);
    const claim = { userId: request.user.id, key: header };
    const fingerprint = {
      method: request.method,
      path: request.url,
      requestHash: hashBody(request.body),
    };
    const found = await claimOrFind(db, claim, fingerprint);
    if (!found) {
      claims.set(request, claim);
      return;
    }
    if (
      found.method !== fingerprint.method ||
      found.path !== fingerprint.path ||
      found.requestHash !== fingerprint.requestHash
    )
      throw refusal(422, idempotencyMessages.mismatch);
    if (found.status === null) {
      void reply.header("retry-after", "1");
      throw refusal(409, idempotencyMessages.running);
    }
    void reply
      .code(found.status)
      .headers(found.headers ?? {})
      .header(REPLAYED_HEADER, "true");
    return reply.send(found.body ?? undefined);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const answer = replayable(payload, String(reply.getHeader("content-type") ?? ""));
    try {
      if (reply.statusCode >= 500 || !answer) {
        await db.delete(idempotencyKeys).where(thisKey(claim));
      } else {
        await db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, body: answer.body, headers: replayedHeaders(reply) })
          .where(thisKey(claim));
      }
    } catch (error) {
      // The answer still goes out; a resend finds the claim and waits until it is abandoned.
      request.log.error({ err: error }, "could not store the answer of an Idempotency-Key");
    }
    return payload;
  });
}
