import { buildPath } from "../../shared/routing";

// The drop-line pages' URLs (docs/spec.md §2, singular `/linecode`): patterns and builders for links.

export const LINECODES_PATH = "/linecode";
export const LINECODE_EDIT_PATTERN = "/linecode/details/:id";
/** 引込線登録 (#37.3): one line by hand; `?targetId=` starts it on that target. */
export const LINECODE_CREATE_PATH = "/linecode/create";

export const lineCodeEditPath = (id: string | number) => buildPath(LINECODE_EDIT_PATTERN, { id });

/** 引込線登録, on the given target when there is one. */
export const lineCodeCreatePath = (targetId?: string | number) =>
  targetId === undefined
    ? LINECODE_CREATE_PATH
    : `${LINECODE_CREATE_PATH}?${new URLSearchParams({ targetId: String(targetId) }).toString()}`;
