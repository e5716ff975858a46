import type { CombinedError } from "urql";
import { serverFieldErrors } from "@/shared/form/server-errors";
import { alertFromCombinedError } from "@/shared/result-alert";

// 班に一括手配: one bulkDispatchConstructions call, all or nothing. A refusal names every refused
// construction (`CN-00000012: 日程確定の工事は一括手配できません…`) under `constructionIds`.

/** A team of the master with the company it belongs to. */
export interface TeamOption {
  id: number;
  name: string;
  associateCompanyId?: number | null;
}

/** The teams of one partner company, in the master's order. */
export const teamsOfCompany = (teams: readonly TeamOption[], companyId: number | undefined) =>
  companyId === undefined ? [] : teams.filter((t) => t.associateCompanyId === companyId);

/** Why nothing was dispatched: one sentence and the refused constructions by code. */
export interface BulkDispatchRefusal {
  message: string;
  rows: string[];
}

export function bulkDispatchRefusal(error: CombinedError): BulkDispatchRefusal {
  const rows = serverFieldErrors(error)
    .filter((f) => f.field === "constructionIds")
    .flatMap((f) => f.messages);
  if (rows.length > 0)
    return { message: `次の${rows.length}件は手配できません。何も変更していません。`, rows };
  return { message: alertFromCombinedError(error).message, rows: [] };
}

/** The success of a bulk dispatch, in words. */
export const bulkDispatchDone = (count: number, team: string) =>
  `${count.toLocaleString("ja-JP")}件の工事を${team}に手配しました（指示済）。日程は各工事の工事指示で予約してください。`;

/** The API's limit of one bulk dispatch. */
export const BULK_DISPATCH_LIMIT = 200;
