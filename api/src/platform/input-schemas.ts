// Closed, bounded inputs for every route, applied once at route registration instead of in each
// of the ~170 route schemas: an object that does not say otherwise refuses unknown properties (no
// mass assignment of id/createdBy/deletedAt…), an integer that does not say otherwise fits
// PostgreSQL's int4 (no 500 from `?ids=2147483648` or a 2³⁵ id), a number stays finite (also
// after Ajv's coercion of "Infinity" / "1e309") and precise, an array has a length limit, and a
// comma-separated integer list is checked item by item.
// The hardened schema is what Ajv validates AND what @fastify/swagger documents (its onRoute hook
// runs after ours), so the OpenAPI document and the gateway's types say what the API enforces.
import type { FastifyRequest, RouteOptions } from "fastify";
import { badRequest, type FieldErrors } from "./errors";
import {
  BAD_CHARACTER_MESSAGE,
  FINITE_KEYWORD,
  INT_LIST_KEYWORD,
  type IntListBounds,
} from "./validation";

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/**
 * Bound of a `number` without its own: beyond it doubles lose integer precision, and no column of
 * ours (numeric(9,6), numeric(6,2)) holds anything near it. 1e308 is finite but absurd.
 */
export const NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;
/** Items of an input array without its own `maxItems` (bulk selections are a page, ≤ 500). */
export const DEFAULT_MAX_ITEMS = 1000;
/** Items of a comma-separated id list (`?ids=`, `?targetId=1,2,3`): the gateway batches ≤ 300. */
export const MAX_LIST_ITEMS = 500;

type Schema = Record<string | symbol, unknown>;

// Keywords whose value is one subschema / a list of subschemas / a map of subschemas. Anything
// else (enum, const, default, examples, description…) is data and copied untouched.
const ONE = ["additionalProperties", "items", "not", "if", "then", "else", "contains"] as const;
const MANY = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const MAP = [
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
] as const;

// The pattern text `^\d+(,\d+)*$` (ids) or `^-?\d+(,-?\d+)*$` (IntList filters).
const INT_LIST_PATTERN = /^\^(-\?)?\\d\+\(,(-\?)?\\d\+\)\*\$$/;

const hardened = new WeakSet<object>();

/**
 * A copy of an input schema (body, querystring or params) with the defaults above filled in.
 * Explicit choices win: `additionalProperties: true`, a `patternProperties` map (Type.Record, e.g.
 * the column mapping of an external source), an own minimum/maximum/maxItems. Idempotent.
 * TypeBox's non-enumerable markers (`~kind`, `~optional`) are kept so the copy is still TypeBox.
 */
export function hardenSchema<T>(schema: T, options: { inAllOf?: boolean } = {}): T {
  if (typeof schema !== "object" || schema === null) return schema; // boolean schemas
  if (hardened.has(schema)) return schema;
  if (Array.isArray(schema)) return schema.map((s) => hardenSchema(s)) as T;
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as Schema;
  for (const key of ONE) {
    if (typeof out[key] === "object" && out[key] !== null) out[key] = hardenSchema(out[key]);
  }
  for (const key of MANY) {
    if (Array.isArray(out[key])) {
      // The members of an allOf each see only part of the properties: closing one would refuse
      // the others' (that needs unevaluatedProperties, which we do not use).
      out[key] = (out[key] as unknown[]).map((s) => hardenSchema(s, { inAllOf: key === "allOf" }));
    }
  }
  for (const key of MAP) {
    const map = out[key];
    if (typeof map === "object" && map !== null && !Array.isArray(map)) {
      const copy: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(map)) copy[name] = hardenSchema(sub);
      out[key] = copy;
    }
  }

  const types = Array.isArray(out.type) ? (out.type as unknown[]) : [out.type];
  const isObject = types.includes("object") || (out.type === undefined && "properties" in out);
  if (
    isObject &&
    !options.inAllOf &&
    out.additionalProperties === undefined &&
    out.patternProperties === undefined &&
    out.unevaluatedProperties === undefined
  ) {
    out.additionalProperties = false;
  }
  const enumerated = "enum" in out || "const" in out;
  if (types.includes("integer") && !enumerated) bound(out, INT4_MIN, INT4_MAX);
  else if (types.includes("number") && !enumerated) bound(out, -NUMBER_LIMIT, NUMBER_LIMIT);
  if ((types.includes("integer") || types.includes("number")) && !enumerated) {
    out[FINITE_KEYWORD] = true;
  }
  if (types.includes("array") && out.maxItems === undefined) out.maxItems = DEFAULT_MAX_ITEMS;
  if (
    types.includes("string") &&
    typeof out.pattern === "string" &&
    INT_LIST_PATTERN.test(out.pattern) &&
    out[INT_LIST_KEYWORD] === undefined
  ) {
    out[INT_LIST_KEYWORD] = {
      minimum: out.pattern.includes("-?") ? INT4_MIN : 0,
      maximum: INT4_MAX,
      maxItems: MAX_LIST_ITEMS,
    } satisfies IntListBounds;
  }
  hardened.add(out);
  return out as T;
}

function bound(schema: Schema, min: number, max: number) {
  if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = min;
  if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = max;
}

/**
 * onRoute hook: replaces the route's body/querystring/params schemas by hardened copies. The route
 * author's objects are not touched (TypeBox schemas are shared between routes and with response
 * schemas, where closing or bounding would mean something else). Headers stay open: clients and
 * proxies send many.
 */
export function hardenRouteSchemas(route: RouteOptions) {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const copy = { ...schema };
  for (const part of ["body", "querystring", "params"] as const) {
    if (copy[part] !== undefined) copy[part] = hardenSchema(copy[part]);
  }
  route.schema = copy;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units:
// no `u` flag). String.prototype.isWellFormed is ES2024, beyond our lib.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a UTF-16 surrogate without its pair. */
export function hasBadCharacter(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

function containsBadCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasBadCharacter(value);
  // JSON nesting is bounded by the body limit; the depth bound keeps a hostile 10 MB `[[[[…` from
  // costing a deep recursion (Ajv refuses such a body anyway: no schema of ours nests like that).
  if (depth > 64 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => containsBadCharacter(v, depth + 1));
  if (Buffer.isBuffer(value)) return false; // raw uploads (CSV): checked by their own parser
  return Object.entries(value).some(
    ([k, v]) => hasBadCharacter(k) || containsBadCharacter(v, depth + 1),
  );
}

/**
 * preValidation hook: a NUL (PostgreSQL refuses it in text: 22021) or a lone surrogate (not
 * representable in UTF-8: silently stored as U+FFFD) anywhere in the query, the path or a JSON
 * body → 400 `{field: ["使用できない文字が含まれています"]}` naming the top-level field.
 */
export async function refuseBadCharacters(request: FastifyRequest) {
  const errors = Object.create(null) as FieldErrors; // keys come from the client (`__proto__`)
  const parts: [unknown, string][] = [
    [request.params, "path"],
    [request.query, "query"],
    [request.body, "body"],
  ];
  for (const [part, fallback] of parts) {
    if (typeof part === "string") {
      if (hasBadCharacter(part)) errors[fallback] = [BAD_CHARACTER_MESSAGE];
      continue;
    }
    if (typeof part !== "object" || part === null || Buffer.isBuffer(part)) continue;
    const entries = Array.isArray(part) ? [[fallback, part] as const] : Object.entries(part);
    for (const [key, value] of entries) {
      // A bad character in a property name is reported under the part: echoing the name back
      // would put the character into the response. So is a property named "".
      if (hasBadCharacter(key)) errors[fallback] = [BAD_CHARACTER_MESSAGE];
      else if (containsBadCharacter(value)) errors[key || fallback] = [BAD_CHARACTER_MESSAGE];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
