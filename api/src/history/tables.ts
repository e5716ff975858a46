// The change history's table: one append-only row per audited write (history/audit.ts writes it,
// history/routes.ts reads it).
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
