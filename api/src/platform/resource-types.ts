// The description of a CRUD resource (resource.ts registers it): the table, its schemas, the
// hooks an area plugs in and who may see which rows. On its own so the scope rules, the routes
// and the areas can all name these types without importing the route code.
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TObject, TProperties } from "typebox";
import type { CodePrefix } from "@cfx/domain/codes";
import type { Flag } from "../auth/flags";
import type { Executor, Tx } from "../db/client";
import type { RecordTable, Row } from "./crud";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
export type Values = Record<string, unknown>;

/**
 * A record of table T as the read hooks see it (decorate, exports): the row's columns with their
 * types (but the soft delete), plus what the server adds (display code, computed fields) by name.
 */
export type RecordOf<T extends RecordTable> = Omit<Row<T>, "deletedAt"> & Values;

/**
 * The values a write hook sees: a POST body or the changes of a PATCH, so any subset of the
 * row's columns (typed as the row's) plus what the hook adds before the write. The JSON of a
 * timestamp is still text until the hook converts it (`typeof v[f] === "string"`), and a numeric
 * column's a number: hooks that take those check the type at run time.
 */
export type WriteValues<T extends RecordTable> = Partial<Row<T>> & Values;

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
  decorate?: (
    records: RecordOf<T>[],
    ctx: { ex: Executor; request: FastifyRequest },
  ) => Promise<void>;
}

/** A resource people write through POST/PATCH/DELETE. */
export interface WritableResource<T extends RecordTable> extends ResourceBase<T> {
  readOnly?: false;
  /** POST body (PATCH is the same properties, all optional, plus `version`). */
  create: TObject;
  /** Flag needed to write; a function when it depends on the record (schedules, attachments). */
  writeFlag: Flag | ((values: WriteValues<T>, request: FastifyRequest) => Flag);
  /** Validates/normalises the values to write (create: body; update: changes). Throw badRequest. */
  prepare?: (values: WriteValues<T>, ctx: WriteContext<T>) => Promise<Values> | Values;
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
