import type { BuildCompilerFromPool } from "@fastify/ajv-compiler";
import type { FieldErrors } from "./errors";
import { messages } from "./errors";

/** The parts of an Ajv error we read (Fastify validates with Ajv: allErrors + verbose). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
}

/**
 * Schema keyword carrying a custom Japanese message for a failed `pattern` or `format`:
 * `Type.String({ pattern: '^\\d{1,8}$', 'x-message': '8桁以内で入力してください' })`.
 */
export const MESSAGE_KEYWORD = "x-message";

/**
 * Schema keyword of a comma-separated integer list in a query (`?ids=1,2,3`, `?status=1,2`):
 * `{ "x-int-list": { minimum, maximum, maxItems } }`. The string's `pattern` checks the shape; this
 * checks what a pattern cannot: each item within the column's range (int4, else the database
 * answers 22003) and the number of items (a 5,000-id list is a denial of service, not a batch).
 * input-schemas.ts adds it to every list-shaped pattern it finds.
 */
export const INT_LIST_KEYWORD = "x-int-list";

export interface IntListBounds {
  minimum: number;
  maximum: number;
  maxItems: number;
}

/** Ajv error of our keywords; the Japanese text travels in `params.message`. */
interface IntListError {
  keyword: string;
  params: { message: string };
}

function checkIntList(
  bounds: IntListBounds,
  data: unknown,
): { valid: true } | { valid: false; message: string } {
  // A wrong shape is the pattern's to report (形式が正しくありません): one message per mistake.
  if (typeof data !== "string" || !/^-?\d+(,-?\d+)*$/.test(data)) return { valid: true };
  const items = data.split(",");
  if (items.length > bounds.maxItems)
    return { valid: false, message: `${bounds.maxItems}件以内で指定してください` };
  for (const item of items) {
    const n = Number(item);
    if (n > bounds.maximum)
      return { valid: false, message: `${bounds.maximum}以下の値を指定してください` };
    if (n < bounds.minimum)
      return { valid: false, message: `${bounds.minimum}以上の値を指定してください` };
  }
  return { valid: true };
}

/** Ajv definition of {@link INT_LIST_KEYWORD} (registered in app.ts). */
export const intListKeyword = {
  keyword: INT_LIST_KEYWORD,
  type: "string" as const,
  schemaType: "object" as const,
  errors: true,
  validate: function validateIntList(bounds: IntListBounds, data: unknown): boolean {
    const result = checkIntList(bounds, data);
    const self = validateIntList as typeof validateIntList & { errors?: IntListError[] };
    if (result.valid) {
      self.errors = [];
      return true;
    }
    self.errors = [{ keyword: INT_LIST_KEYWORD, params: { message: result.message } }];
    return false;
  },
};

/**
 * Schema keyword `"x-finite": true` on every integer/number input (added by input-schemas.ts).
 * Ajv coerces the strings "Infinity" and "1e309" to ±Infinity and then skips minimum/maximum for
 * a non-finite number (its type check is not repeated after coercion), so `?page=Infinity` would
 * reach the database. Runs after coercion, like every keyword.
 */
export const FINITE_KEYWORD = "x-finite";

/** Ajv definition of {@link FINITE_KEYWORD} (registered in app.ts). */
export const finiteKeyword = {
  keyword: FINITE_KEYWORD,
  schemaType: "boolean" as const,
  errors: true,
  validate: function validateFinite(enabled: boolean, data: unknown): boolean {
    const self = validateFinite as typeof validateFinite & { errors?: IntListError[] };
    if (!enabled || typeof data !== "number" || Number.isFinite(data)) {
      self.errors = [];
      return true;
    }
    self.errors = [
      { keyword: FINITE_KEYWORD, params: { message: "正しい数値を入力してください" } },
    ];
    return false;
  },
};

/**
 * Fastify's validator factory with coercion for the URL only. A query string or a path holds
 * nothing but text, so `?page=2` and `/users/7` must become numbers (Ajv's `coerceTypes`). A JSON
 * body says its types itself: coercing it turned `"powerDbm": null` into 0 dBm (合格), `true` into
 * 1 and `[1]` into 1 — a reading nobody took, stored as a passing one. Bodies are validated with
 * the same Ajv options but `coerceTypes: false`, so a wrong type is a 400 with its field message.
 */
export function coerceUrlPartsOnly(build: BuildCompilerFromPool): BuildCompilerFromPool {
  return (externalSchemas, options) => {
    const coercing = build(externalSchemas, options);
    // Fastify builds Ajv (not JTD) validators: the JTD branch of the option type does not apply.
    const exact = build(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    } as Parameters<BuildCompilerFromPool>[1]);
    // Fastify calls a validator compiler with the route's part (`{ schema, httpPart, … }`), not with
    // the bare schema @fastify/ajv-compiler's types declare.
    return ((route: { httpPart?: string }) =>
      route.httpPart === "body"
        ? exact(route as never)
        : coercing(route as never)) as unknown as ReturnType<BuildCompilerFromPool>;
  };
}

/** The parts of Ajv that {@link refineFormats} uses (Ajv is Fastify's, not our dependency). */
interface FormatRegistry {
  formats: Record<string, unknown>;
  addFormat(name: string, format: (text: string) => boolean): unknown;
}

/**
 * Fastify's `ajv.onCreate` (after ajv-formats): `date` and `date-time` also refuse the year 0000,
 * which ISO 8601 writes but PostgreSQL has not (22008 「日付が範囲外」 instead of a field message).
 */
export function refineFormats(ajv: FormatRegistry) {
  for (const name of ["date", "date-time"]) {
    const format = ajv.formats[name];
    const base =
      typeof format === "function"
        ? (format as (text: string) => boolean)
        : format instanceof RegExp
          ? (text: string) => format.test(text)
          : typeof (format as { validate?: unknown } | undefined)?.validate === "function"
            ? (format as { validate: (text: string) => boolean }).validate
            : () => true;
    ajv.addFormat(name, (text) => base(text) && !text.startsWith("0000"));
  }
}

/** NUL and lone surrogates: PostgreSQL refuses the first, JSON/UTF-8 cannot carry the second. */
export const BAD_CHARACTER_MESSAGE = "使用できない文字が含まれています";

const num = (value: unknown) => (typeof value === "number" ? value : Number(value));

/** Japanese message for one schema failure. */
export function messageFor(error: SchemaError): string {
  const custom = error.parentSchema?.[MESSAGE_KEYWORD];
  if (typeof custom === "string" && (error.keyword === "pattern" || error.keyword === "format"))
    return custom;
  const p = error.params;
  switch (error.keyword) {
    case "required":
      return messages.required;
    case "minLength":
      return num(p.limit) <= 1 ? messages.required : `${num(p.limit)}文字以上で入力してください`;
    case "maxLength":
      return `${num(p.limit)}文字以内で入力してください`;
    case "minimum":
      return `${num(p.limit)}以上の値を入力してください`;
    case "maximum":
      return `${num(p.limit)}以下の値を入力してください`;
    case "exclusiveMinimum":
      return `${num(p.limit)}より大きい値を入力してください`;
    case "exclusiveMaximum":
      return `${num(p.limit)}より小さい値を入力してください`;
    case "minItems":
      return num(p.limit) <= 1 ? messages.required : `${num(p.limit)}件以上選択してください`;
    case "maxItems":
      return `${num(p.limit)}件以内で選択してください`;
    case "uniqueItems":
      return "同じ値が重複しています";
    case "format":
      if (p.format === "email") return "メールアドレスの形式が正しくありません";
      if (p.format === "date") return "日付の形式が正しくありません（YYYY-MM-DD）";
      if (p.format === "date-time") return "日時の形式が正しくありません";
      return messages.invalid;
    case "type":
      if (p.type === "integer") return "整数で入力してください";
      if (p.type === "number") return "数値で入力してください";
      return messages.invalid;
    case "enum":
    case "const":
    case "anyOf":
    case "oneOf":
      return "選択肢の中から選んでください";
    case "additionalProperties":
      return "不明な項目です";
    case INT_LIST_KEYWORD:
    case FINITE_KEYWORD:
      return typeof p.message === "string" ? p.message : messages.invalid;
    default:
      return messages.invalid;
  }
}

/**
 * Field name of a failure: `/email` → `email`, `/teamIds/0` → `teamIds`, a missing property → its
 * name. A property named "" is reported under the part of the request (`body`, `querystring`).
 */
export function fieldFor(error: SchemaError, context?: string): string {
  return namedField(error, context) || (context ?? "body");
}

function namedField(error: SchemaError, context?: string): string {
  if (error.keyword === "required" && typeof error.params.missingProperty === "string") {
    const parent = topField(error.instancePath);
    return parent ?? error.params.missingProperty;
  }
  if (
    error.keyword === "additionalProperties" &&
    typeof error.params.additionalProperty === "string"
  ) {
    return topField(error.instancePath) ?? error.params.additionalProperty;
  }
  return topField(error.instancePath) ?? context ?? "body";
}

function topField(instancePath: string): string | undefined {
  const first = instancePath.split("/").filter(Boolean)[0];
  return first?.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Groups schema failures into the REST error body; one message per distinct text. */
export function toFieldErrors(errors: readonly SchemaError[], context?: string): FieldErrors {
  // A union (e.g. Nullable) reports each branch plus an anyOf summary. Keep the branch errors that
  // say something (maxLength, format…), drop branch type mismatches and the summary, unless
  // nothing else is left for that path.
  const unionPaths = new Set(
    errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").map((e) => e.instancePath),
  );
  // A value of the wrong type for a nullable field (`"abc"` or `true` for a number or null) fails
  // both branches on their type alone: the non-null branch's type says what is expected
  // (数値で入力してください), not the summary (選択肢の中から選んでください).
  const saysMore = (path: string) =>
    errors.some((e) => e.instancePath === path && !["anyOf", "oneOf", "type"].includes(e.keyword));
  const typeOnly = (e: SchemaError) =>
    e.keyword === "type" && e.params.type !== "null" && !saysMore(e.instancePath);
  const kept = errors.filter((error) => {
    if (!unionPaths.has(error.instancePath)) return true;
    if (error.keyword === "anyOf" || error.keyword === "oneOf") {
      return (
        !saysMore(error.instancePath) &&
        !errors.some((e) => e.instancePath === error.instancePath && typeOnly(e))
      );
    }
    return error.keyword !== "type" || typeOnly(error);
  });
  // No prototype: a field named `__proto__` or `constructor` (an unknown query parameter) is a key
  // like any other, not Object.prototype's.
  const out = Object.create(null) as FieldErrors;
  for (const error of kept) {
    const field = fieldFor(error, context);
    const list = (out[field] ??= []);
    const message = messageFor(error);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
