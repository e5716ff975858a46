// The generic CRUD routes of the business areas (/basis/<entity>): one description per entity
// (table, TypeBox schemas, filters, sort whitelist, flags, rules) instead of 16 copies of the
// same five handlers. Lives here because targets is the first area that uses it; every business
// area (projects, negotiations, constructions, linecodes, attachments, external-sources) imports it.
import {
  and,
  eq,
  getTableColumns,
  getTableName,
  gte,
  ilike,
  inArray,
  lte,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type TObject, type TProperties, type TSchema } from "typebox";
import type { Flag } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import type { Tx } from "../db/client";
import {
  findActive,
  insertRecord,
  softDeleteRecord,
  updateRecord,
  type RecordTable,
  type Row,
} from "../platform/crud";
import {
  badRequest,
  forbidden,
  HttpError,
  isUniqueViolation,
  notFound,
  pgConstraint,
  pgErrorCode,
} from "../platform/errors";
import {
  likePattern,
  listQuerySchema,
  listRecords,
  sendList,
  type ListQuery,
} from "../platform/list";
import {
  DeletedBody,
  errorResponses,
  IdParams,
  RecordMeta,
  VersionField,
  VersionQuery,
} from "../platform/schemas";

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

export interface Resource<T extends RecordTable> {
  /** `/basis/targets`. */
  path: string;
  /** OpenAPI tag (the business area). */
  tag: string;
  /** Japanese name for the OpenAPI summaries, e.g. 対象物件. */
  label: string;
  table: T;
  /** Display-code prefix (TA, TD…): adds a `code` field `TA-00000042` to the record. */
  codePrefix?: string;
  /** Response properties besides id/version/stamps. */
  fields: TProperties;
  /** POST body (PATCH is the same properties, all optional, plus `version`). */
  create: TObject;
  /** Read-only fields computed by the server that a client must not send. */
  filters?: TProperties;
  where?: (query: Values, request: FastifyRequest) => (SQL | undefined)[];
  sortable: Record<string, SQLWrapper>;
  defaultSort?: string;
  /** Flag needed to write; a function when it depends on the record (schedules, attachments). */
  writeFlag: Flag | ((values: Values, request: FastifyRequest) => Flag);
  /** Flag needed to read (default: any signed-in user). */
  readFlag?: Flag;
  /** Extra row-level visibility (工事担当 sees only its company's constructions). */
  scope?: (request: FastifyRequest) => SQL | undefined;
  /** Validates/normalises the values to write (create: body; update: changes). Throw badRequest. */
  prepare?: (values: Values, ctx: WriteContext<T>) => Promise<Values> | Values;
  /** Side effects after the write, in the same transaction. */
  afterWrite?: (ctx: WriteContext<T> & { after: Row<T> }) => Promise<void>;
  /** Columns stored as numeric (strings from the driver) but served as numbers. */
  numeric?: string[];
  /** false: no PATCH (append-only records such as attachments). */
  updatable?: boolean;
  /** Description of the resource for the OpenAPI document. */
  description?: string;
  /**
   * Fields only callers with `flag` may see (customers' contact details need matterRead): others
   * get them as null and may not filter by them, so the API is as strict as the gateway.
   */
  sensitive?: { flag: Flag; fields: string[]; filters?: string[] };
}

/** A DB row → the API record (numeric strings → numbers, display code). */
export function toRecord(
  resource: Pick<Resource<Loose>, "numeric" | "codePrefix">,
  row: Values,
): Values {
  const out: Values = { ...row };
  delete out.deletedAt;
  for (const f of resource.numeric ?? []) if (typeof out[f] === "string") out[f] = Number(out[f]);
  if (resource.codePrefix) out.code = `${resource.codePrefix}-${String(row.id).padStart(8, "0")}`;
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
  resource: Resource<T>,
  values: Values,
  request: FastifyRequest,
): Flag {
  return typeof resource.writeFlag === "function"
    ? resource.writeFlag(values, request)
    : resource.writeFlag;
}

/** The live row if the caller may see it (scope), else 404. */
export async function getVisible<T extends RecordTable>(
  ex: Tx | FastifyInstance["db"],
  resource: Resource<T>,
  id: number,
  request: FastifyRequest,
): Promise<Row<T>> {
  const scope = resource.scope?.(request);
  if (!scope) {
    const row = await findActive(ex, resource.table, id);
    if (!row) throw notFound();
    return row;
  }
  const rows = (await ex
    .select()
    .from(resource.table as Loose)
    .where(and(eq(resource.table.id, id), scope))
    .limit(1)) as Row<T>[];
  const row = rows[0];
  if (!row || (row as Loose).deletedAt) throw notFound();
  return row;
}

/** Partial of an object schema (every property optional). */
export function partialOf(schema: TObject): TProperties {
  const out: TProperties = {};
  for (const [k, v] of Object.entries(schema.properties)) out[k] = Type.Optional(v as TSchema);
  return out;
}

export function registerResource<T extends RecordTable>(
  app: FastifyInstance,
  resource: Resource<T>,
) {
  const { table, path, tag } = resource;
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
  const readHook = resource.readFlag ? [requireFlagHook(resource.readFlag)] : [];
  const Query = listQuerySchema(Object.keys(resource.sortable), resource.filters ?? {});
  const PatchBody = Type.Object({ ...partialOf(resource.create), version: VersionField });
  const sensitive = resource.sensitive;
  const map = (row: Values, request: FastifyRequest) => {
    const record = toRecord(resource, row);
    if (sensitive && !hasFlag(request, sensitive.flag))
      for (const field of sensitive.fields) record[field] = null;
    return record;
  };

  app.get(
    path,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の一覧`,
        description:
          "X-Total-Count に総件数。ids= を指定するとその id の行だけを返す（ページングなし）。",
        querystring: Query,
        response: { 200: Type.Array(Record_), ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query as ListQuery & Values;
      if (
        sensitive &&
        !hasFlag(request, sensitive.flag) &&
        sensitive.filters?.some((f) => query[f] !== undefined && query[f] !== "")
      )
        throw forbidden();
      const result = await listRecords(app.db, table, query, {
        where: [...(resource.where?.(query, request) ?? []), resource.scope?.(request)],
        sortable: resource.sortable,
        defaultSort: resource.defaultSort,
      });
      return sendList(reply, {
        rows: (result.rows as Values[]).map((row) => map(row, request)),
        total: result.total,
      });
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
          const values = resource.prepare
            ? await resource.prepare({ ...body }, { tx, request })
            : body;
          const after = await insertRecord(tx, table, values as Loose, request.user.id);
          await resource.afterWrite?.({ tx, request, after });
          return after;
        })
        .catch((e) => mapDbError(e, table));
      return reply.status(201).send(map(row as Values, request));
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
            await resource.afterWrite?.({ tx, request, before, after });
            return after;
          })
          .catch((e) => mapDbError(e, table));
        return map(row as Values, request);
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
export function rangeFilter(col: SQLWrapper, from: unknown, to: unknown): (SQL | undefined)[] {
  return [from ? gte(col as Loose, from) : undefined, to ? lte(col as Loose, to) : undefined];
}
