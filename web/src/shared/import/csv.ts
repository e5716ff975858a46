// A small RFC 4180 reader for the page's preview and for the values of the error table. The API
// parses the file itself (csv-parse); this one only has to number the rows the same way: data
// rows from 1 after the header, empty lines skipped, a quoted line break inside one row.

export type CsvTable = { header: string[]; rows: string[][] };

/** Every record of `text` (empty lines skipped). Unclosed quotes end at the end of the text. */
export function parseRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = "";
  let quoted = false;
  let started = false; // the current line has content (so it is not an empty line)
  const endRecord = () => {
    if (started) records.push([...record, value]);
    record = [];
    value = "";
    started = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else value += ch;
      continue;
    }
    if (ch === '"') {
      quoted = true;
      started = true;
    } else if (ch === ",") {
      record.push(value);
      value = "";
      started = true;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      value += ch;
      started = true;
    }
  }
  endRecord();
  return records;
}

/** Header (trimmed) and data rows (values trimmed, as the API reads them). */
export function parseCsv(text: string): CsvTable {
  const [header = [], ...rows] = parseRecords(text);
  return {
    header: header.map((h) => h.trim()),
    rows: rows.map((r) => r.map((v) => v.trim())),
  };
}

/** The value of data row `row` (from 1) under the column of `field`, or undefined. */
export function valueAt(
  table: CsvTable,
  row: number,
  column: (header: string) => boolean,
): string | undefined {
  const index = table.header.findIndex(column);
  if (index < 0) return undefined;
  return table.rows[row - 1]?.[index];
}
