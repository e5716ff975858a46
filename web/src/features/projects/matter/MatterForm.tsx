import { DateField, SelectField, TextAreaField, type MasterOption } from "@/shared/form/fields";
import type { EditFormProps } from "@/shared/form/edit-form-props";
import { KitForm, useKitForm } from "@/shared/form/KitForm";
import {
  matterFormSchema,
  matterFormValues,
  statusOptions,
  type MatterFormOutput,
} from "./matter-form";
import { StatusChangeField } from "@/shared/form/StatusChangeField";
import { matterFields as f } from "@cfx/domain/fields/projects";

export interface MatterFormSource {
  status: number;
  statusLabel: string;
  statusBeforeHold?: number | null;
  allowedStatuses: readonly number[];
  assigneeUserId?: number | null;
  dueDate?: string | null;
  notes?: string | null;
}

/** The matter's editable fields (案件編集); `header` shows what the matter is about above them. */
export function MatterForm({
  matter,
  users,
  ...kit
}: EditFormProps<MatterFormOutput> & {
  matter: MatterFormSource;
  users: readonly MasterOption[];
}) {
  const form = useKitForm(matterFormSchema, matterFormValues(matter));
  const choices = statusOptions(matter);
  return (
    <KitForm {...kit} form={form} label="案件情報" submitLabel="更新">
      <StatusChangeField
        choices={choices}
        currentLabel={matter.statusLabel}
        hint="保留・保留解除・完了のみ。ほかは交渉・工事の進み具合で変わります"
        lockedHint="今は手で変更できません（交渉・工事の進み具合で変わります）"
      />
      <SelectField
        name="assigneeUserId"
        label={f.assigneeUserId.label}
        options={users}
        emptyLabel="未割当"
      />
      <DateField name="dueDate" label={f.dueDate.label} />
      <TextAreaField name="notes" label={f.notes.label} />
    </KitForm>
  );
}
