import type { ComponentProps } from "react";
import { BulkChangeDialog } from "@/shared/mutation/BulkChangeDialog";
import type { BulkProblem } from "./bulk-update";

/**
 * One bulk change of the selected matters (the kit's BulkChangeDialog, speaking of 案件): what it
 * does, its fields, and, when the API refused, why (each refused row by MT code) with 再読み込み
 * after a conflict. The page runs the call.
 */
export function BulkDialog({
  description = "まとめて変更します",
  problem,
  applyLabel = "変更",
  onReload,
  ...rest
}: Omit<
  ComponentProps<typeof BulkChangeDialog>,
  "noun" | "description" | "refusal" | "refusedLabel" | "doneLabel" | "applyLabel"
> & {
  /** What happens to them: 選択したN件の案件を〜。 */
  description?: string;
  problem: BulkProblem | null;
  applyLabel?: string;
  onReload: () => void;
}) {
  return (
    <BulkChangeDialog
      {...rest}
      noun="案件"
      description={description}
      refusal={problem}
      refusedLabel="変更できない案件"
      doneLabel="対象外の案件"
      applyLabel={applyLabel}
      onReload={onReload}
    />
  );
}
