import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Add20Regular, Delete20Regular } from "@fluentui/react-icons";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { FieldScope, SelectField, TextField } from "@/shared/form/fields";
import type { SourceFormValues } from "./source-form";
import { fieldOptions, unmappedRequired, type CatalogueField } from "./useFieldCatalogue";

const useStyles = makeStyles({
  // The editor takes the whole width of the form's grid.
  root: {
    gridColumn: "1 / -1",
    border: "none",
    padding: 0,
    margin: 0,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  row: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr) auto",
    alignItems: "end",
    columnGap: tokens.spacingHorizontalM,
  },
  arrow: { paddingBottom: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
  list: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    rowGap: tokens.spacingVerticalM,
  },
});

/**
 * 列の対応: rows of 連携元の列名 → 項目 (the target entity's importable fields in Japanese, 必須
 * marked), added and removed freely; the required fields no row fills are named above the rows.
 */
export function MappingEditor({ catalogue }: { catalogue: readonly CatalogueField[] }) {
  const styles = useStyles();
  const { control } = useFormContext<SourceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "mapping" });
  const mapping = useWatch({ control, name: "mapping" });
  const missing = unmappedRequired(
    catalogue,
    (mapping ?? []).map((m) => m.field),
  );
  const options = fieldOptions(catalogue);

  return (
    <fieldset className={styles.root}>
      <legend>
        <Text as="h2" size={400} weight="semibold">
          列の対応
        </Text>
      </legend>
      {missing.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            必須の項目が対応付けられていません：{missing.map((f) => f.label).join("、")}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {fields.length === 0 ? (
        <Text>列の対応がありません。「行を追加」で追加してください。</Text>
      ) : null}
      <ol className={styles.list}>
        {fields.map((row, i) => (
          <li key={row.id} className={styles.row} data-testid="mapping-row">
            <FieldScope prefix={`mapping-${i}`}>
              <TextField name={`mapping.${i}.sourceColumn`} label={`連携元の列名（${i + 1}）`} />
              <span className={styles.arrow} aria-hidden>
                →
              </span>
              <SelectField
                name={`mapping.${i}.field`}
                label={`項目（${i + 1}）`}
                required
                options={options}
              />
              <Button
                icon={<Delete20Regular />}
                aria-label={`${i + 1}行目を削除`}
                onClick={() => remove(i)}
              />
            </FieldScope>
          </li>
        ))}
      </ol>
      <div>
        <Button icon={<Add20Regular />} onClick={() => append({ sourceColumn: "", field: "" })}>
          行を追加
        </Button>
      </div>
    </fieldset>
  );
}
