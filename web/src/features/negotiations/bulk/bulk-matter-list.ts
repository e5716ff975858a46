import { MATTER } from "@cfx/domain/workflows";
import type { MatterFilter, MatterSortField } from "@/gql/graphql";
import { dateParam, enumParam, idParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";

// 一括交渉指示's list: the project's matters a negotiation may be instructed for, as the page's URL
// keeps them (`/negotiations/bulk/3?status=1&dueTo=2026-12-31`). The project is the page's own and
// `instructable` is always on, so neither is a parameter.

/** The matter statuses an instruction is possible from (the API's `instructable` rule). */
export const INSTRUCTABLE_STATUSES = [MATTER.untouched, MATTER.negotiating, MATTER.failed] as const;
const STATUS_CODES = INSTRUCTABLE_STATUSES.map(String) as ["1", "2", "4"];
const WORK_TYPE_CODES = ["1", "2", "3", "4"] as const;

export const bulkMatterList = defineList({
  filters: {
    status: enumParam(STATUS_CODES),
    workType: enumParam(WORK_TYPE_CODES),
    assigneeUserId: idParam(),
    dueFrom: dateParam(),
    dueTo: dateParam(),
  },
  sorts: ["ID", "STATUS", "DUE_DATE", "ASSIGNEE_USER_ID"] satisfies MatterSortField[],
  defaultSort: "ID",
  pageSize: 50,
  pageSizes: [20, 50, 100, 200],
});

export type BulkMatterListFilter = FilterValues<typeof bulkMatterList.filters>;

/** The URL's filter as the GraphQL `MatterFilter`: this project's instructable matters only. */
export function toBulkMatterFilter(projectId: string, filter: BulkMatterListFilter): MatterFilter {
  const { status, workType, assigneeUserId, ...dates } = filter;
  return {
    projectId: [projectId],
    instructable: true,
    ...dates,
    ...(status ? { status: [Number(status)] } : {}),
    ...(workType ? { workType: [Number(workType)] } : {}),
    ...(assigneeUserId ? { assigneeUserId: [assigneeUserId] } : {}),
  };
}

/**
 * The matters named by the project detail page's 交渉指示 (`?matters=12,13,14`): ids in the
 * order given, duplicates and anything that is no id dropped.
 */
export function parsePreselected(search: string): string[] {
  const raw = new URLSearchParams(search).get("matters");
  if (!raw) return [];
  const ids = raw.split(",").map((s) => s.trim());
  return [...new Set(ids.filter((id) => /^[1-9]\d{0,14}$/.test(id)))];
}

/** The preselection against the ids the list may select: what is kept and what is dropped. */
export function splitPreselected(
  wanted: readonly string[],
  instructable: readonly string[],
): { kept: string[]; dropped: string[] } {
  const allowed = new Set(instructable);
  return {
    kept: wanted.filter((id) => allowed.has(id)),
    dropped: wanted.filter((id) => !allowed.has(id)),
  };
}
