import type { MatterFilter, MatterSortField } from "@/gql/graphql";
import { dateParam, enumParam, idParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";

// The matters of one project, as the detail page's URL keeps them (`/projects/3?status=9&overdue=true`):
// the page is the project's, so the project itself is never a parameter.

/** Matter status codes (docs/DOMAIN.md Workflows), as the URL writes them. */
export const MATTER_STATUS_CODES = ["1", "2", "3", "4", "5", "6", "7", "9"] as const;
export const WORK_TYPE_CODES = ["1", "2", "3", "4"] as const;

export const projectMatterList = defineList({
  filters: {
    status: enumParam(MATTER_STATUS_CODES),
    workType: enumParam(WORK_TYPE_CODES),
    assigneeUserId: idParam(),
    dueFrom: dateParam(),
    dueTo: dateParam(),
    overdue: enumParam(["true"] as const),
  },
  sorts: ["ID", "STATUS", "DUE_DATE", "ASSIGNEE_USER_ID", "UPDATED_AT"] satisfies MatterSortField[],
  defaultSort: "ID",
  pageSize: 20,
  pageSizes: [20, 50, 100],
});

export type ProjectMatterListFilter = FilterValues<typeof projectMatterList.filters>;

/** The URL's filter as the GraphQL `MatterFilter` of the project's matters. */
export function toMatterFilter(projectId: string, filter: ProjectMatterListFilter): MatterFilter {
  const { status, workType, assigneeUserId, overdue, ...dates } = filter;
  return {
    projectId: [projectId],
    ...dates,
    ...(status ? { status: [Number(status)] } : {}),
    ...(workType ? { workType: [Number(workType)] } : {}),
    ...(assigneeUserId ? { assigneeUserId: [assigneeUserId] } : {}),
    ...(overdue ? { overdue: true } : {}),
  };
}
