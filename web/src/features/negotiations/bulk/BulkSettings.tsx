import type { Path } from "react-hook-form";
import { negotiationFields } from "@cfx/domain/fields/negotiations";
import { DateField, SelectField, type MasterOption } from "@/shared/form/fields";
import { useKitForm } from "@/shared/form/KitForm";
import { SettingsCard } from "@/shared/form/SettingsCard";
import {
  bulkSettingsSchema,
  bulkSettingsValues,
  type BulkRefusal,
  type BulkSettings as Settings,
  type BulkSettingsValues,
} from "./bulk-form";

/** The form's id: 一括指示 sits in the list's selection bar and submits it from there. */
export const BULK_SETTINGS_FORM_ID = "negotiation-bulk-settings";

/**
 * What every negotiation of the instruction shares: the negotiator and the visit window. The page
 * runs the call; a refusal's messages for these fields come back and are shown on them.
 */
export function BulkSettings({
  today,
  users,
  onSubmit,
}: {
  /** Tokyo, YYYY-MM-DD: the default window starts on the next working day. */
  today: string;
  users: readonly MasterOption[];
  onSubmit: (settings: Settings) => Promise<BulkRefusal["fields"] | undefined>;
}) {
  const form = useKitForm(bulkSettingsSchema(today), bulkSettingsValues(today));
  const submit = form.handleSubmit(async (settings) => {
    const fields = await onSubmit(settings);
    Object.entries(fields ?? {}).forEach(([name, message], i) =>
      form.setError(
        name as Path<BulkSettingsValues>,
        { type: "server", message },
        { shouldFocus: i === 0 },
      ),
    );
  });
  return (
    <SettingsCard
      id={BULK_SETTINGS_FORM_ID}
      title="交渉指示の設定"
      form={form}
      onSubmit={(e) => void submit(e)}
      hint="訪問日時は、交渉担当者の空き時間（平日9:00〜17:00、1件1時間、既存の予定と重ならない枠）に訪問期間の早い順で自動的に割り当てます。空き時間が足りないときは何も登録しません。"
    >
      <SelectField
        name="assigneeUserId"
        label={negotiationFields.assigneeUserId.label}
        required
        options={users}
      />
      <DateField name="visitFrom" label="訪問期間（開始日）" required />
      <DateField name="visitTo" label="訪問期間（終了日）" required />
    </SettingsCard>
  );
}
