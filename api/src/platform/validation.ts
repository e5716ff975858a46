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
    default:
      return messages.invalid;
  }
}

/** Field name of a failure: `/email` → `email`, `/teamIds/0` → `teamIds`, a missing property → its name. */
export function fieldFor(error: SchemaError, context?: string): string {
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
  const kept = errors.filter((error) => {
    if (!unionPaths.has(error.instancePath)) return true;
    if (error.keyword === "anyOf" || error.keyword === "oneOf") {
      return !errors.some(
        (e) =>
          e.instancePath === error.instancePath && !["anyOf", "oneOf", "type"].includes(e.keyword),
      );
    }
    return error.keyword !== "type";
  });
  const out: FieldErrors = {};
  for (const error of kept) {
    const field = fieldFor(error, context);
    const list = (out[field] ??= []);
    const message = messageFor(error);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
