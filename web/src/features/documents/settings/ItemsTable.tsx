import { Button, Field, Input, makeStyles, Text, tokens } from "@fluentui/react-components";
import { Add20Regular, Delete20Regular } from "@fluentui/react-icons";
import { useRef } from "react";
import { flushSync } from "react-dom";
import { useController, useFormContext } from "react-hook-form";
import { emptyItem, MAX_ITEMS, type ItemRow, type SettingsFormValues } from "./settings-form";

// 品目: the printed lines of the documents, edited in place. Every cell is a labelled input
// (「2行目の数量」), so the table is worked with Tab alone; 追加 focuses the new line's 品目.
// The lines are one controlled value (not a field array of per-cell controllers): a removed
// line's cell can then never write itself back while it unmounts.

const useStyles = makeStyles({
  wrap: {
    gridColumn: "1 / -1",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  head: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalM, flexWrap: "wrap" },
  table: { width: "100%", borderCollapse: "collapse", tableLayout: "fixed" },
  th: {
    textAlign: "left",
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    padding: `0 ${tokens.spacingHorizontalXS} ${tokens.spacingVerticalXS}`,
  },
  td: { padding: tokens.spacingHorizontalXS, verticalAlign: "top" },
  name: { width: "34%" },
  quantity: { width: "5.5rem" },
  unit: { width: "4.5rem" },
  action: { width: "2.75rem" },
  input: { width: "100%", minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Column = keyof ItemRow;
const COLUMNS: readonly Column[] = ["name", "quantity", "unit", "note"];
const COLUMN_LABELS: Record<Column, string> = {
  name: "品目",
  quantity: "数量",
  unit: "単位",
  note: "備考",
};

export function ItemsTable({ disabled = false }: { disabled?: boolean }) {
  const styles = useStyles();
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: "items" });
  const { value: rows, onChange, onBlur } = field;
  const addButton = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const full = rows.length >= MAX_ITEMS;
  // Per cell (the schema's) and for the whole list (at most 30, or the server's word on `items`).
  const cellErrors = fieldState.error as
    | (Partial<Record<number, Partial<Record<Column, { message?: string }>>>> & {
        message?: string;
        root?: { message?: string };
      })
    | undefined;
  const listError = cellErrors?.message ?? cellErrors?.root?.message;

  const setCell = (row: number, column: Column, text: string) =>
    onChange(rows.map((r, i) => (i === row ? { ...r, [column]: text } : r)));

  return (
    <div ref={wrap} className={styles.wrap} role="group" aria-labelledby="items-title">
      <div className={styles.head}>
        <Text id="items-title" weight="semibold">
          品目（{rows.length}／{MAX_ITEMS}行）
        </Text>
        {disabled ? null : (
          <Button
            ref={addButton}
            size="small"
            icon={<Add20Regular />}
            disabled={full}
            onClick={() => {
              // On screen at once, so that the new line's 品目 can take the focus.
              flushSync(() => onChange([...rows, emptyItem()]));
              wrap.current
                ?.querySelector<HTMLInputElement>(
                  `input[aria-label="${rows.length + 1}行目の品目"]`,
                )
                ?.focus();
            }}
          >
            品目を追加
          </Button>
        )}
        {full && !disabled ? (
          <Text size={200} className={styles.muted}>
            品目は{MAX_ITEMS}行までです
          </Text>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <Text className={styles.muted}>品目はありません</Text>
      ) : (
        <table className={styles.table} aria-label="品目">
          <thead>
            <tr>
              <th className={`${styles.th} ${styles.name}`}>品目</th>
              <th className={`${styles.th} ${styles.quantity}`}>数量</th>
              <th className={`${styles.th} ${styles.unit}`}>単位</th>
              <th className={styles.th}>備考</th>
              {disabled ? null : <th className={`${styles.th} ${styles.action}`}>削除</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {COLUMNS.map((column) => {
                  const message = cellErrors?.[i]?.[column]?.message;
                  return (
                    <td key={column} className={styles.td}>
                      <Field
                        validationState={message ? "error" : "none"}
                        validationMessage={message}
                      >
                        <Input
                          className={styles.input}
                          aria-label={`${i + 1}行目の${COLUMN_LABELS[column]}`}
                          aria-required={column === "name" || column === "quantity"}
                          inputMode={column === "quantity" ? "numeric" : undefined}
                          disabled={disabled}
                          value={row[column]}
                          onChange={(_, d) => setCell(i, column, d.value)}
                          onBlur={onBlur}
                        />
                      </Field>
                    </td>
                  );
                })}
                {disabled ? null : (
                  <td className={styles.td}>
                    <Button
                      appearance="subtle"
                      icon={<Delete20Regular />}
                      aria-label={`${i + 1}行目を削除`}
                      onClick={() => {
                        onChange(rows.filter((_, j) => j !== i));
                        // The row and its button are gone: keep the keyboard in the table.
                        addButton.current?.focus();
                      }}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listError ? (
        <Text role="alert" className={styles.error}>
          {listError}
        </Text>
      ) : null}
    </div>
  );
}
