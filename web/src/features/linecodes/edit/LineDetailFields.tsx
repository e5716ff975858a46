import { lineCodeFields } from "@cfx/domain/fields/linecodes";
import { DateField, SelectField, TextAreaField, TextField } from "@/shared/form/fields";
import { CABLE_TYPES, LINE_KINDS } from "../line-code-words";
import { wordOptions } from "./line-code-form";

/**
 * The fields of a line that 引込線登録 and 引込線編集 both ask for, after their own (code, target,
 * unit, status): its pole, cable and kind, the removal consent and the notes. Inside a KitForm.
 */
export function LineDetailFields() {
  return (
    <>
      <TextField
        name="poleNumber"
        label={lineCodeFields.poleNumber.label}
        placeholder="例：森ケ崎 190"
      />
      <TextField name="poleOwner" label={lineCodeFields.poleOwner.label} />
      <SelectField
        name="cableType"
        label={lineCodeFields.cableType.label}
        options={wordOptions(CABLE_TYPES)}
      />
      <SelectField
        name="lineKind"
        label={lineCodeFields.lineKind.label}
        options={wordOptions(LINE_KINDS)}
      />
      <DateField name="removalConsentAt" label={lineCodeFields.removalConsentAt.label} />
      <TextAreaField name="notes" label={lineCodeFields.notes.label} />
    </>
  );
}
