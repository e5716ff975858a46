// The file-level checks every CSV import shares (targets, line codes): the file reads, every
// header is known, the key column is there, there are data rows and not too many. What a row
// means is each import's own (target-rows.ts, linecodes/import-rows.ts).
import { badRequest } from "../errors";
import { readCsv } from "./csv";

export const MAX_IMPORT_ROWS = 20_000;

export interface SheetColumns {
  /** Header (Japanese, or the English field name) → field name, or undefined when unknown. */
  headerToField: (header: string) => string | undefined;
  /** The field whose column must be there, and the header that names it in the message. */
  required: { field: string; header: string };
}

/** The rows of an import file keyed by field name (400 `file` for a file-level problem). */
export function readSheet(bytes: Uint8Array, columns: SheetColumns): Record<string, string>[] {
  const parsed = readCsv(bytes);
  if ("errors" in parsed) throw badRequest({ file: parsed.errors });
  const unknown = parsed.header.filter((h) => h && !columns.headerToField(h));
  if (unknown.length) throw badRequest({ file: [`不明な列があります: ${unknown.join("、")}`] });
  if (!parsed.header.some((h) => columns.headerToField(h) === columns.required.field))
    throw badRequest({ file: [`「${columns.required.header}」の列がありません`] });
  if (parsed.rows.length === 0) throw badRequest({ file: ["データ行がありません"] });
  if (parsed.rows.length > MAX_IMPORT_ROWS)
    throw badRequest({ file: [`一度に取り込めるのは${MAX_IMPORT_ROWS}行までです`] });
  // Header → field once, not per cell.
  const fields = parsed.header.flatMap((h) => {
    const f = h ? columns.headerToField(h) : undefined;
    return f ? [[h, f] as const] : [];
  });
  return parsed.rows.map((raw) => {
    const rec: Record<string, string> = {};
    for (const [h, f] of fields) if (h in raw) rec[f] = raw[h]!;
    return rec;
  });
}

/** `12行目 物件名: 必須です`: the row errors as the real run's 400 lists them (first 100). */
export function rowErrorMessages(
  errors: { row: number; field: string; message: string }[],
  labelOf: (field: string) => string,
): string[] {
  return errors.slice(0, 100).map((e) => `${e.row}行目 ${labelOf(e.field)}: ${e.message}`);
}
