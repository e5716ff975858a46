import type { CombinedError } from "urql";
import { isConflict, serverFieldErrors } from "@/shared/form/server-errors";
import { alertFromCombinedError } from "@/shared/result-alert";

// The bulk actions on a project's matters. The selection holds ids only (maybe from other pages),
// while bulkUpdateMatters needs each matter's version: the versions are read again right before
// the call, page by page over the list's own filter (the selection belongs to that filter).

/** What a bulk action needs to know of each selected matter. */
export interface SelectedMatter {
  id: string;
  code: string;
  version: number;
  status: number;
  statusBeforeHold?: number | null;
  can: { createConstruction: boolean };
}

export interface MatterPageAnswer {
  items: readonly SelectedMatter[];
  totalCount: number;
}

/** The API's largest page. */
export const VERSION_PAGE_SIZE = 200;

/**
 * Reads pages until every selected id is found or the pages run out. `missing`: ids no longer
 * listed (deleted, or changed so the filter no longer matches them).
 */
export async function collectSelected(
  selected: ReadonlySet<string>,
  fetchPage: (page: number) => Promise<MatterPageAnswer | undefined>,
): Promise<{ found: SelectedMatter[]; missing: string[] } | undefined> {
  const found = new Map<string, SelectedMatter>();
  for (let page = 1; found.size < selected.size; page++) {
    const answer = await fetchPage(page);
    if (!answer) return undefined;
    for (const m of answer.items) if (selected.has(m.id)) found.set(m.id, m);
    if (page * VERSION_PAGE_SIZE >= answer.totalCount || answer.items.length === 0) break;
  }
  return {
    found: [...selected].filter((id) => found.has(id)).map((id) => found.get(id)!),
    missing: [...selected].filter((id) => !found.has(id)),
  };
}

/** Why a bulk update applied nothing, told in the dialog. */
export interface BulkProblem {
  /** One sentence above the list. */
  message: string;
  /** The rows the API named: `MT-00000012: 理由`. */
  rows: string[];
  /** A stale version: 再読み込み is the way on. */
  conflict: boolean;
}

/**
 * The refusal of bulkUpdateMatters: refused statuses (BAD_USER_INPUT, field `status`), stale
 * versions (CONFLICT, field `items`) or vanished matters (NOT_FOUND, field `items`), every row
 * named by MT code. Other failures carry the usual alert text.
 */
export function bulkProblem(error: CombinedError): BulkProblem {
  const conflict = isConflict(error);
  const fields = serverFieldErrors(error);
  const rows = fields
    .filter((f) => f.field === "status" || f.field === "items")
    .flatMap((f) => f.messages);
  if (conflict)
    return {
      message:
        "他のユーザーが更新した案件があります。再読み込みしてからやり直してください。何も変更していません。",
      rows,
      conflict,
    };
  if (rows.length > 0)
    return {
      message: `次の${rows.length}件は変更できません。何も変更していません。`,
      rows,
      conflict,
    };
  return { message: alertFromCombinedError(error).message, rows: [], conflict };
}

/** 工事生成's answer in words: how many were made, which were left out (by MT code). */
export function generateSummary(
  created: number,
  skippedCodes: readonly string[],
): { message: string; skipped: string[] } {
  const head = `${created}件の工事を作成しました。`;
  return {
    message: skippedCodes.length
      ? `${head}${skippedCodes.length}件は対象外のため作成していません（合意していない、保留中、または工事が既にある案件）。`
      : head,
    skipped: [...skippedCodes],
  };
}
