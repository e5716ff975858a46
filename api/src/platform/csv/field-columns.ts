// The CSV export's columns of an entity's own fields take their header from the field catalogue
// (@cfx/domain/fields): the same word as the form, the history and the alert (issue #41). A column
// that is not a field of the entity (a joined name, a code, a count) keeps its own header.
import type { FieldTable } from "@cfx/domain/fields/define";
import { labelColumn, type ExportColumn } from "../export";
import type { Values } from "../resource";

/**
 * `const column = fieldColumns(targetFields)`, then `column("town")`: the header is the field's
 * label, and an enumeration's code is written as its Japanese word. `labels` names the words of a
 * field whose catalogue value is a master list the export spells out (交渉ステータス).
 */
export const fieldColumns =
  <F extends FieldTable>(fields: F) =>
  (field: keyof F & string, labels?: Readonly<Record<number, string>>): ExportColumn<Values> => {
    const spec = fields[field]!;
    const words = labels ?? (spec.value?.kind === "enum" ? spec.value.labels : undefined);
    return words ? labelColumn(spec.label, field, words) : { header: spec.label, field };
  };
