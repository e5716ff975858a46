import { SelectField, type MasterOption } from "./fields";
import { keepStatusLabel } from "./options";

/**
 * 「ステータス変更」 of an edit form: only the changes the workflow allows now (the API's
 * allowedStatuses, worded as what they do), the empty entry keeping the current status; off,
 * with `lockedHint` saying why, when no change is allowed.
 */
export function StatusChangeField({
  name = "status",
  label = "ステータス変更",
  choices,
  currentLabel,
  hint,
  lockedHint,
}: {
  name?: string;
  label?: string;
  choices: readonly MasterOption[];
  /** The current status's label (変更しない（現在：…）). */
  currentLabel: string;
  /** While a change is allowed; none when the choices say enough. */
  hint?: string;
  lockedHint: string;
}) {
  const locked = choices.length === 0;
  return (
    <SelectField
      name={name}
      label={label}
      options={choices}
      emptyLabel={keepStatusLabel(currentLabel)}
      disabled={locked}
      hint={locked ? lockedHint : hint}
    />
  );
}
