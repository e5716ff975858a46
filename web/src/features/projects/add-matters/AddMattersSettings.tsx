import { DateField, SelectField, type MasterOption } from "@/shared/form/fields";
import { useKitForm } from "@/shared/form/KitForm";
import { SettingsCard } from "@/shared/form/SettingsCard";
import {
  addMattersFormSchema,
  addMattersFormValues,
  WORK_TYPE_OPTIONS,
  type AddMattersSettings as Settings,
} from "./add-matters-form";

/** The form's id: the 追加 button sits in the list's selection bar and submits it from there. */
export const ADD_MATTERS_FORM_ID = "add-matters-settings";

/**
 * What every new matter of this batch gets: the work type (the project's unless changed), an
 * optional assignee and due date. Submitting hands the checked settings to the page.
 */
export function AddMattersSettings({
  projectWorkType,
  users,
  onSubmit,
}: {
  projectWorkType: number;
  users: readonly MasterOption[];
  onSubmit: (settings: Settings) => void;
}) {
  const form = useKitForm(
    addMattersFormSchema,
    addMattersFormValues({ workType: projectWorkType }),
  );
  const submit = form.handleSubmit(onSubmit);
  return (
    <SettingsCard
      id={ADD_MATTERS_FORM_ID}
      title="追加する案件の設定"
      form={form}
      onSubmit={(e) => void submit(e)}
    >
      <SelectField name="workType" label="工事種別" required options={WORK_TYPE_OPTIONS} />
      <SelectField name="assigneeUserId" label="担当者" options={users} emptyLabel="未割当" />
      <DateField name="dueDate" label="期限" />
    </SettingsCard>
  );
}
