import { makeStyles } from "@fluentui/react-components";
import { DateField, SelectField, TextAreaField, TextField } from "../../../shared/form/fields";
import { ItemsTable } from "./ItemsTable";
import { slotOptions, UNDECIDED_SLOT_LABEL } from "./settings-form";

const useStyles = makeStyles({ wide: { gridColumn: "1 / -1" } });

/**
 * What every document of the page prints, as form fields (inside a KitForm, or a plain
 * FormProvider when the viewer may only read them: `disabled` then).
 */
export function SettingsFields({ disabled = false }: { disabled?: boolean }) {
  const styles = useStyles();
  return (
    <>
      <DateField name="issueDate" label="発行日" required disabled={disabled} />
      <TextField name="addresseeName" label="宛名" required disabled={disabled} />
      <TextField name="addresseeAddress" label="宛先住所" disabled={disabled} autoComplete="off" />
      <DateField name="constructionDate" label="工事予定日" disabled={disabled} />
      <SelectField
        name="constructionSlot"
        label="工事枠"
        options={slotOptions}
        emptyLabel={UNDECIDED_SLOT_LABEL}
        disabled={disabled}
      />
      <ItemsTable disabled={disabled} />
      <TextAreaField
        name="remarks"
        label="備考"
        rows={4}
        disabled={disabled}
        className={styles.wide}
      />
    </>
  );
}
