import { useWatch } from "react-hook-form";
import { LineDetailFields } from "./LineDetailFields";
import { DateField, SelectField, TextField, type MasterOption } from "@/shared/form/fields";
import type { EditFormProps } from "@/shared/form/edit-form-props";
import { KitForm, useKitForm } from "@/shared/form/KitForm";
import { StatusChangeField } from "@/shared/form/StatusChangeField";
import {
  lineCodeFormSchema,
  lineCodeFormValues,
  REMOVED,
  statusOptions,
  REMOVED_AT,
  type LineCodeFormOutput,
  type LineCodeFormSource,
} from "./line-code-form";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";

/** 撤去日: asked only when the line is being set to 撤去済 (a removed line shows it above). */
function RemovedAtField() {
  const status = useWatch({ name: "status" }) as string;
  return status === REMOVED ? <DateField name="removedAt" label={REMOVED_AT} required /> : null;
}

/** The drop line's editable fields (引込線編集); `header` shows its target and construction. */
export function LineCodeForm({
  line,
  units,
  ...kit
}: EditFormProps<LineCodeFormOutput> & {
  line: LineCodeFormSource;
  /** The units of the line's target (部屋番号). */
  units: readonly MasterOption[];
}) {
  const form = useKitForm(lineCodeFormSchema, lineCodeFormValues(line));
  return (
    <KitForm {...kit} form={form} label="引込線情報" submitLabel="更新">
      <TextField name="lineCode" label={lineCodeFields.lineCode.label} required />
      <StatusChangeField
        label="状態変更"
        choices={statusOptions(line)}
        currentLabel={line.status}
        hint="使用中 → 撤去予定 → 撤去済 の順にのみ進められます"
        lockedHint="撤去済の引込線の状態は変更できません"
      />
      <RemovedAtField />
      <SelectField
        name="targetDetailId"
        label="部屋番号"
        options={units}
        emptyLabel="物件全体"
        disabled={units.length === 0}
      />
      <LineDetailFields />
    </KitForm>
  );
}
