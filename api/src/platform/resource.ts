// The generic CRUD routes of the business areas (/basis/<entity>): one description per entity
// (table, TypeBox schemas, filters, sort whitelist, flags, rules) instead of 16 copies of the
// same five handlers. Every business area (targets, projects, negotiations, constructions,
// linecodes, attachments, external-sources) imports it; GET /audit reuses its read rules.
// This file puts a resource together; its parts live beside it: resource-types.ts (the
// description), scope.ts (who sees which rows), records.ts (row → record), resource-reads.ts and
// resource-writes.ts (the routes), field-schemas.ts and query-filters.ts (the areas' helpers).
import { getTableName } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { RecordTable, Row } from "./crud";
import { forbidden } from "./errors";
import { present } from "./records";
import { registerReads } from "./resource-reads";
import type { Loose, Resource } from "./resource-types";
import { registerWrites } from "./resource-writes";
import { RecordMeta } from "./schemas";
import { canRead, columnOf } from "./scope";

export * from "./field-schemas";
export * from "./query-filters";
export * from "./records";
export * from "./resource-types";
export { mapDbError, partialOf, writeFlagOf } from "./resource-writes";
export * from "./scope";

// Table name → resource, filled by registerResource: GET /audit applies the same read rule,
// scope and masking to a record's history as to the record. Module-level because the
// descriptions are the same for every app instance (tests start several).
const resourcesByEntity = new Map<string, Resource<Loose>>();

/** The resource registered for an audit entity (table name), if any. */
export function resourceOfEntity(entity: string): Resource<Loose> | undefined {
  return resourcesByEntity.get(entity);
}

export function registerResource<T extends RecordTable>(
  app: FastifyInstance,
  resource: Resource<T>,
) {
  const { table } = resource;
  resourcesByEntity.set(getTableName(table), resource as Resource<Loose>);
  // A misspelt parent column fails at start-up, not on the first partner's request.
  for (const link of resource.parents ?? []) columnOf(table, link.field);
  const Record_ = Type.Object(
    {
      ...RecordMeta,
      ...(resource.codePrefix
        ? { code: Type.String({ description: `表示用コード（${resource.codePrefix}-00000042）` }) }
        : {}),
      ...resource.fields,
    },
    { description: resource.description ?? resource.label },
  );
  const readHook = resource.readFlag
    ? [
        async function requireRead(request: FastifyRequest) {
          if (!canRead(resource, request)) throw forbidden();
        },
      ]
    : [];
  const map = async (row: Row<T>, request: FastifyRequest) =>
    (await present(resource, [row], app.db, request))[0]!;
  registerReads(app, resource, Record_, readHook, map);

  if (!resource.readOnly) registerWrites(app, resource, Record_, map);
}
