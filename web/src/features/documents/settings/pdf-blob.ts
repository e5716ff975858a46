import { formatBytes } from "@/shared/list/ExportButton";

// The preview arrives as base64 inside the GraphQL answer (a PDF of a few hundred kB): turned into
// a Blob here so that the page can show it in an <iframe> from a blob: URL.

export function base64ToBlob(base64: string, type = "application/pdf"): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** `2ページ・45 KB`: what the preview says under the document. */
export const previewFacts = (pageCount: number, size: number) =>
  `${pageCount}ページ・${formatBytes(size)}`;
