// TypeBox builders for the fields of the area descriptions (coded values with their Japanese
// labels, bounded text, nullable and reference fields): one wording of each in the OpenAPI
// document instead of one per area.
import type { FieldSpec } from "@cfx/domain/fields/define";
import { Type, type TSchema } from "typebox";

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

/**
 * A text field of the catalogue (@cfx/domain/fields): at most its `max` characters, the limit the
 * web's form checks and says, so the two cannot drift. `description` is the OpenAPI text.
 */
export const FieldText = (field: FieldSpec & { max: number }, description: string = field.label) =>
  Type.String({ maxLength: field.max, description });
export const Opt = <S extends TSchema>(s: S) => Type.Optional(Type.Union([s, Type.Null()]));
export const Ref = (description: string) => Type.Integer({ minimum: 1, description });

/** Response property for a nullable column. */
export const N = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);
export const IntList = (description: string) =>
  Type.String({
    pattern: "^-?\\d+(,-?\\d+)*$",
    description: `${description}（カンマ区切りで複数可）`,
  });
