import { Input, type InputProps } from "@fluentui/react-components";
import { useState, type Ref } from "react";
import { displayToIsoDate, isoToDisplayDate } from "./normalize";

/**
 * The kit's one date input (issue #37.19): a day typed and shown in Japanese order, YYYY/MM/DD,
 * in forms and in search bars alike. A browser's own date picker orders the parts by the
 * browser's language, which is not always Japanese. The value is ISO `YYYY-MM-DD` ("" for none);
 * what was typed (`2026/4/1`, `２０２６／０４／０１`, `20260401`) is read when the person leaves
 * the input, and text that is no real day is handed on as typed, for the caller to refuse.
 */
export function DateInput({
  value,
  onCommit,
  inputRef,
  ...rest
}: {
  value: string;
  /** The ISO day, "" when cleared, or the text as typed when it is no real day. */
  onCommit: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
} & Pick<
  InputProps,
  "id" | "name" | "disabled" | "className" | "onBlur" | "aria-label" | "aria-invalid"
>) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      {...rest}
      ref={inputRef}
      placeholder="例：2026/04/01"
      inputMode="numeric"
      autoComplete="off"
      value={text ?? isoToDisplayDate(value)}
      onChange={(_, d) => setText(d.value)}
      onBlur={(event) => {
        if (text !== null) onCommit(text.trim() === "" ? "" : (displayToIsoDate(text) ?? text));
        setText(null);
        rest.onBlur?.(event);
      }}
    />
  );
}
