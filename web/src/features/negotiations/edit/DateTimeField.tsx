import { Field, Input } from "@fluentui/react-components";
import { useController, useFormContext } from "react-hook-form";
import { useFieldId, type KitFieldProps } from "../../../shared/form/fields";

/**
 * A date and time (訪問日時, 接触日時) as the browser's own picker offers it. The value is
 * `YYYY-MM-DDTHH:mm` read as Tokyo time (./datetime.ts turns it into an instant); the kit has no
 * such field yet.
 */
export function DateTimeField({ name, label, required, hint, disabled }: KitFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { ref, value, onChange, onBlur } = field;
  const id = useFieldId(name);
  const message = fieldState.error?.message;
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationState={message ? "error" : "none"}
      validationMessage={message}
    >
      <Input
        id={id}
        ref={ref}
        name={name}
        type="datetime-local"
        disabled={disabled}
        value={(value as string | undefined) ?? ""}
        onChange={(_, d) => onChange(d.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
