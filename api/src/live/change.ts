// One live change as the trigger of migration 0015 sends it and the relay passes it on: ids and
// versions only, never a field of the record (each gateway re-reads with its subscriber's token).

export interface LiveChange {
  /** The GraphQL type: Construction, ConstructionFreeSchedule, Negotiation, Matter, … */
  entity: string;
  id: number;
  /** The version after the write; null when deleted (soft or hard). */
  version: number | null;
  deleted: boolean;
  /** The user who wrote (users.id); null when deleted or written by the system. */
  updatedBy: number | null;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);
const isIdOrNull = (value: unknown): value is number | null => value === null || isId(value);

/** The change a notification carries, or undefined for anything else on the channel. */
export function parseLiveChange(payload: string): LiveChange | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { entity, id, version, deleted, updatedBy } = value as Record<string, unknown>;
  if (typeof entity !== "string" || !isId(id) || typeof deleted !== "boolean") return undefined;
  if (!isIdOrNull(version) || !isIdOrNull(updatedBy)) return undefined;
  // Rebuilt, not passed through: the wire carries these five fields in this order, nothing else.
  return { entity, id, version, deleted, updatedBy };
}
