import {
  Checkbox,
  Dropdown,
  Field,
  Label,
  makeStyles,
  Text,
  tokens,
  Input,
  Option,
  Select,
  Textarea,
  type InputProps,
} from "@fluentui/react-components";
import { createContext, useContext, type ReactNode } from "react";
import { useController, useFormContext } from "react-hook-form";
import { DateInput } from "./DateInput";
import {
  formatPostalCode,
  normalizePhone,
  normalizePostalCode,
  toFullWidthKatakana,
} from "./normalize";

// Fluent `Field` adapters for react-hook-form: label, required mark, hint and the validation
// message (the schema's or the server's) come from the field's name in the surrounding <KitForm>.

export interface KitFieldProps {
  /** The form value's name (also the input's id: `field-<name>`). */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** A master-list entry (docs/DOMAIN.md: id:name pairs). */
export interface MasterOption {
  id: number | string;
  name: string;
}

export const fieldId = (name: string) => `field-${name}`;

/**
 * A prefix for the ids of the fields inside (`field-<prefix>-<name>`): a page that shows several
 * forms of the same kind (one card per customer) keeps its ids unique, so a label focuses its own
 * input.
 */
const FieldScopeContext = createContext("");

export function FieldScope({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FieldScopeContext.Provider value={prefix}>{children}</FieldScopeContext.Provider>;
}

/** The id of field `name` in the current scope. */
export function useFieldId(name: string): string {
  const prefix = useContext(FieldScopeContext);
  return prefix ? `field-${prefix}-${name}` : fieldId(name);
}

/** The controller's parts taken apart (a `field` object holding `ref` trips the React compiler's rules). */
function useKitField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { ref, value, onChange, onBlur } = field;
  return [
    ref,
    { value: value as unknown, onChange, onBlur, message: fieldState.error?.message },
  ] as const;
}

function KitField({
  label,
  required,
  hint,
  message,
  children,
}: Omit<KitFieldProps, "name"> & { message?: string | undefined; children: ReactNode }) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationState={message ? "error" : "none"}
      validationMessage={message}
    >
      {children}
    </Field>
  );
}

type TextInputProps = KitFieldProps &
  Pick<InputProps, "type" | "placeholder" | "autoComplete" | "maxLength" | "inputMode"> & {
    /** Applied when the input loses focus (and so before submit): NFKC, kana, trimming… */
    normalize?: (value: string) => string;
  };

/** A one-line text input; `normalize` cleans what was typed once the person leaves the field. */
export function TextField({
  name,
  label,
  required,
  hint,
  disabled,
  normalize,
  ...input
}: TextInputProps) {
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  return (
    <KitField label={label} required={required} hint={hint} message={field.message}>
      <Input
        {...input}
        id={id}
        ref={inputRef}
        name={name}
        disabled={disabled}
        value={(field.value as string | undefined) ?? ""}
        onChange={(_, d) => field.onChange(d.value)}
        onBlur={() => {
          const value = (field.value as string | undefined) ?? "";
          if (normalize && normalize(value) !== value) field.onChange(normalize(value));
          field.onBlur();
        }}
      />
    </KitField>
  );
}

/** Kana (フリガナ): half-width katakana and hiragana become full-width katakana. */
export const KanaField = (props: Omit<TextInputProps, "normalize">) => (
  <TextField placeholder="例：ヤマダ タロウ" {...props} normalize={toFullWidthKatakana} />
);

/** Phone numbers are text, NFKC-normalised (full-width digits and hyphens become half-width). */
export const PhoneField = (props: Omit<TextInputProps, "normalize">) => (
  <TextField
    type="tel"
    inputMode="tel"
    placeholder="例：03-1234-5678"
    {...props}
    normalize={normalizePhone}
  />
);

/** A postal code: the value is 7 digits, the input shows 123-4567. */
export function PostalCodeField({ name, label, required, hint, disabled }: KitFieldProps) {
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  return (
    <KitField label={label} required={required} hint={hint} message={field.message}>
      <Input
        id={id}
        ref={inputRef}
        name={name}
        inputMode="numeric"
        placeholder="例：123-4567"
        disabled={disabled}
        value={formatPostalCode((field.value as string | undefined) ?? "")}
        onChange={(_, d) => field.onChange(normalizePostalCode(d.value))}
        onBlur={field.onBlur}
      />
    </KitField>
  );
}

/**
 * A date as `YYYY/MM/DD` (JST calendar day). The value is ISO `YYYY-MM-DD`; text that is no real
 * day stays as typed so that the schema's date rule reports it.
 */
export function DateField({ name, label, required, hint, disabled }: KitFieldProps) {
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  return (
    <KitField label={label} required={required} hint={hint ?? "YYYY/MM/DD"} message={field.message}>
      <DateInput
        id={id}
        inputRef={inputRef}
        name={name}
        disabled={disabled}
        value={(field.value as string | undefined) ?? ""}
        onCommit={field.onChange}
        onBlur={field.onBlur}
      />
    </KitField>
  );
}

type SelectFieldProps = KitFieldProps & {
  options: readonly MasterOption[];
  /** The entry for "nothing chosen" (value ""): 選択してください for a required list, なし otherwise. */
  emptyLabel?: string;
};

/** One entry of a master list; the value is the id as text ("" for none). */
export function SelectField({
  name,
  label,
  required,
  hint,
  disabled,
  options,
  emptyLabel,
}: SelectFieldProps) {
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  return (
    <KitField label={label} required={required} hint={hint} message={field.message}>
      <Select
        id={id}
        ref={inputRef}
        name={name}
        disabled={disabled}
        value={(field.value as string | undefined) ?? ""}
        onChange={(_, d) => field.onChange(d.value)}
        onBlur={field.onBlur}
      >
        <option value="">{emptyLabel ?? (required ? "選択してください" : "なし")}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </Select>
    </KitField>
  );
}

/** Several entries of a master list; the value is the ids as text. */
export function MultiSelectField({
  name,
  label,
  required,
  hint,
  disabled,
  options,
}: SelectFieldProps) {
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  const selected = (field.value as string[] | undefined) ?? [];
  const names = options.filter((o) => selected.includes(String(o.id))).map((o) => o.name);
  return (
    <KitField label={label} required={required} hint={hint} message={field.message}>
      <Dropdown
        id={id}
        ref={inputRef}
        multiselect
        disabled={disabled}
        placeholder="選択してください"
        value={names.join("、")}
        selectedOptions={selected}
        onOptionSelect={(_, d) => field.onChange(d.selectedOptions)}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <Option key={o.id} value={String(o.id)}>
            {o.name}
          </Option>
        ))}
      </Dropdown>
    </KitField>
  );
}

const useGroupStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    gridColumn: "1 / -1",
  },
  // As many columns as fit: one on a phone, three or four on an office screen.
  group: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))" },
  message: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Several of a short fixed list, all in view (scopes, kinds): a checkbox each in a labelled
 * group. The value is the chosen options' ids as text, in the options' order. The first box takes
 * the field's id and ref, so a label, an error summary and the focus on error reach the group.
 */
export function CheckboxGroupField({
  name,
  label,
  required,
  hint,
  disabled,
  options,
}: SelectFieldProps) {
  const styles = useGroupStyles();
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  const selected = new Set((field.value as string[] | undefined) ?? []);
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    field.onChange(options.map((o) => String(o.id)).filter((v) => next.has(v)));
  };
  // Not inside a Fluent Field: its context would label every box with the group's label.
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={
        [hint ? hintId : "", field.message ? messageId : ""].join(" ").trim() || undefined
      }
      className={styles.root}
    >
      <Label id={`${id}-label`} required={required} weight="semibold">
        {label}
      </Label>
      <div className={styles.group}>
        {options.map((o, index) => (
          <Checkbox
            key={o.id}
            id={index === 0 ? id : `${id}-${o.id}`}
            ref={index === 0 ? inputRef : undefined}
            label={o.name}
            disabled={disabled}
            checked={selected.has(String(o.id))}
            onChange={(_, d) => toggle(String(o.id), d.checked === true)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
      {field.message ? (
        <Text id={messageId} role="alert" className={styles.message}>
          {field.message}
        </Text>
      ) : null}
      {hint ? (
        <Text id={hintId} size={200} className={styles.hint}>
          {hint}
        </Text>
      ) : null}
    </div>
  );
}

/** Multi-line text (備考, メモ); the same label, hint and message handling as the other fields. */
export function TextAreaField({
  name,
  label,
  required,
  hint,
  disabled,
  rows = 3,
  placeholder,
  className,
}: KitFieldProps & { rows?: number; placeholder?: string; className?: string }) {
  const [inputRef, field] = useKitField(name);
  const id = useFieldId(name);
  return (
    <Field
      className={className}
      label={label}
      required={required}
      hint={hint}
      validationState={field.message ? "error" : "none"}
      validationMessage={field.message}
    >
      <Textarea
        id={id}
        ref={inputRef}
        name={name}
        rows={rows}
        resize="vertical"
        placeholder={placeholder}
        disabled={disabled}
        value={(field.value as string | undefined) ?? ""}
        onChange={(_, d) => field.onChange(d.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
