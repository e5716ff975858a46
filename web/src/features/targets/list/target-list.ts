import type { TargetFilter, TargetSortField } from "@/gql/graphql";
import { enumParam, idParam, textParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";

// The target list's URL state. The parameter names are the REST API's (`targetType`, `clientId`,
// `hasOpenMatter`…) so that the CSV export, which passes the list's query string through the
// gateway to /export/targets, filters exactly like the table.

/** 未完了案件: any (no parameter), with (`true`) or without (`false`). */
export const OPEN_MATTER_CHOICES = ["true", "false"] as const;

export const targetList = defineList({
  filters: {
    code: textParam(),
    targetType: idParam(),
    clientId: idParam(),
    prefecture: textParam(),
    city: textParam(),
    town: textParam(),
    name: textParam(),
    poleNumber: textParam(),
    hasOpenMatter: enumParam(OPEN_MATTER_CHOICES),
    notInProjectId: idParam(),
  },
  sorts: ["CODE", "NAME_KANA", "ADDRESS", "UPDATED_AT"] satisfies TargetSortField[],
  defaultSort: "CODE",
  pageSize: 20,
  pageSizes: [20, 50, 100],
  export: "targets",
});

export type TargetListFilter = FilterValues<typeof targetList.filters>;

/** The URL's filter as the GraphQL `TargetFilter` (a single type becomes the list of one). */
export function toTargetFilter(filter: TargetListFilter): TargetFilter {
  const { targetType, hasOpenMatter, notInProjectId, ...text } = filter;
  return {
    ...text,
    ...(targetType ? { type: [targetType] } : {}),
    ...(hasOpenMatter ? { hasOpenMatter: hasOpenMatter === "true" } : {}),
    ...(notInProjectId ? { notInProjectId: String(notInProjectId) } : {}),
  };
}
