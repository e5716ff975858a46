import { Type, type TProperties, type TSchema } from "typebox";

// Reusable TypeBox pieces for route schemas. Route schemas feed Fastify's validator AND the
// OpenAPI document (api/openapi.json) that types the gateway's REST clients.

/** `T | null` (nullable column in a response or a clearable field in a body). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });
/** `?version=N` of DELETE. */
export const VersionQuery = Type.Object({ version: Type.Integer({ minimum: 1 }) });
/** The `version` every PATCH body carries. */
export const VersionField = Type.Integer({ minimum: 1 });
export const DeletedBody = Type.Object({ id: Type.Integer() });
/** Instant (ISO 8601 UTC in JSON). Handlers may return Date objects: the serializer writes toISOString(). */
export const Timestamp = Type.Unsafe<Date | string>({ type: "string", format: "date-time" });
/** Calendar date `YYYY-MM-DD`. */
export const DateOnly = Type.String({ format: "date" });

/** id/version/audit stamps of every record. Spread into a response object: `{ ...RecordMeta, name: … }`. */
export const RecordMeta = {
  id: Type.Integer(),
  version: Type.Integer(),
  createdAt: Timestamp,
  createdBy: Nullable(Type.Integer()),
  updatedAt: Timestamp,
  updatedBy: Nullable(Type.Integer()),
} satisfies TProperties;

/** `{ id, name }` of a master list entry. */
export const NamedItem = Type.Object({ id: Type.Integer(), name: Type.String() });

/** `{ "<field>": ["<日本語メッセージ>"] }`. */
export const ErrorBody = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: "Field errors: field name → Japanese messages",
});

/** Error responses for a route's `response` schema (OpenAPI). */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

/** Required non-blank text with a length limit (blank → 必須項目です). Trim it in the handler. */
export const RequiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: "\\S", "x-message": "必須項目です" });
