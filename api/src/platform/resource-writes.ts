// The write routes of a writable resource (POST, PATCH, DELETE) and what they share with the
// bulk endpoints of the areas: the write flag, the database-error mapping, the PATCH body. Kept
// apart from the reads so each route file reads top to bottom as one request's steps.
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type TObject, type TProperties, type TSchema } from "typebox";
import type { Flag } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import { insertRecord, softDeleteRecord, updateRecord, type RecordTable, type Row } from "./crud";
import {
  badRequest,
  forbidden,
  HttpError,
  isUniqueViolation,
  pgConstraint,
  pgErrorCode,
} from "./errors";
import type { Loose, RecordOf, WritableResource, WriteValues } from "./resource-types";
import { DeletedBody, errorResponses, IdParams, VersionField, VersionQuery } from "./schemas";
import { checkParents, checkVisibleAfterWrite, getVisible } from "./scope";

/**
 * Database constraint failures → 400 with the field named: a missing referenced row
 * (`targets_client_id_clients_id_fk` → clientId), a duplicate (`line_codes_line_code_key`), a check.
 */
export function mapDbError(error: unknown, table: RecordTable): never {
  if (error instanceof HttpError) throw error;
  const code = pgErrorCode(error);
  const constraint = pgConstraint(error) ?? "";
  const name = getTableName(table);
  const rest = constraint.startsWith(`${name}_`) ? constraint.slice(name.length + 1) : constraint;
  // Longest column whose snake_case name starts the rest of the constraint name.
  const field =
    Object.keys(getTableColumns(table))
      .filter((k) => rest.startsWith(`${snake(k)}_`) || rest === snake(k))
      .sort((a, b) => b.length - a.length)[0] ?? "id";
  if (code === "23503")
    throw badRequest({ [field]: ["指定されたデータが存在しないか、使用中です"] });
  if (isUniqueViolation(error)) throw badRequest({ [field]: ["既に登録されています"] });
  if (code === "23514") throw badRequest({ [field]: ["値が正しくありません"] });
  throw error;
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function writeFlagOf<T extends RecordTable>(
  resource: WritableResource<T>,
  values: WriteValues<T>,
  request: FastifyRequest,
): Flag {
  return typeof resource.writeFlag === "function"
    ? resource.writeFlag(values, request)
    : resource.writeFlag;
}

/** Partial of an object schema (every property optional). */
export function partialOf(schema: TObject): TProperties {
  const out: TProperties = {};
  for (const [k, v] of Object.entries(schema.properties)) out[k] = Type.Optional(v as TSchema);
  return out;
}

/** POST, PATCH (unless append-only) and DELETE of a writable resource. */
export function registerWrites<T extends RecordTable>(
  untyped: FastifyInstance,
  resource: WritableResource<T>,
  Record_: TObject,
  map: (row: Row<T>, request: FastifyRequest) => Promise<RecordOf<T>>,
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { table, path, tag } = resource;
  const PatchBody = Type.Object({ ...partialOf(resource.create), version: VersionField });
  app.post(
    path,
    {
      schema: {
        tags: [tag],
        summary: `${resource.label}の登録`,
        body: resource.create,
        response: { 201: Record_, ...errorResponses },
      },
      // The write flag may depend on the body (schedules, attachments): checked before validation
      // when static so a forbidden caller learns nothing about the body rules.
      onRequest:
        typeof resource.writeFlag === "string" ? [requireFlagHook(resource.writeFlag)] : [],
    },
    async (request, reply) => {
      const body = bodyValues<T>(request.body);
      if (!hasFlag(request, writeFlagOf(resource, body, request))) throw forbidden();
      const row = await app.db
        .transaction(async (tx) => {
          // Parents first, so prepare may read them and nothing answers about an invisible one.
          await checkParents(tx, resource, body, request);
          const values = resource.prepare
            ? await resource.prepare({ ...body }, { tx, request })
            : body;
          const after = await insertRecord(tx, table, values as Loose, request.user.id);
          await checkVisibleAfterWrite(tx, resource, after.id, request);
          await resource.afterWrite?.({ tx, request, after });
          return after;
        })
        .catch((e) => mapDbError(e, table));
      return reply.status(201).send(await map(row, request));
    },
  );

  if (resource.updatable !== false) {
    app.patch(
      `${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `${resource.label}の更新`,
          description: "version が古いと 409（他のユーザーが更新しました）。",
          params: IdParams,
          body: PatchBody,
          response: { 200: Record_, ...errorResponses },
        },
        onRequest:
          typeof resource.writeFlag === "string" ? [requireFlagHook(resource.writeFlag)] : [],
      },
      async (request) => {
        const { id } = request.params;
        const { version, ...body } = request.body;
        const changes = bodyValues<T>(body);
        const row = await app.db
          .transaction(async (tx) => {
            const before = await getVisible(tx, resource, id, request);
            if (!hasFlag(request, writeFlagOf(resource, { ...before, ...changes }, request)))
              throw forbidden();
            await checkParents(tx, resource, changes, request);
            const values = resource.prepare
              ? await resource.prepare({ ...changes }, { tx, request, before })
              : changes;
            const { after } = await updateRecord(
              tx,
              table,
              id,
              version,
              values as Loose,
              request.user.id,
            );
            await checkVisibleAfterWrite(tx, resource, id, request);
            await resource.afterWrite?.({ tx, request, before, after });
            return after;
          })
          .catch((e) => mapDbError(e, table));
        return await map(row, request);
      },
    );
  }

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags: [tag],
        summary: `${resource.label}の削除（論理削除）`,
        params: IdParams,
        querystring: VersionQuery,
        response: { 200: DeletedBody, ...errorResponses },
      },
      onRequest:
        typeof resource.writeFlag === "string" ? [requireFlagHook(resource.writeFlag)] : [],
    },
    async (request) => {
      const { id } = request.params;
      const { version } = request.query;
      await app.db
        .transaction(async (tx) => {
          const before = await getVisible(tx, resource, id, request);
          if (!hasFlag(request, writeFlagOf(resource, before, request))) throw forbidden();
          await resource.beforeDelete?.({ tx, request, before });
          await softDeleteRecord(tx, table, id, version, request.user.id);
        })
        .catch((e) => mapDbError(e, table));
      return { id };
    },
  );
}

/**
 * A body the route validated against `resource.create` (or its PATCH partial) as the write
 * hooks see it: each area writes its create schema with the table's column names.
 */
function bodyValues<T extends RecordTable>(body: object): WriteValues<T> {
  return { ...body };
}

function requireFlagHook(flag: Flag) {
  return async function requireFlag(request: FastifyRequest) {
    if (!hasFlag(request, flag)) throw forbidden();
  };
}
