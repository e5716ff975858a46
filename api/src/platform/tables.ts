import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The first answer of each write sent with an `Idempotency-Key` (platform/idempotency.ts), per
 * user and key, so a resend (a phone's offline queue, a write cut off mid-flight) gets that answer
 * instead of running again. The primary key is what lets only one of two concurrent sends run:
 * the row is inserted, without a status, before the handler starts. Rows live 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer().notNull(),
    key: text().notNull(),
    /** What the key was first sent with: a resend that differs is refused (422). */
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    /** Null while the first request still runs. */
    status: smallint(),
    /** The answer's body as sent (JSON text), null when it had none. */
    body: text(),
    /** The answer's headers worth replaying (content-type, location…). */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
