import type { ReactNode } from "react";
import { DateField, SelectField, TextAreaField, type MasterOption } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import {
  matterFormSchema,
  matterFormValues,
  statusOptions,
  type MatterFormOutput,
} from "./matter-form";
import { StatusChangeField } from "@/shared/form/StatusChangeField";

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
  header,
  onSubmit,
  onCancel,
  onReload,
  extraActions,
}: {
  matter: MatterFormSource;
  users: readonly MasterOption[];
  header?: ReactNode;
  onSubmit: (output: MatterFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload: () => void;
  extraActions?: ReactNode;
}) {
  const form = useKitForm(matterFormSchema, matterFormValues(matter));
  const choices = statusOptions(matter);
  return (
    <KitForm
      form={form}
      label="案件情報"
      header={header}
      submitLabel="更新"
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
      extraActions={extraActions}
    >
      <StatusChangeField
        choices={choices}
        currentLabel={matter.statusLabel}
        hint="保留・保留解除・完了のみ。ほかは交渉・工事の進み具合で変わります"
        lockedHint="今は手で変更できません（交渉・工事の進み具合で変わります）"
      />
      <SelectField name="assigneeUserId" label="担当者" options={users} emptyLabel="未割当" />
      <DateField name="dueDate" label="期限" />
      <TextAreaField name="notes" label="備考" />
    </KitForm>
  );
}
