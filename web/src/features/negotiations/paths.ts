import { buildPath } from "../../shared/routing";

// The negotiation pages' URLs (docs/spec.md §2): patterns for the route table, builders for
// links. `:id` of create is the matter the instruction is for, of bulk the project.

export const NEGOTIATIONS_PATH = "/negotiations";
export const NEGOTIATION_CREATE_PATTERN = "/negotiations/create/:id";
export const NEGOTIATION_BULK_PATTERN = "/negotiations/bulk/:id";
export const NEGOTIATION_EDIT_PATTERN = "/negotiations/:id";

export const negotiationCreatePath = (id: string | number) =>
  buildPath(NEGOTIATION_CREATE_PATTERN, { id });
export const negotiationBulkPath = (id: string | number) =>
  buildPath(NEGOTIATION_BULK_PATTERN, { id });
export const negotiationEditPath = (id: string | number) =>
  buildPath(NEGOTIATION_EDIT_PATTERN, { id });
