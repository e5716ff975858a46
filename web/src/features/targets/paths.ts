import { buildPath } from "../../shared/routing";

// The target pages' URLs (docs/spec.md §2): patterns for the route table, builders for links.

export const TARGETS_PATH = "/targets";
export const TARGET_IMPORT_PATH = "/targets/create/import";
export const TARGET_CREATE_PATH = "/targets/create/new";
export const TARGET_EDIT_PATTERN = "/targets/:id";
export const TARGET_DETAIL_EDIT_PATTERN = "/targets/details/:id";
export const CUSTOMER_CONTENTS_EDIT_PATTERN = "/targets/details/customer-contents/:id";

export const targetEditPath = (id: string | number) => buildPath(TARGET_EDIT_PATTERN, { id });
export const targetDetailEditPath = (id: string | number) =>
  buildPath(TARGET_DETAIL_EDIT_PATTERN, { id });
export const customerContentsEditPath = (id: string | number) =>
  buildPath(CUSTOMER_CONTENTS_EDIT_PATTERN, { id });
