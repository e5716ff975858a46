import { buildPath } from "../../shared/routing";

// The external-source pages' URLs (docs/spec.md §2): patterns and builders for links.

export const EXTERNAL_SOURCES_PATH = "/external-sources";
export const EXTERNAL_SOURCE_DETAIL_PATTERN = "/external-sources/details/:id";

export const externalSourceDetailPath = (id: string | number) =>
  buildPath(EXTERNAL_SOURCE_DETAIL_PATTERN, { id });
