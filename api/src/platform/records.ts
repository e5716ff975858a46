// Rows → the records a caller receives. Every answer of a resource (lists, reads, writes, the
// bulk endpoints, the exports) goes through here, so numbers, display codes, masking and the
// computed fields are the same whichever route answers.
import type { FastifyRequest } from "fastify";
import { displayCode } from "@cfx/domain/codes";
import type { Executor } from "../db/client";
import type { RecordTable, Row } from "./crud";
import type { RecordOf, Resource, Values } from "./resource-types";
import { hiddenFields } from "./scope";

/** A DB row → the API record (numeric strings → numbers, display code). */
export function toRecord<T extends RecordTable>(
  resource: Pick<Resource<T>, "table" | "numeric" | "codePrefix">,
  row: Row<T>,
): RecordOf<T> {
  const { deletedAt: _deleted, ...live } = row;
  const out: RecordOf<T> = live;
  // The same object, written by field name (a generic record can only be read by name).
  const fields: Values = out;
  for (const f of resource.numeric ?? [])
    if (typeof fields[f] === "string") fields[f] = Number(fields[f]);
  if (resource.codePrefix) fields.code = displayCode(resource.codePrefix, String(row.id));
  return out;
}

/**
 * Rows → the records this caller receives: display code, numbers, masked sensitive fields and the
 * resource's computed fields. Every answer of a resource goes through it (lists, reads, writes, and
 * the bulk endpoints that answer with its records).
 */
export async function present<T extends RecordTable>(
  resource: Pick<Resource<T>, "table" | "numeric" | "codePrefix" | "sensitive" | "decorate">,
  rows: Row<T>[],
  ex: Executor,
  request: FastifyRequest,
): Promise<RecordOf<T>[]> {
  const hidden = hiddenFields(resource, request);
  const records = rows.map((row) => {
    const record = toRecord<T>(resource, row);
    const fields: Values = record;
    for (const field of hidden) fields[field] = null;
    return record;
  });
  if (records.length) await resource.decorate?.(records, { ex, request });
  return records;
}
