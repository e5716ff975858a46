import { buildPath } from "../../shared/routing";

// The document pages' URLs (docs/spec.md §2): the three settings pages of a negotiation (`:id` is the
// negotiation) and 帳票一覧, the download area.

export const CONTRACT_DOCUMENT_PATTERN = "/negotiations/document/contract/:id";
export const REQUEST_DOCUMENT_PATTERN = "/negotiations/document/request/:id";
export const REMOVAL_DOCUMENT_PATTERN = "/negotiations/document/removal/:id";
export const DOCUMENTS_PATH = "/download";

export const contractDocumentPath = (id: string | number) =>
  buildPath(CONTRACT_DOCUMENT_PATTERN, { id });
export const requestDocumentPath = (id: string | number) =>
  buildPath(REQUEST_DOCUMENT_PATTERN, { id });
export const removalDocumentPath = (id: string | number) =>
  buildPath(REMOVAL_DOCUMENT_PATTERN, { id });
