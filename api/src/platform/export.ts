// CSV export of a list (GET /export/<name>): the whole filtered result, not one page, with the
// SAME filters, row scope, read rule and masking as the list it mirrors, streamed in chunks so
// 100,000 rows never sit in memory. Declared once per list: from a registerResource description
// plus Japanese column headers (resourceExport), or by hand for a list of its own (users).
import { and, asc, desc, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type TProperties } from "typebox";
import type { Flag } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import type { Executor } from "../db/client";
import type { RecordTable, Row } from "./crud";
import { forbidden } from "./errors";
import {
  attachmentDisposition,
  csvContentType,
  csvLine,
  encodeCsv,
  EXPORT_ENCODINGS,
  type ExportEncoding,
} from "./export-csv";
import {
  canRead,
  hiddenFields,
  rowScope,
  textParam,
  toRecord,
  type Loose,
  type Resource,
  type Values,
} from "./resource";
import { errorResponses } from "./schemas";

/** Rows read per query: small enough to stay bounded, large enough to be fast. */
export const EXPORT_CHUNK_ROWS = 1000;

export interface ExportColumn<R> {
  /** Japanese header, e.g. 氏名. */
  header: string;
  /** The record's field (also what the masking of the list names). */
  field?: string;
  /** The cell from the record; default `record[field]`. */
  value?: (record: R) => unknown;
}

export interface ExportDeclaration<T extends RecordTable, R> {
  /** `users` → GET /export/users. */
  name: string;
  /** OpenAPI tag. */
  tag: string;
  /** Japanese file name without extension, e.g. ユーザー一覧. */
  fileName: string;
  table: T;
  /** The list's filters (querystring properties), validated as the list validates them. */
  filters: TProperties;
  where: (query: Values, request: FastifyRequest) => (SQL | undefined)[];
  sortable: Record<string, SQLWrapper>;
  defaultSort?: string;
  readFlag?: Flag | ((request: FastifyRequest) => boolean);
  /** Fields this caller may not see (exported empty). */
  hidden?: (request: FastifyRequest) => string[];
  /** True when the query uses a filter this caller may not use (403, as the list). */
  refused?: (query: Values, request: FastifyRequest) => boolean;
  /** Rows of one chunk → records (joins, names); default: the rows themselves. */
  load?: (ex: Executor, rows: Row<T>[], request: FastifyRequest) => Promise<R[]> | R[];
  columns: readonly ExportColumn<R>[];
}

/** The export of a registerResource list: same filters, where, scope, read flag and masking. */
export function resourceExport<T extends RecordTable>(
  resource: Resource<T>,
  options: { name: string; fileName: string; columns: readonly ExportColumn<Values>[] },
): ExportDeclaration<T, Values> {
  const sensitive = resource.sensitive;
  return {
    ...options,
    tag: resource.tag,
    table: resource.table,
    filters: resource.filters ?? {},
    // The scope is ANDed with every filter: no filter widens it.
    where: (query, request) => [
      ...(resource.where?.(query, request) ?? []),
      rowScope(resource, request),
    ],
    sortable: resource.sortable,
    defaultSort: resource.defaultSort,
    readFlag: resource.readFlag,
    hidden: (request) => hiddenFields(resource, request),
    refused: (query, request) =>
      Boolean(
        sensitive &&
        !hasFlag(request, sensitive.flag) &&
        sensitive.filters?.some((f) => query[f] !== undefined && query[f] !== ""),
      ),
    load: (_ex, rows) => rows.map((row) => toRecord(resource, row)),
  };
}

/**
 * Keyset paging over `order by <key> <dir>, id <dir>`: each chunk starts after the last row of the
 * previous one, so every query is as cheap as the first (OFFSET would rescan all rows before it)
 * and rows inserted meanwhile neither shift nor repeat rows. The last row's key is read back in SQL
 * (a subquery by id), so no value makes a round trip through JavaScript (a timestamp would lose its
 * microseconds). NULL keys sort last ascending and first descending, as PostgreSQL does.
 */
function afterRow(
  table: RecordTable,
  key: SQLWrapper,
  descending: boolean,
  lastId: number,
): SQL | undefined {
  if (key === table.id) return sql`${table.id} ${sql.raw(descending ? "<" : ">")} ${lastId}`;
  const last = sql`(select ${key} from ${table} where ${table.id} = ${lastId})`;
  const sameKeyLaterId = and(
    sql`${key} is not distinct from ${last}`,
    sql`${table.id} ${sql.raw(descending ? "<" : ">")} ${lastId}`,
  );
  return descending
    ? or(sql`(${last} is null and ${key} is not null)`, sql`${key} < ${last}`, sameKeyLaterId)
    : or(sql`(${last} is not null and (${key} > ${last} or ${key} is null))`, sameKeyLaterId);
}

/**
 * The `encoding` parameter. Its schema is the enumeration with utf-8 as default, but the filters
 * spread into the same query leave TypeScript with an unknown value: read it back typed.
 */
function encodingOf(raw: unknown): ExportEncoding {
  return EXPORT_ENCODINGS.find((encoding) => encoding === raw) ?? "utf-8";
}

/** The matching rows, chunk by chunk; the next query runs only when the reader wants more. */
export async function* readInChunks<T extends RecordTable>(
  ex: Executor,
  table: T,
  options: { where: (SQL | undefined)[]; key: SQLWrapper; descending: boolean; chunk?: number },
): AsyncGenerator<Row<T>[]> {
  const direction = options.descending ? desc : asc;
  const orderBy =
    options.key === table.id
      ? [direction(table.id)]
      : [direction(options.key), direction(table.id)];
  let lastId: number | undefined;
  for (;;) {
    const rows = (await ex
      .select()
      .from(table as Loose)
      .where(
        and(
          isNull(table.deletedAt),
          ...options.where,
          lastId === undefined
            ? undefined
            : afterRow(table, options.key, options.descending, lastId),
        ),
      )
      .orderBy(...orderBy)
      .limit(options.chunk ?? EXPORT_CHUNK_ROWS)) as Row<T>[];
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    if (rows.length < (options.chunk ?? EXPORT_CHUNK_ROWS)) return;
    lastId = last.id;
  }
}

/** `ユーザー一覧_20261123.csv` (the day in JST). */
function fileNameOf(base: string, now = new Date()): string {
  const day = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, "");
  return `${base}_${day}.csv`;
}

/** GET /export/<name>?<the list's filters>&sort&order&encoding=utf-8|cp932 → CSV download. */
export function registerExport<T extends RecordTable, R>(
  untyped: FastifyInstance,
  declaration: ExportDeclaration<T, R>,
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { table, columns } = declaration;
  const Query = Type.Object({
    ...declaration.filters,
    sort: Type.Optional(
      Type.Enum(Object.keys(declaration.sortable), { description: "Sort field" }),
    ),
    order: Type.Optional(Type.Enum(["asc", "desc"], { default: "asc" })),
    encoding: Type.Optional(
      Type.Enum([...EXPORT_ENCODINGS], {
        default: "utf-8",
        description: "utf-8（BOM 付き）または cp932（Shift_JIS）",
      }),
    ),
  });
  app.get(
    `/export/${declaration.name}`,
    {
      onRequest: [
        async function requireRead(request: FastifyRequest) {
          if (!canRead(declaration, request)) throw forbidden();
        },
      ],
      schema: {
        tags: [declaration.tag],
        summary: `${declaration.fileName}のCSV出力`,
        description:
          "一覧と同じ絞り込み・閲覧範囲・マスキングで、全件（ページングなし）を CSV で返す。見出しは日本語。= + - @ などで始まるセルは ' を前置して引用する。",
        querystring: Query,
        response: {
          200: Type.Unsafe({ type: "string", format: "binary", description: "CSV" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (declaration.refused?.(query, request)) throw forbidden();
      const hidden = new Set(declaration.hidden?.(request) ?? []);
      const sortKey = textParam(query.sort) ?? declaration.defaultSort ?? "id";
      const chunks = readInChunks(app.db, table, {
        where: declaration.where(query, request),
        key: declaration.sortable[sortKey] ?? table.id,
        descending: query.order === "desc",
      });
      const load = declaration.load ?? ((_ex, rows) => rows as unknown as R[]);
      const cell = (record: R, column: ExportColumn<R>) => {
        if (column.field && hidden.has(column.field)) return null;
        if (column.value) return column.value(record);
        return column.field ? (record as Values)[column.field] : null;
      };
      const chunkText = async (rows: Row<T>[]) => {
        let text = "";
        for (const record of await load(app.db, rows, request))
          text += csvLine(columns.map((c) => cell(record, c)));
        return text;
      };
      // The first chunk is read before the answer starts: a query the database refuses (a filter
      // value out of range) is then an ordinary 400/500 with its JSON body, not a cut-off file.
      const first = await chunks.next();
      const firstText = first.done ? "" : await chunkText(first.value);
      async function* lines() {
        yield csvLine(columns.map((c) => c.header)) + firstText;
        for await (const rows of chunks) yield await chunkText(rows);
      }
      const encoding = encodingOf(query.encoding);
      return reply
        .type(csvContentType(encoding))
        .header(
          "Content-Disposition",
          attachmentDisposition(fileNameOf(declaration.fileName), `${declaration.name}.csv`),
        )
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "no-store")
        .send(encodeCsv(lines(), encoding));
    },
  );
}

/** A column showing a code by its Japanese label (`status: 2` → 指示済). */
export function labelColumn(
  header: string,
  field: string,
  labels: Readonly<Record<string | number, string>>,
): ExportColumn<Values> {
  return {
    header,
    field,
    value: (record) => {
      const code = record[field];
      return (typeof code === "number" ? labels[code] : undefined) ?? code;
    },
  };
}

/** id → name of the rows of `table` among `ids`, in one query (a chunk's names for its cells). */
export async function namesById(
  ex: Executor,
  table: PgTable & { id: PgColumn; name: PgColumn },
  ids: (number | null | undefined)[],
): Promise<Map<number | null | undefined, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (!wanted.length) return new Map();
  const rows = (await ex
    .select({ id: table.id, name: table.name })
    .from(table as PgTable)
    .where(inArray(table.id, wanted))) as { id: number; name: string }[];
  // Keyed as the ids are passed: a record's nullable reference looks its name up as it is.
  return new Map<number | null | undefined, string>(rows.map((r) => [r.id, r.name]));
}
