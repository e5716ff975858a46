import type { ConstructionFilter, ConstructionSortField } from "@/gql/graphql";
import { dateParam, enumParam, idParam, textParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";

// 工事指示一覧's URL state: what is waiting to be dispatched (指示待ち) or re-dispatched (延期),
// the nearest matter due date first — the order a 発注担当 works through them.

/** The two statuses the instruction list holds (the API's default without a status filter). */
export const DISPATCH_STATUSES = ["1", "6"] as const;

export const dispatchList = defineList({
  filters: {
    projectId: idParam(),
    workType: idParam(),
    area: textParam(),
    matterStatus: idParam(),
    dueFrom: dateParam(),
    dueTo: dateParam(),
    status: enumParam(DISPATCH_STATUSES),
    keyword: textParam(),
  },
  sorts: ["DUE_DATE", "ID", "UPDATED_AT"] satisfies ConstructionSortField[],
  defaultSort: "DUE_DATE",
  defaultOrder: "ASC",
  pageSize: 20,
  pageSizes: [20, 50, 100],
});

export type DispatchListFilter = FilterValues<typeof dispatchList.filters>;

/** The URL's filter as the GraphQL `ConstructionFilter` of constructionInstructions. */
export function toDispatchFilter(filter: DispatchListFilter): ConstructionFilter {
  const { projectId, workType, area, matterStatus, dueFrom, dueTo, status, keyword } = filter;
  return {
    ...(projectId ? { projectId: String(projectId) } : {}),
    ...(workType ? { workType: [workType] } : {}),
    ...(area ? { area } : {}),
    ...(matterStatus ? { matterStatus: [matterStatus] } : {}),
    ...(dueFrom ? { dueFrom } : {}),
    ...(dueTo ? { dueTo } : {}),
    ...(status ? { status: [Number(status)] } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
