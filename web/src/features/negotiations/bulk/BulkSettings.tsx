import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { FormProvider, type Path } from "react-hook-form";
import { DateField, SelectField, type MasterOption } from "../../../shared/form/fields";
import { useKitForm } from "../../../shared/form/KitForm";
import {
  bulkSettingsSchema,
  bulkSettingsValues,
  type BulkRefusal,
  type BulkSettings as Settings,
  type BulkSettingsValues,
} from "./bulk-form";

/** The form's id: 一括指示 sits in the list's selection bar and submits it from there. */
export const BULK_SETTINGS_FORM_ID = "negotiation-bulk-settings";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    alignItems: "start",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  wide: { gridColumn: "1 / -1", margin: 0 },
  hint: { gridColumn: "1 / -1", margin: 0, color: tokens.colorNeutralForeground3 },
});

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
  const styles = useStyles();
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
    <FormProvider {...form}>
      <form
        id={BULK_SETTINGS_FORM_ID}
        className={styles.card}
        aria-label="交渉指示の設定"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <Text as="h2" weight="semibold" className={styles.wide}>
          交渉指示の設定
        </Text>
        <SelectField name="assigneeUserId" label="交渉担当者" required options={users} />
        <DateField name="visitFrom" label="訪問期間（開始日）" required />
        <DateField name="visitTo" label="訪問期間（終了日）" required />
        <Text as="p" size={200} className={styles.hint}>
          訪問日時は、交渉担当者の空き時間（平日9:00〜17:00、1件1時間、既存の予定と重ならない枠）に訪問期間の早い順で自動的に割り当てます。空き時間が足りないときは何も登録しません。
        </Text>
      </form>
    </FormProvider>
  );
}
