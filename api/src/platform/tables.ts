import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export type AuditAction = "create" | "update" | "delete";
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * Append-only audit trail of every write. No route updates or deletes it, and a trigger
 * (migration `*_audit_log_append_only.sql`) rejects UPDATE/DELETE at the database.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Table name of the changed record, e.g. `users`. */
    entity: text().notNull(),
    entityId: integer().notNull(),
    action: text().$type<AuditAction>().notNull(),
    changes: jsonb().$type<AuditChanges>().notNull(),
    /** Acting user (null = system: seed, import job). */
    userId: integer(),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entity, t.entityId)],
);

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
