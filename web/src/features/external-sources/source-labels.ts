// Words of an external source's settings. The API stores the kind and encoding as the Japanese
// words themselves; the target entity is a table name and needs a label.

export const SOURCE_KINDS = ["CSVファイル", "HTTP JSON"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const SOURCE_ENCODINGS = ["UTF-8", "Shift_JIS"] as const;

export const TARGET_ENTITY_LABELS: Readonly<Record<string, string>> = {
  targets: "対象物件",
  matters: "案件",
};
export const TARGET_ENTITIES = Object.keys(TARGET_ENTITY_LABELS);

/** 取り込み先 as a person reads it (the table name when the API knows one we do not). */
export const targetEntityLabel = (entity: string) => TARGET_ENTITY_LABELS[entity] ?? entity;

/** A CSV source reads an uploaded file; an HTTP JSON source fetches its URL. */
export const needsFile = (source: { kind: string }) => source.kind === "CSVファイル";

/** The encoding matters only to a file: an HTTP JSON answer is Unicode. */
export const encodingText = (source: { kind: string; encoding: string }) =>
  needsFile(source) ? source.encoding : "—";
