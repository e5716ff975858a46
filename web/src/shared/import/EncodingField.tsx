import { Field, Select } from "@fluentui/react-components";
import { ENCODING_LABELS, ENCODINGS, type FileEncoding } from "./encoding";

/** The encoding the file is read in: the detected one, or the user's choice. */
export function EncodingField({
  detected,
  value,
  disabled,
  onChange,
}: {
  detected: FileEncoding;
  value: FileEncoding;
  disabled?: boolean;
  onChange: (encoding: FileEncoding) => void;
}) {
  return (
    <Field
      label="文字コード"
      hint={`自動判定: ${ENCODING_LABELS[detected]}${value === detected ? "" : "（変更しています）"}`}
    >
      <Select
        value={value}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value as FileEncoding)}
      >
        {ENCODINGS.map((encoding) => (
          <option key={encoding} value={encoding}>
            {ENCODING_LABELS[encoding]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
