import { buildPath } from "../../app/routing";

// The negotiation and document pages' URLs (spec §2): patterns for the route table, builders for
// links. `:id` of create is the matter the instruction is for, of bulk the project.

export const NEGOTIATIONS_PATH = "/negotiations";
export const NEGOTIATION_CREATE_PATTERN = "/negotiations/create/:id";
export const NEGOTIATION_BULK_PATTERN = "/negotiations/bulk/:id";
export const NEGOTIATION_EDIT_PATTERN = "/negotiations/:id";
export const CONTRACT_DOCUMENT_PATTERN = "/negotiations/document/contract/:id";
export const REQUEST_DOCUMENT_PATTERN = "/negotiations/document/request/:id";
export const REMOVAL_DOCUMENT_PATTERN = "/negotiations/document/removal/:id";
/** 帳票一覧: its own menu entry, but the documents are the negotiations'. */
export const DOCUMENTS_PATH = "/download";

export const negotiationCreatePath = (id: string | number) =>
  buildPath(NEGOTIATION_CREATE_PATTERN, { id });
export const negotiationBulkPath = (id: string | number) =>
  buildPath(NEGOTIATION_BULK_PATTERN, { id });
export const negotiationEditPath = (id: string | number) =>
  buildPath(NEGOTIATION_EDIT_PATTERN, { id });
export const contractDocumentPath = (id: string | number) =>
  buildPath(CONTRACT_DOCUMENT_PATTERN, { id });
export const requestDocumentPath = (id: string | number) =>
  buildPath(REQUEST_DOCUMENT_PATTERN, { id });
export const removalDocumentPath = (id: string | number) =>
  buildPath(REMOVAL_DOCUMENT_PATTERN, { id });
