import { makeStyles } from "@fluentui/react-components";
import { useWatch } from "react-hook-form";
import { printedAddressee } from "@cfx/domain/documents";
import { DateField, SelectField, TextAreaField, TextField } from "@/shared/form/fields";
import { ItemsTable } from "./ItemsTable";
import { slotOptions, UNDECIDED_SLOT_LABEL, type SettingsFormValues } from "./settings-form";
import { documentSettingsFields as f } from "@cfx/domain/fields/documents";

const useStyles = makeStyles({ wide: { gridColumn: "1 / -1" } });

/**
 * 宛名's hint: how the documents print it, with its one honorific (様, or 御中 when typed), so
 * nobody types 様 for it to be printed twice.
 */
export function addresseeHint(addressee: string | undefined): string {
  const typed = addressee?.trim() ?? "";
  return typed
    ? `印刷: ${printedAddressee(typed)}（敬称は1つだけ印刷します。会社宛は「御中」）`
    : "敬称「様」は帳票に印刷されます（会社宛は「御中」と入力）";
}

/**
 * What every document of the page prints, as form fields (inside a KitForm, or a plain
 * FormProvider when the viewer may only read them: `disabled` then).
 */
export function SettingsFields({ disabled = false }: { disabled?: boolean }) {
  const styles = useStyles();
  const addressee = useWatch<SettingsFormValues, "addresseeName">({ name: "addresseeName" });
  return (
    <>
      <DateField name="issueDate" label={f.issueDate.label} required disabled={disabled} />
      <TextField
        name="addresseeName"
        label={f.addresseeName.label}
        required
        disabled={disabled}
        hint={addresseeHint(addressee)}
      />
      <TextField
        name="addresseeAddress"
        label={f.addresseeAddress.label}
        disabled={disabled}
        autoComplete="off"
      />
      <DateField name="constructionDate" label={f.constructionDate.label} disabled={disabled} />
      <SelectField
        name="constructionSlot"
        label={f.constructionSlot.label}
        options={slotOptions}
        emptyLabel={UNDECIDED_SLOT_LABEL}
        disabled={disabled}
      />
      <ItemsTable disabled={disabled} />
      <TextAreaField
        name="remarks"
        label={f.remarks.label}
        rows={4}
        disabled={disabled}
        className={styles.wide}
      />
    </>
  );
}
