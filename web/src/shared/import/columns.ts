// The columns of a CSV import file, in template order. Each import mirrors its API's column list
// (which GraphQL does not expose): the header labels are the file's, the field names are what the
// API's row errors name.

export type ImportColumn = {
  /** The Japanese header of the file (and of the template). */
  readonly header: string;
  /** The API's field name (row errors name it; the file may use it as header too). */
  readonly field: string;
  /** The template's example value. */
  readonly example: string;
  /** Other headers a file may use for the column (an earlier template's). */
  readonly aliases?: readonly string[];
};

export type ImportColumns = {
  readonly list: readonly ImportColumn[];
  /** The Japanese column name of an API field name (an unknown one is shown as it comes). */
  columnLabel: (field: string) => string;
  /** The field a file header stands for: its Japanese label or the English field name. */
  headerField: (header: string) => string | undefined;
};

/** Lookups over one import's columns. */
export function importColumns(list: readonly ImportColumn[]): ImportColumns {
  const byField = new Map<string, string>(list.map((c) => [c.field, c.header]));
  const byHeader = new Map<string, string>(
    list.flatMap((c) => [c.header, ...(c.aliases ?? [])].map((h) => [h, c.field] as const)),
  );
  return {
    list,
    columnLabel: (field) => byField.get(field) ?? field,
    headerField: (header) => byHeader.get(header) ?? (byField.has(header) ? header : undefined),
  };
}
