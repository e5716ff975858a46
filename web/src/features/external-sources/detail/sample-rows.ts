// A dry run's sample: each row a list of {field, value}. As a table: one column per field that
// appears in any row (in the catalogue's order, unknown ones after), a blank where a row lacks it.

export interface MappedValue {
  field: string;
  value: string;
}

export interface SampleTable {
  fields: string[];
  rows: { key: string; values: Record<string, string> }[];
}

export function sampleTable(
  sample: readonly (readonly MappedValue[])[],
  catalogueOrder: readonly string[],
): SampleTable {
  const present = new Set(sample.flatMap((row) => row.map((v) => v.field)));
  const known = catalogueOrder.filter((f) => present.has(f));
  const unknown = [...present].filter((f) => !catalogueOrder.includes(f));
  return {
    fields: [...known, ...unknown],
    rows: sample.map((row, i) => ({
      key: String(i + 1),
      values: Object.fromEntries(row.map((v) => [v.field, v.value])),
    })),
  };
}
