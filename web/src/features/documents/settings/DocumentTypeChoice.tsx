import { Checkbox, makeStyles, Text, tokens } from "@fluentui/react-components";

// 作成する帳票: the page's document types as checkboxes (a native fieldset, so screen readers
// announce the group's name with each box). Not part of the saved settings: generating remembers
// the choice (DocumentSettings.lastTypes).

const useStyles = makeStyles({
  group: {
    gridColumn: "1 / -1",
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalL,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}` },
  hint: { flexBasis: "100%", color: tokens.colorNeutralForeground3 },
});

export interface DocumentTypeOption {
  type: number;
  label: string;
}

export function DocumentTypeChoice({
  options,
  checked,
  onChange,
  disabled = false,
}: {
  options: readonly DocumentTypeOption[];
  checked: readonly number[];
  onChange: (checked: number[]) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const toggle = (type: number, on: boolean) =>
    onChange(options.map((o) => o.type).filter((t) => (t === type ? on : checked.includes(t))));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Text weight="semibold">作成する帳票</Text>
      </legend>
      {options.map((o) => (
        <Checkbox
          key={o.type}
          label={o.label}
          checked={checked.includes(o.type)}
          disabled={disabled}
          onChange={(_, d) => toggle(o.type, d.checked === true)}
        />
      ))}
      {checked.length === 0 ? (
        <Text size={200} className={styles.hint} role="status">
          作成する帳票を1つ以上選択してください
        </Text>
      ) : null}
    </fieldset>
  );
}
