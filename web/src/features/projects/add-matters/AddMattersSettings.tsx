import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { FormProvider } from "react-hook-form";
import { DateField, SelectField, type MasterOption } from "../../../shared/form/fields";
import { useKitForm } from "../../../shared/form/KitForm";
import {
  addMattersFormSchema,
  addMattersFormValues,
  WORK_TYPE_OPTIONS,
  type AddMattersSettings as Settings,
} from "./add-matters-form";

/** The form's id: the 追加 button sits in the list's selection bar and submits it from there. */
export const ADD_MATTERS_FORM_ID = "add-matters-settings";

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
  title: { gridColumn: "1 / -1", margin: 0 },
});

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
  const styles = useStyles();
  const form = useKitForm(
    addMattersFormSchema,
    addMattersFormValues({ workType: projectWorkType }),
  );
  const submit = form.handleSubmit(onSubmit);
  return (
    <FormProvider {...form}>
      <form
        id={ADD_MATTERS_FORM_ID}
        className={styles.card}
        aria-label="追加する案件の設定"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <Text as="h2" weight="semibold" className={styles.title}>
          追加する案件の設定
        </Text>
        <SelectField name="workType" label="工事種別" required options={WORK_TYPE_OPTIONS} />
        <SelectField name="assigneeUserId" label="担当者" options={users} emptyLabel="未割当" />
        <DateField name="dueDate" label="期限" />
      </form>
    </FormProvider>
  );
}
