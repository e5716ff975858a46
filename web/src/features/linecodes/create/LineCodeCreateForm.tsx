import { useWatch } from "react-hook-form";
import { LineDetailFields } from "../edit/LineDetailFields";
import { SelectField, TextField, type MasterOption } from "@/shared/form/fields";
import type { EditFormProps } from "@/shared/form/edit-form-props";
import { KitForm, useKitForm } from "@/shared/form/KitForm";
import { useDebouncedLookup } from "@/shared/form/useDebouncedLookup";
import { wordOptions } from "../edit/line-code-form";
import {
  lineCodeCreateSchema,
  lineCodeCreateValues,
  NEW_LINE_STATUSES,
  targetIdOfCode,
} from "./line-code-create-form";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";

/** The target a typed 対象物件コード names: its name and units, or null when there is none. */
export interface FoundTarget {
  name: string;
  units: readonly MasterOption[];
}

const NO_UNITS: readonly MasterOption[] = [];

/** 対象物件コード and 部屋番号: the units follow the target the code names. */
function TargetFields({ findTarget }: { findTarget: (id: string) => Promise<FoundTarget | null> }) {
  const code = useWatch({ name: "targetCode" }) as string;
  const id = targetIdOfCode(code ?? "");
  const found = useDebouncedLookup(id, findTarget);
  const hint = !id
    ? "TA-00000042 の形式。空欄なら対象物件なしで登録します"
    : found === undefined
      ? "確認中…"
      : found === null
        ? "該当する対象物件がありません"
        : `対象物件：${found.name}`;
  const units = found?.units ?? NO_UNITS;
  return (
    <>
      <TextField name="targetCode" label="対象物件コード" hint={hint} placeholder="TA-00000042" />
      <SelectField
        name="targetDetailId"
        label="部屋番号"
        options={units}
        emptyLabel="物件全体"
        disabled={units.length === 0}
      />
    </>
  );
}

/** 引込線登録's fields (#37.3): the columns of the CSV import, for one line. */
export function LineCodeCreateForm({
  targetCode,
  findTarget,
  ...kit
}: EditFormProps<ReturnType<typeof lineCodeCreateSchema.parse>> & {
  /** The target the page was opened from (`TA-…`), or "". */
  targetCode: string;
  findTarget: (id: string) => Promise<FoundTarget | null>;
}) {
  const form = useKitForm(lineCodeCreateSchema, lineCodeCreateValues(targetCode));
  return (
    <KitForm
      {...kit}
      form={form}
      label="引込線情報"
      submitLabel="登録"
      errorAliases={{ targetId: "targetCode" }}
    >
      <TextField name="lineCode" label={lineCodeFields.lineCode.label} required />
      <TargetFields findTarget={findTarget} />
      <SelectField
        name="status"
        label={lineCodeFields.status.label}
        required
        options={wordOptions(NEW_LINE_STATUSES)}
        hint="撤去済は登録後に引込線編集で撤去日とともに設定します"
      />
      <LineDetailFields />
    </KitForm>
  );
}
