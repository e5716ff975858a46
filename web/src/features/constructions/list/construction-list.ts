import { OPEN_STATUSES } from "../crew/crew-agenda";
import type { ConstructionFilter, ConstructionSortField } from "@/gql/graphql";
import { dateParam, enumParam, idParam, multiParam, textParam } from "@/shared/list/list-params";
import {
  defineList,
  exportListSearch,
  type FilterValues,
  type ListState,
} from "@/shared/list/list-state";

// 工事確認一覧's URL state. The parameter names are the API's own (`status`, `associateCompanyId`,
// `dateFrom`, `thisWeek`…), so the CSV export passes the list's query string through the gateway
// to /export/constructions and gets the rows of the table.

/** A switch that is either on (`true`) or absent: 今週のみ, 測定不合格のみ. */
const ON = ["true"] as const;

const listBase = defineList({
  filters: {
    status: multiParam(idParam()),
    associateCompanyId: idParam(),
    teamId: idParam(),
    projectId: idParam(),
    dateFrom: dateParam(),
    dateTo: dateParam(),
    thisWeek: enumParam(ON),
    failedMeasurement: enumParam(ON),
    failedSince: dateParam(),
    keyword: textParam(),
  },
  sorts: [
    "ID",
    "STATUS",
    "SCHEDULED_DATE",
    "UPDATED_AT",
    "TODAY_FIRST",
  ] satisfies ConstructionSortField[],
  // The newest constructions first: what the office checks as they come in.
  defaultSort: "ID",
  defaultOrder: "DESC",
  pageSize: 20,
  pageSizes: [20, 50, 100],
});

export type ConstructionListFilter = FilterValues<typeof listBase.filters>;
export type ConstructionListState = ListState<
  typeof listBase.filters,
  (typeof listBase.sorts)[number]
>;

/** The URL's filter as the GraphQL `ConstructionFilter`. */
export function toConstructionFilter(filter: ConstructionListFilter): ConstructionFilter {
  const { status, associateCompanyId, teamId, projectId, dateFrom, dateTo } = filter;
  const { thisWeek, failedMeasurement, failedSince, keyword } = filter;
  return {
    ...(status?.length ? { status } : {}),
    ...(associateCompanyId ? { associateCompanyId: [associateCompanyId] } : {}),
    ...(teamId ? { teamId: [teamId] } : {}),
    ...(projectId ? { projectId: String(projectId) } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
    ...(thisWeek ? { thisWeek: true } : {}),
    ...(failedMeasurement ? { failedMeasurement: true } : {}),
    ...(failedSince ? { failedSince } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** The CSV export's query: the list's, always with its sort and order (the default is left out of the URL). */
export function constructionExportSearch(state: ConstructionListState): string {
  return exportListSearch(listBase, state);
}

/** 工事確認一覧's list: its URL state and the CSV export of the same rows. */
export const constructionList = {
  ...listBase,
  export: "constructions",
  exportSearch: constructionExportSearch,
};

/** Role flags of the session user (only the two this list looks at). */
interface RoleFlags {
  constructionEdit: boolean;
  matterRead: boolean;
}

/**
 * A crew's account (工事担当, docs/DOMAIN.md role 7): it does the work but reads no matters. Read from
 * the flags, not the role id.
 */
export const isCrew = (role: RoleFlags | undefined): boolean =>
  Boolean(role?.constructionEdit && !role.matterRead);

/**
 * A crew's first view: its company's open constructions (the API scopes them), today's first,
 * then the coming days; 完了 and 中止 only when the crew asks for them with the status filter.
 */
export function crewDay(): ConstructionListState {
  return {
    filter: { status: [...OPEN_STATUSES] },
    sort: "TODAY_FIRST",
    order: "ASC",
    page: 1,
    pageSize: listBase.pageSize,
  };
}
