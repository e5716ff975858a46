// The generic CRUD routes of the business areas (/basis/<entity>): one description per entity
// (table, TypeBox schemas, filters, sort whitelist, flags, rules) instead of 16 copies of the
// same five handlers. Every business area (targets, projects, negotiations, constructions,
// linecodes, attachments, external-sources) imports it; GET /audit reuses its read rules.
import {
  and,
  eq,
  getTableColumns,
  getTableName,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type TObject, type TProperties, type TSchema } from "typebox";
import { displayCode, type CodePrefix } from "@cfx/domain/codes";
import type { Flag } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import type { Executor, Tx } from "../db/client";
import { changesQuerySchema, listChanges, parseUpdatedSince } from "./change-feed";
import { insertRecord, softDeleteRecord, updateRecord, type RecordTable, type Row } from "./crud";
import {
  badRequest,
  forbidden,
  HttpError,
  isUniqueViolation,
  notFound,
  pgConstraint,
  pgErrorCode,
} from "./errors";
import {
  idsQuerySchema,
  likePattern,
  listIds,
  listQuerySchema,
  listRecords,
  LIST_TOTAL_DESCRIPTION,
  MAX_SELECTED_IDS,
  prefixPattern,
  sendList,
  type ListQuery,
} from "./list";
import {
  DeletedBody,
  errorResponses,
  IdParams,
  RecordMeta,
  VersionField,
  VersionQuery,
} from "./schemas";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
export type Values = Record<string, unknown>;

export interface WriteContext<T extends RecordTable> {
  tx: Tx;
  request: FastifyRequest;
  /** The row before the write (update/delete), undefined on create. */
  before?: Row<T>;
  /** The row after the write (after* hooks). */
  after?: Row<T>;
}

/**
 * Row scope (who sees which rows), declared once per resource and applied by registerResource to
 * every read (by id, list, `?ids=`, every filter, GET /audit) and every write (the row before an
 * update or delete, the parents named by a create or update, the row after the write). A parent
 * can be any table with a scope, not only a resource (teams of the caller's company).
 */
export interface Scoped {
  table: RecordTable;
  /** The caller's own-row condition; undefined: every row (no restriction for this caller). */
  scope?: (request: FastifyRequest) => SQL | undefined;
  /** Parents whose visibility this row inherits (a construction's entries, measurements…). */
  parents?: ParentLink[];
}

export interface ParentLink {
  /** Column of this table that names the parent row, e.g. `constructionId`. */
  field: string;
  /** The parent: its whole scope (own condition and its own parents') applies to this row. */
  resource: Scoped;
  /**
   * 400 message for a write naming a parent that does not exist, is deleted or is out of the
   * caller's scope: the same words in all three cases, so nothing leaks beyond a 404.
   */
  message: string;
  /** The column may be null: a row without this parent is decided by the other conditions. */
  optional?: boolean;
}

interface ResourceBase<T extends RecordTable> extends Scoped {
  /** `/basis/targets`. */
  path: string;
  /** OpenAPI tag (the business area). */
  tag: string;
  /** Japanese name for the OpenAPI summaries, e.g. 対象物件. */
  label: string;
  table: T;
  /** Display-code prefix (TA, TD…): adds a `code` field `TA-00000042` to the record. */
  codePrefix?: CodePrefix;
  /** Response properties besides id/version/stamps. */
  fields: TProperties;
  /** Read-only fields computed by the server that a client must not send. */
  filters?: TProperties;
  where?: (query: Values, request: FastifyRequest) => (SQL | undefined)[];
  sortable: Record<string, SQLWrapper>;
  defaultSort?: string;
  /**
   * Who may read at all (default: any signed-in user): a flag, or a test when it depends on more
   * than one flag (attachments: matterRead, or a 工事担当 limited by its scope). 403 otherwise.
   */
  readFlag?: Flag | ((request: FastifyRequest) => boolean);
  /** Row-level visibility for this caller (工事担当 sees only its company's constructions). */
  scope?: (request: FastifyRequest) => SQL | undefined;
  /** Columns stored as numeric (strings from the driver) but served as numbers. */
  numeric?: string[];
  /** Description of the resource for the OpenAPI document. */
  description?: string;
  /**
   * Fields only callers with `flag` may see (customers' contact details need matterRead): others
   * get them as null and may not filter by them, so the API is as strict as the gateway.
   */
  sensitive?: { flag: Flag; fields: string[]; filters?: string[] };
  /**
   * Fields computed for this caller after the rows are read, in one batch (what may be done next:
   * `allowedStatuses`, `can`). Declared in `fields` like the others.
   */
  decorate?: (records: Values[], ctx: { ex: Executor; request: FastifyRequest }) => Promise<void>;
}

/** A resource people write through POST/PATCH/DELETE. */
export interface WritableResource<T extends RecordTable> extends ResourceBase<T> {
  readOnly?: false;
  /** POST body (PATCH is the same properties, all optional, plus `version`). */
  create: TObject;
  /** Flag needed to write; a function when it depends on the record (schedules, attachments). */
  writeFlag: Flag | ((values: Values, request: FastifyRequest) => Flag);
  /** Validates/normalises the values to write (create: body; update: changes). Throw badRequest. */
  prepare?: (values: Values, ctx: WriteContext<T>) => Promise<Values> | Values;
  /** Side effects after the write, in the same transaction. */
  afterWrite?: (ctx: WriteContext<T> & { after: Row<T> }) => Promise<void>;
  /** false: no PATCH (append-only records such as attachments). */
  updatable?: boolean;
  /**
   * Refuses a delete (throw badRequest) while something still hangs on the row, in the delete's
   * transaction: docs/DOMAIN.md "Deletion".
   */
  beforeDelete?: (ctx: WriteContext<T> & { before: Row<T> }) => Promise<void>;
}

/**
 * A resource only the server writes (external-source runs): the two GETs and its history, no
 * POST, PATCH or DELETE, so a row can be neither invented nor changed nor hidden through the API.
 */
export interface ReadOnlyResource<T extends RecordTable> extends ResourceBase<T> {
  readOnly: true;
}

export type Resource<T extends RecordTable> = WritableResource<T> | ReadOnlyResource<T>;

/** A DB row → the API record (numeric strings → numbers, display code). */
export function toRecord(
  resource: Pick<Resource<Loose>, "numeric" | "codePrefix">,
  row: Values,
): Values {
  const out: Values = { ...row };
  delete out.deletedAt;
  for (const f of resource.numeric ?? []) if (typeof out[f] === "string") out[f] = Number(out[f]);
  if (resource.codePrefix) out.code = displayCode(resource.codePrefix, String(row.id));
  return out;
}

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
  values: Values,
  request: FastifyRequest,
): Flag {
  return typeof resource.writeFlag === "function"
    ? resource.writeFlag(values, request)
    : resource.writeFlag;
}

/**
 * The row condition of `scoped` for this caller: its own scope AND, for every parent link, "the
 * parent is visible" (a nullable link also lets a row without that parent through). Parents are
 * matched whether deleted or not: visibility is about scope, liveness is checked separately.
 * undefined: the caller sees every row.
 */
export function rowScope(scoped: Scoped, request: FastifyRequest): SQL | undefined {
  const parts: SQL[] = [];
  const own = scoped.scope?.(request);
  if (own) parts.push(own);
  for (const link of scoped.parents ?? []) {
    const visible = visibleIds(link.resource, request);
    if (!visible) continue;
    const column = columnOf(scoped.table, link.field);
    const inParent = inArray(column, visible);
    parts.push(link.optional ? or(isNull(column), inParent)! : inParent);
  }
  return parts.length ? and(...parts) : undefined;
}

/** `(select id from <table> where <scope>)`, or undefined when the caller sees every row. */
export function visibleIds(scoped: Scoped, request: FastifyRequest): SQL | undefined {
  const scope = rowScope(scoped, request);
  return scope ? sql`(select ${scoped.table.id} from ${scoped.table} where ${scope})` : undefined;
}

function columnOf(table: RecordTable, field: string): SQLWrapper {
  const column = getTableColumns(table)[field];
  if (!column) throw new Error(`${getTableName(table)}.${field}: no such column`);
  return column;
}

/** Whether the caller may read the resource at all (its readFlag). */
export function canRead(resource: Pick<Resource<Loose>, "readFlag">, request: FastifyRequest) {
  const rule = resource.readFlag;
  if (rule === undefined) return true;
  return typeof rule === "function" ? rule(request) : hasFlag(request, rule);
}

/**
 * The row if the caller may see it (scope), else undefined. Live rows only unless
 * `withDeleted` (a deleted row's history is visible to those who could see the row).
 */
export async function findVisible<T extends RecordTable>(
  ex: Executor,
  scoped: Scoped & { table: T },
  id: number,
  request: FastifyRequest,
  { withDeleted = false }: { withDeleted?: boolean } = {},
): Promise<Row<T> | undefined> {
  const rows = (await ex
    .select()
    .from(scoped.table as Loose)
    .where(
      and(
        eq(scoped.table.id, id),
        withDeleted ? undefined : isNull(scoped.table.deletedAt),
        rowScope(scoped, request),
      ),
    )
    .limit(1)) as Row<T>[];
  return rows[0];
}

/** The live row if the caller may see it (scope), else 404. */
export async function getVisible<T extends RecordTable>(
  ex: Executor,
  scoped: Scoped & { table: T },
  id: number,
  request: FastifyRequest,
): Promise<Row<T>> {
  const row = await findVisible(ex, scoped, id, request);
  if (!row) throw notFound();
  return row;
}

/**
 * Every parent a write names (in `values`, non-null) must be live and visible to the caller:
 * otherwise 400 with the link's message — the same for "missing" and "not yours".
 */
export async function checkParents(
  ex: Executor,
  scoped: Scoped,
  values: Values,
  request: FastifyRequest,
): Promise<void> {
  for (const link of scoped.parents ?? []) {
    const id = values[link.field];
    if (id === undefined || id === null) continue;
    if (!(await findVisible(ex, link.resource, Number(id), request)))
      throw badRequest({ [link.field]: [link.message] });
  }
}

/**
 * After a write the row must still be one the caller could see: a write whose result would leave
 * the caller's scope (moving a row to another company) is refused and rolled back with 403.
 */
export async function checkVisibleAfterWrite(
  ex: Executor,
  scoped: Scoped,
  id: number,
  request: FastifyRequest,
): Promise<void> {
  if (!rowScope(scoped, request)) return;
  if (!(await findVisible(ex, scoped, id, request))) throw forbidden();
}

/** The sensitive fields of `resource` this caller may not see (empty when it has the flag). */
export function hiddenFields(
  resource: Pick<Resource<Loose>, "sensitive">,
  request: FastifyRequest,
): string[] {
  const sensitive = resource.sensitive;
  return sensitive && !hasFlag(request, sensitive.flag) ? sensitive.fields : [];
}

// Table name → resource, filled by registerResource: GET /audit applies the same read rule,
// scope and masking to a record's history as to the record. Module-level because the
// descriptions are the same for every app instance (tests start several).
const resourcesByEntity = new Map<string, Resource<Loose>>();

/** The resource registered for an audit entity (table name), if any. */
export function resourceOfEntity(entity: string): Resource<Loose> | undefined {
  return resourcesByEntity.get(entity);
}

/**
 * Rows → the records this caller receives: display code, numbers, masked sensitive fields and the
 * resource's computed fields. Every answer of a resource goes through it (lists, reads, writes, and
 * the bulk endpoints that answer with its records).
 */
export async function present(
  resource: Resource<Loose>,
  rows: Values[],
  ex: Executor,
  request: FastifyRequest,
): Promise<Values[]> {
  const hidden = hiddenFields(resource, request);
  const records = rows.map((row) => {
    const record = toRecord(resource, row);
    for (const field of hidden) record[field] = null;
    return record;
  });
  if (records.length) await resource.decorate?.(records, { ex, request });
  return records;
}

/** Partial of an object schema (every property optional). */
export function partialOf(schema: TObject): TProperties {
  const out: TProperties = {};
  for (const [k, v] of Object.entries(schema.properties)) out[k] = Type.Optional(v as TSchema);
  return out;
}

/** 403 for a filter on a sensitive field by a caller who may not see it. */
function refuseSensitiveFilters(resource: Resource<Loose>, request: FastifyRequest, query: Values) {
  const sensitive = resource.sensitive;
  if (
    sensitive &&
    !hasFlag(request, sensitive.flag) &&
    sensitive.filters?.some((f) => query[f] !== undefined && query[f] !== "")
  )
    throw forbidden();
}

export function registerResource<T extends RecordTable>(
  app: FastifyInstance,
  resource: Resource<T>,
) {
  const { table, path, tag } = resource;
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
  const Query = listQuerySchema(Object.keys(resource.sortable), resource.filters ?? {});
  const map = async (row: Values, request: FastifyRequest) =>
    (await present(resource as Resource<Loose>, [row], app.db, request))[0]!;

  app.get(
    path,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の一覧`,
        description: `${LIST_TOTAL_DESCRIPTION}ids= を指定するとその id の行だけを返す（ページングなし）。`,
        querystring: Query,
        response: { 200: Type.Array(Record_), ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query as ListQuery & Values;
      refuseSensitiveFilters(resource, request, query);
      const result = await listRecords(app.db, table, query, {
        // The scope is ANDed with every filter and with `ids=`: no filter widens it.
        where: [...(resource.where?.(query, request) ?? []), rowScope(resource, request)],
        sortable: resource.sortable,
        defaultSort: resource.defaultSort,
      });
      return sendList(reply, {
        ...result,
        rows: await present(resource as Resource<Loose>, result.rows as Values[], app.db, request),
      });
    },
  );

  app.get(
    `${path}/ids`,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `条件に一致する${resource.label}の id（全件選択）`,
        description: `一覧と同じ条件・並び順で、一致する行の id を最大 ${MAX_SELECTED_IDS} 件返す（超えたら truncated）。`,
        querystring: idsQuerySchema(Object.keys(resource.sortable), resource.filters ?? {}),
        response: {
          200: Type.Object({
            ids: Type.Array(Type.Integer()),
            truncated: Type.Boolean({ description: `${MAX_SELECTED_IDS} 件を超えて一致した` }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = request.query as ListQuery & Values;
      refuseSensitiveFilters(resource, request, query);
      return listIds(app.db, table, query, {
        where: [...(resource.where?.(query, request) ?? []), rowScope(resource, request)],
        sortable: resource.sortable,
        defaultSort: resource.defaultSort,
      });
    },
  );

  app.get(
    `${path}/changes`,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の変更 (change feed)`,
        description:
          "updatedSince（変更カーソル）以降に登録・更新・削除された行を変更順に返す。items は一覧の絞り込みに一致する有効な行、" +
          "deletedIds は削除された行と絞り込みに一致しなくなった行（tombstone）。changeCursor を次の呼び出しの updatedSince に渡し、" +
          "items と deletedIds が空になるまで続けると同期が完了する。同時に書き込まれても行を飛ばさない（完了したトランザクションの変更だけを返す）。",
        querystring: changesQuerySchema(resource.filters ?? {}),
        response: {
          200: Type.Object({
            items: Type.Array(Record_),
            deletedIds: Type.Array(Type.Integer(), {
              description: "削除された行、または絞り込みに一致しなくなった行の id（tombstone）",
            }),
            changeCursor: Type.String({ description: "次の updatedSince に渡す変更カーソル" }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = request.query as Values & { updatedSince: string; pageSize?: number };
      refuseSensitiveFilters(resource, request, query);
      const page = await listChanges(app.db, table, parseUpdatedSince(query.updatedSince), {
        pageSize: query.pageSize,
        filters: resource.where?.(query, request) ?? [],
        // The scope holds for tombstones too: no id of a row the caller could not see.
        scope: rowScope(resource, request),
      });
      return {
        items: await present(resource as Resource<Loose>, page.rows as Values[], app.db, request),
        deletedIds: page.deletedIds,
        changeCursor: page.cursor,
      };
    },
  );

  app.get(
    `${path}/:id`,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の取得`,
        params: IdParams,
        response: { 200: Record_, ...errorResponses },
      },
    },
    async (request) =>
      map(
        await getVisible(app.db, resource, (request.params as { id: number }).id, request),
        request,
      ),
  );

  if (!resource.readOnly) registerWrites(app, resource, Record_, map);
}

/** POST, PATCH (unless append-only) and DELETE of a writable resource. */
function registerWrites<T extends RecordTable>(
  app: FastifyInstance,
  resource: WritableResource<T>,
  Record_: TObject,
  map: (row: Values, request: FastifyRequest) => Promise<Values>,
) {
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
      const body = request.body as Values;
      if (!hasFlag(request, writeFlagOf(resource, body, request))) throw forbidden();
      const row = await app.db
        .transaction(async (tx) => {
          // Parents first, so prepare may read them and nothing answers about an invisible one.
          await checkParents(tx, resource, body, request);
          const values = resource.prepare
            ? await resource.prepare({ ...body }, { tx, request })
            : body;
          const after = await insertRecord(tx, table, values as Loose, request.user.id);
          await checkVisibleAfterWrite(tx, resource, (after as Values).id as number, request);
          await resource.afterWrite?.({ tx, request, after });
          return after;
        })
        .catch((e) => mapDbError(e, table));
      return reply.status(201).send(await map(row as Values, request));
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
        const { id } = request.params as { id: number };
        const { version, ...changes } = request.body as Values & { version: number };
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
        return await map(row as Values, request);
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
      const { id } = request.params as { id: number };
      const { version } = request.query as { version: number };
      await app.db
        .transaction(async (tx) => {
          const before = await getVisible(tx, resource, id, request);
          if (!hasFlag(request, writeFlagOf(resource, before as Values, request)))
            throw forbidden();
          await resource.beforeDelete?.({ tx, request, before });
          await softDeleteRecord(tx, table, id, version, request.user.id);
        })
        .catch((e) => mapDbError(e, table));
      return { id };
    },
  );
}

function requireFlagHook(flag: Flag) {
  return async function requireFlag(request: FastifyRequest) {
    if (!hasFlag(request, flag)) throw forbidden();
  };
}

// ---- schema helpers shared by the area descriptions ----

/** Integer enumeration with its Japanese labels in the description. */
export function Code(labels: Record<number, string>, description: string) {
  const codes = Object.keys(labels).map(Number);
  return Type.Integer({
    enum: codes,
    description: `${description}: ${Object.entries(labels)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    "x-message": "選択肢の中から選んでください",
  });
}

/** Text enumeration. */
export function TextCode(values: readonly string[], description: string) {
  return Type.String({
    enum: [...values],
    description: `${description}: ${values.join(" / ")}`,
    "x-message": "選択肢の中から選んでください",
  });
}

export const Text = (maxLength: number, description: string) =>
  Type.String({ maxLength, description });
export const Opt = <S extends TSchema>(s: S) => Type.Optional(Type.Union([s, Type.Null()]));
export const Ref = (description: string) => Type.Integer({ minimum: 1, description });

/** Response property for a nullable column. */
export const N = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

/** `?field=` integer filter → eq; accepts comma-separated lists too (`status=1,2`). */
export function intFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  const list = String(raw)
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n));
  if (!list.length) return undefined;
  if (list.length === 1) return eq(col as Loose, list[0]);
  return inList(col, list);
}

export function inList(col: SQLWrapper, list: (number | string)[]): SQL {
  return inArray(col as Loose, list);
}
export const IntList = (description: string) =>
  Type.String({
    pattern: "^-?\\d+(,-?\\d+)*$",
    description: `${description}（カンマ区切りで複数可）`,
  });
export function textFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  return typeof raw === "string" && raw.trim()
    ? ilike(col as Loose, likePattern(raw.trim()))
    : undefined;
}
export function prefixFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  return typeof raw === "string" && raw.trim()
    ? ilike(col as Loose, prefixPattern(raw.trim()))
    : undefined;
}
export function rangeFilter(col: SQLWrapper, from: unknown, to: unknown): (SQL | undefined)[] {
  return [from ? gte(col as Loose, from) : undefined, to ? lte(col as Loose, to) : undefined];
}
