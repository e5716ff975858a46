import type { Executor } from "../db/client";
import { auditLog, type AuditAction, type AuditChanges } from "./tables";

export interface AuditEntry {
  /** Table name of the record (`getTableName(table)`), e.g. `users`. */
  entity: string;
  entityId: number;
  action: AuditAction;
  changes: AuditChanges;
  /** Acting user id; null for the system. */
  userId: number | null;
}

/** Appends one audit row. Call it inside the write's transaction so both commit or neither. */
export async function writeAudit(ex: Executor, entry: AuditEntry): Promise<void> {
  await ex.insert(auditLog).values({ ...entry, changes: toJson(entry.changes) as AuditChanges });
}

// Bookkeeping columns: their change is implied by every write, so they are not listed.
const IGNORED = new Set(["version", "createdAt", "createdBy", "updatedAt", "updatedBy"]);

/**
 * `{ field: { from, to } }` for the fields of `after` whose value differs from `before`
 * (dates compared by instant, arrays/objects by JSON, "" the same as null: both are 未設定 to the
 * person reading the history, issue #37.19). Pass `before = null` for a create.
 */
export function diffChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    if (IGNORED.has(field) || to === undefined) continue;
    const from = before ? before[field] : null;
    if (before && same(from, to)) continue;
    if (!before && blankToNull(to) === null) continue;
    changes[field] = { from: from ?? null, to };
  }
  return changes;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(toJson(blankToNull(a))) === JSON.stringify(toJson(blankToNull(b)));
}

const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** Dates → ISO strings so the jsonb column holds plain JSON. */
function toJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value;
}
