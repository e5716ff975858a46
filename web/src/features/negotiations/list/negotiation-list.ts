import { NEGOTIATION_DONE } from "@cfx/domain/workflows";
import type { NegotiationFilter, NegotiationSortField } from "@/gql/graphql";
import { codeIdParam } from "@/shared/list/code-id-param";
import { dateParam, enumParam, idParam, textParam } from "@/shared/list/list-params";
import {
  defineList,
  exportListSearch,
  type FilterValues,
  type ListState,
} from "@/shared/list/list-state";

// The negotiation list's URL state. The parameter names are the REST API's
// (`negotiationStatusId`, `assigneeUserId`, `open`…) so that the CSV export, which passes the
// list's query string through the gateway to /export/negotiations, filters like the table. Two
// kinds of values differ from what the API takes and are translated by `negotiationExportSearch`:
// the visit and completion days (the URL keeps a readable `2026-11-25`, the API wants an instant)
// and the status sort (the API names it `negotiationStatusId`).

/** A switch that is either on (`true`) or absent: 今日, 超過, 未完了のみ. */
const ON = ["true"] as const;

/** 完了理由 as the URL writes it: 合意 1, 不成立 2, 引継ぎ 3 (0 未選択 is no reason to search by). */
export const COMPLETE_REASON_CODES = ["1", "2", "3"] as const;

const listBase = defineList({
  filters: {
    negotiationStatusId: idParam(),
    assigneeUserId: idParam(),
    projectId: idParam(),
    matterId: codeIdParam("MT"),
    name: textParam(),
    scheduledFrom: dateParam(),
    scheduledTo: dateParam(),
    completeReason: enumParam(COMPLETE_REASON_CODES),
    // The completion day (the dashboard's 合意/不成立 per week links here): days in the URL,
    // Tokyo instants for the API, like the visit days.
    completedFrom: dateParam(),
    completedTo: dateParam(),
    today: enumParam(ON),
    overdue: enumParam(ON),
    open: enumParam(ON),
  },
  sorts: [
    "ID",
    "SCHEDULED_AT",
    "NEGOTIATION_STATUS_ID",
    "COMPLETED_AT",
    "UPDATED_AT",
  ] satisfies NegotiationSortField[],
  // The newest instructions first: what a manager who hands out the work looks for.
  defaultSort: "ID",
  defaultOrder: "DESC",
  pageSize: 20,
  pageSizes: [20, 50, 100],
});

export type NegotiationListFilter = FilterValues<typeof listBase.filters>;
export type NegotiationListState = ListState<
  typeof listBase.filters,
  (typeof listBase.sorts)[number]
>;

const DAY_MS = 86_400_000;

/** `2026-11-25` → the instant of midnight in Tokyo that day starts with. */
export function tokyoDayStart(day: string): string {
  return new Date(`${day}T00:00:00+09:00`).toISOString();
}

/** `2026-11-25` → the last millisecond of that day in Tokyo (the API's `to` is inclusive). */
export function tokyoDayEnd(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+09:00`) + DAY_MS - 1).toISOString();
}

/** The URL's filter as the GraphQL `NegotiationFilter`. */
export function toNegotiationFilter(filter: NegotiationListFilter): NegotiationFilter {
  const { negotiationStatusId, assigneeUserId, projectId, matterId, name } = filter;
  const { scheduledFrom, scheduledTo, today, overdue, open } = filter;
  const { completeReason, completedFrom, completedTo } = filter;
  return {
    ...(negotiationStatusId ? { negotiationStatusId: [negotiationStatusId] } : {}),
    ...(assigneeUserId ? { assigneeUserId: [assigneeUserId] } : {}),
    ...(projectId ? { projectId: [String(projectId)] } : {}),
    ...(matterId ? { matterId: [String(matterId)] } : {}),
    ...(name ? { name } : {}),
    ...(scheduledFrom ? { scheduledFrom: tokyoDayStart(scheduledFrom) } : {}),
    ...(scheduledTo ? { scheduledTo: tokyoDayEnd(scheduledTo) } : {}),
    ...(completeReason ? { completeReason: [Number(completeReason)] } : {}),
    ...(completedFrom ? { completedFrom: tokyoDayStart(completedFrom) } : {}),
    ...(completedTo ? { completedTo: tokyoDayEnd(completedTo) } : {}),
    ...(today ? { today: true } : {}),
    ...(overdue ? { overdue: true } : {}),
    ...(open ? { open: true } : {}),
  };
}

/** The query string of the CSV export: the list's, with the days as instants and the API's sort name. */
export function negotiationExportSearch(state: NegotiationListState): string {
  const { scheduledFrom, scheduledTo, completedFrom, completedTo } = state.filter;
  return exportListSearch(listBase, state, (params) => {
    if (scheduledFrom) params.set("scheduledFrom", tokyoDayStart(scheduledFrom));
    if (scheduledTo) params.set("scheduledTo", tokyoDayEnd(scheduledTo));
    if (completedFrom) params.set("completedFrom", tokyoDayStart(completedFrom));
    if (completedTo) params.set("completedTo", tokyoDayEnd(completedTo));
  });
}

/** 交渉一覧's list: its URL state, and the CSV export with the API's query (see above). */
export const negotiationList = {
  ...listBase,
  export: "negotiations",
  exportSearch: negotiationExportSearch,
};

/** Role flags of the session user (only the two this list looks at). */
interface RoleFlags {
  negotiationEdit: boolean;
  targetEdit: boolean;
}

/**
 * Whose work is negotiating: the 交渉担当 (docs/DOMAIN.md role 5) may edit negotiations but not the
 * targets and matters the managers and 案件担当 prepare. Read from the flags, not the role id.
 */
export const negotiatesOnly = (role: RoleFlags | undefined): boolean =>
  Boolean(role?.negotiationEdit && !role.targetEdit);

/** A negotiator's first view: their own open negotiations, the next visit first. */
export function ownOpenNegotiations(userId: number): NegotiationListState {
  return {
    filter: { assigneeUserId: userId, open: "true" },
    sort: "SCHEDULED_AT",
    order: "ASC",
    page: 1,
    pageSize: listBase.pageSize,
  };
}

/** A planned visit that has passed while the negotiation is still open (the API's 超過). */
export function isOverdue(
  row: { scheduledAt?: string | null; negotiationStatusId: number },
  now: number = Date.now(),
): boolean {
  return (
    row.negotiationStatusId !== NEGOTIATION_DONE &&
    Boolean(row.scheduledAt) &&
    Date.parse(row.scheduledAt as string) < now
  );
}
