import { buildPath } from "../../app/routing";

// The drop-line pages' URLs (spec §2, singular `/linecode`): patterns and builders for links.

export const LINECODES_PATH = "/linecode";
export const LINECODE_EDIT_PATTERN = "/linecode/details/:id";

export const lineCodeEditPath = (id: string | number) => buildPath(LINECODE_EDIT_PATTERN, { id });
