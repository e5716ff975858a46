import { Field, Select } from "@fluentui/react-components";

export interface Choice {
  value: string;
  label: string;
}

/**
 * A required choice of a dialog outside a kit form (a bulk change's 班, the project to add to):
 * 「選択してください」 first, and while `missing` the field says `missingMessage`.
 */
export function ChoiceSelect({
  label,
  value,
  choices,
  missing = false,
  missingMessage,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  missing?: boolean;
  missingMessage?: string;
  hint?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={label}
      required
      validationState={missing ? "error" : "none"}
      validationMessage={missing ? missingMessage : undefined}
      hint={hint}
    >
      <Select value={value} disabled={disabled} onChange={(_, d) => onChange(d.value)}>
        <option value="">選択してください</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
