import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useSession, type Permissions } from "@/shared/session";

// 案件担当 and 発注担当 start from their own work (issue #37.17): opened without conditions, a
// project's matters are first those assigned to them (担当者 = me), a condition on the filter bar
// they can clear. Decided once on arrival, as a crew's day on 工事確認一覧: cleared, the whole list.

type RoleFlags = Pick<
  Permissions,
  | "matterRead"
  | "masterManage"
  | "targetEdit"
  | "instructionSend"
  | "negotiationEdit"
  | "lineCodeEdit"
>;

/**
 * Whose work is their matters: 案件担当 (edits targets) and 発注担当 (sends instructions, neither
 * negotiates nor registers drop lines as a 工事管理者 does), without マスタ管理 (managers watch every
 * matter). Read from the flags, never the role id.
 */
export const startsFromMyMatters = (role: RoleFlags | undefined): boolean =>
  Boolean(
    role?.matterRead &&
    !role.masterManage &&
    (role.targetEdit || (role.instructionSend && !role.negotiationEdit && !role.lineCodeEdit)),
  );

/** `?assigneeUserId=me` when the signed-in user starts from its matters and the URL has none. */
export function myMattersLanding(
  role: RoleFlags | undefined,
  me: string | undefined,
  search: string,
): string | undefined {
  return startsFromMyMatters(role) && me && search.replace(/^\?/, "") === ""
    ? `?${new URLSearchParams({ assigneeUserId: me }).toString()}`
    : undefined;
}

/** Replaces the URL once on arrival with the user's own matters (see `myMattersLanding`). */
export function useMyMattersLanding(): void {
  const user = useSession().user;
  const search = useSearch();
  const [path, navigate] = useLocation();
  // Decided once on arrival: a user who later clears the condition gets the whole list.
  const [landing, setLanding] = useState(() => myMattersLanding(user?.role, user?.id, search));
  // Arrived: the URL holds the condition now (adjusted while rendering, as React advises).
  if (landing !== undefined && search !== "") setLanding(undefined);
  useEffect(() => {
    if (landing !== undefined) navigate(`${path}${landing}`, { replace: true });
  }, [landing, navigate, path]);
}
