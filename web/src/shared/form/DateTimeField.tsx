import { Field, Input, makeStyles, tokens } from "@fluentui/react-components";
import { useController, useFormContext } from "react-hook-form";
import { useVisuallyHiddenStyles } from "../visually-hidden";
import { DateInput } from "./DateInput";
import { useFieldId, type KitFieldProps } from "./fields";

const useStyles = makeStyles({
  parts: { display: "flex", gap: tokens.spacingHorizontalS, minWidth: 0 },
  date: { flexGrow: 1, minWidth: 0 },
  time: { width: "7.5rem", flexShrink: 0 },
});

const LOCAL = /^(\d{4}-\d{2}-\d{2})?T?(\d{2}:\d{2})?$/;

/** `YYYY-MM-DDTHH:mm` → its day and its time ("" for a part not given). */
function partsOf(value: string): [string, string] {
  const m = LOCAL.exec(value);
  return m ? [m[1] ?? "", m[2] ?? ""] : [value, ""];
}

/**
 * A date and a time (訪問日時, 接触日時): the day in the kit's one date input, YYYY/MM/DD as
 * everywhere else (issue #37.19), and the time beside it. The value is `YYYY-MM-DDTHH:mm`, read
 * as Tokyo time by the page; with one part missing it stays incomplete for the schema to refuse.
 */
export function DateTimeField({ name, label, required, hint, disabled }: KitFieldProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { ref, onChange, onBlur } = field;
  const id = useFieldId(name);
  const [day, time] = partsOf((field.value as string | undefined) ?? "");
  const set = (nextDay: string, nextTime: string) =>
    onChange(nextDay || nextTime ? `${nextDay}T${nextTime}` : "");
  const message = fieldState.error?.message;
  return (
    <Field
      label={label}
      required={required}
      hint={hint ?? "YYYY/MM/DD と 時刻"}
      validationState={message ? "error" : "none"}
      validationMessage={message}
    >
      <div className={styles.parts}>
        <DateInput
          id={id}
          inputRef={ref}
          name={name}
          className={styles.date}
          disabled={disabled}
          value={day}
          onCommit={(next) => set(next, time)}
          onBlur={onBlur}
        />
        {/* Its own name: the Field would give it the date's. */}
        <span id={`${id}-time-label`} className={hidden.hidden}>
          {label}（時刻）
        </span>
        <Input
          className={styles.time}
          type="time"
          aria-labelledby={`${id}-time-label`}
          disabled={disabled}
          value={time}
          onChange={(_, d) => set(day, d.value)}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
