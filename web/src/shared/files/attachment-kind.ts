// What a stored file is, in words. A generated document says its type (工事依頼書…, the label the
// gateway takes from @cfx/domain); an upload has no type and is named by its kind instead.

/** The kinds of an upload that is not a generated document (the API's `kind`). */
export const uploadKindLabels = { photo: "写真", other: "その他" } as const;

export type UploadKind = keyof typeof uploadKindLabels;

/** 工事依頼書 for a document, 写真 or その他 for an upload. */
export function attachmentTypeLabel(file: {
  kind: string;
  documentTypeLabel?: string | null;
}): string {
  if (file.documentTypeLabel) return file.documentTypeLabel;
  return file.kind === "photo" ? uploadKindLabels.photo : uploadKindLabels.other;
}
