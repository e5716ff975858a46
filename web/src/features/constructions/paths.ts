import { buildPath } from "../../shared/routing";

// The construction pages' URLs (docs/spec.md §2): dispatch (工事指示) and confirmation (工事確認) are two
// menu entries of one area. Patterns for the route table, builders for links.

export const DISPATCH_PATH = "/construction-dispatch";
export const DISPATCH_PATTERN = "/construction-dispatch/:id";
export const CONSTRUCTIONS_PATH = "/constructions";
export const CONSTRUCTION_EDIT_PATTERN = "/constructions/:id";
export const MEASUREMENT_EDIT_PATTERN = "/constructions/measurements/:id";

export const dispatchPath = (id: string | number) => buildPath(DISPATCH_PATTERN, { id });
export const constructionEditPath = (id: string | number) =>
  buildPath(CONSTRUCTION_EDIT_PATTERN, { id });
export const measurementEditPath = (id: string | number) =>
  buildPath(MEASUREMENT_EDIT_PATTERN, { id });
