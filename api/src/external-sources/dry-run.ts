// The dry run's answer: what a run would do, with a sample of the mapped rows.
import { Type } from "typebox";
import { fieldsOf } from "./fields";
import type { externalSources } from "./tables";
import { RowErrorSchema } from "../platform/csv/csv";
import { mapRow, type BatchResult, type SourceRows } from "./batch";

/** Rows of a dry run's answer: enough to check the mapping, not the whole file. */
export const DRY_RUN_SAMPLE = 50;

/** Carries a dry run's result out of the transaction it rolls back. */
export class DryRunResult extends Error {
  constructor(readonly result: BatchResult) {
    super("external source dry run rolled back");
  }
}

export const DryRunAnswer = Type.Object(
  {
    dryRun: Type.Literal(true, { description: "試し実行の結果（何も反映・記録していない）" }),
    total: Type.Integer({ description: "総行数" }),
    created: Type.Integer({ description: "登録になる行数（エラーがなければ）" }),
    updated: Type.Integer({ description: "更新になる行数（エラーがなければ）" }),
    failed: Type.Integer({ description: "エラーの行数" }),
    errors: Type.Array(RowErrorSchema, { description: "行ごとのエラー（すべて）" }),
    sample: Type.Array(Type.Record(Type.String(), Type.String()), {
      description: `列の対応で変換した行（先頭${DRY_RUN_SAMPLE}行、項目名 → 値）`,
    }),
  },
  { description: "試し実行の結果" },
);

export function dryRunAnswer(
  result: BatchResult,
  rows: Record<string, unknown>[],
  read: SourceRows,
  source: typeof externalSources.$inferSelect,
) {
  const errors = [...result.errors];
  if ("failed" in read) errors.push({ row: 0, field: "url", message: read.failed });
  return {
    dryRun: true as const,
    total: rows.length,
    created: result.wouldCreate,
    updated: result.wouldUpdate,
    failed: result.failed,
    errors,
    // In the catalogue's order: the stored mapping (jsonb) keeps no order of its own.
    sample: rows.slice(0, DRY_RUN_SAMPLE).map((raw) => {
      const mapped = mapRow(source, raw);
      return Object.fromEntries(
        fieldsOf(source.targetEntity).flatMap((f) => (f in mapped ? [[f, mapped[f]!]] : [])),
      );
    }),
  };
}
