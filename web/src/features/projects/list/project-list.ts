import type { ProjectFilter, ProjectSortField } from "@/gql/graphql";
import { dateParam, enumParam, idParam, textParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";

// The project list's URL state. The parameter names are the REST API's (`clientId`, `periodFrom`…)
// so that the CSV export, which passes the list's query string through the gateway to
// /export/projects, filters exactly like the table.

export const PROJECT_STATUS_CODES = ["1", "2", "3"] as const;
export const WORK_TYPE_CODES = ["1", "2", "3", "4"] as const;

export const projectList = defineList({
  filters: {
    name: textParam(),
    clientId: idParam(),
    jobCategoryId: idParam(),
    workType: enumParam(WORK_TYPE_CODES),
    status: enumParam(PROJECT_STATUS_CODES),
    managerUserId: idParam(),
    periodFrom: dateParam(),
    periodTo: dateParam(),
  },
  sorts: [
    "ID",
    "NAME",
    "START_DATE",
    "END_DATE",
    "STATUS",
    "UPDATED_AT",
  ] satisfies ProjectSortField[],
  defaultSort: "ID",
  pageSize: 20,
  pageSizes: [20, 50, 100],
  export: "projects",
});

export type ProjectListFilter = FilterValues<typeof projectList.filters>;

/** The URL's filter as the GraphQL `ProjectFilter` (a single choice becomes the list of one). */
export function toProjectFilter(filter: ProjectListFilter): ProjectFilter {
  const { clientId, jobCategoryId, workType, status, managerUserId, ...rest } = filter;
  return {
    ...rest,
    ...(clientId ? { clientId: [clientId] } : {}),
    ...(jobCategoryId ? { jobCategoryId: [jobCategoryId] } : {}),
    ...(workType ? { workType: [Number(workType)] } : {}),
    ...(status ? { status: [Number(status)] } : {}),
    ...(managerUserId ? { managerUserId: [managerUserId] } : {}),
  };
}
