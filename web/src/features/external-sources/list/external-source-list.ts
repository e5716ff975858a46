import type { ExternalSourceFilter, ExternalSourceSortField } from "@/gql/graphql";
import { dateParam, enumParam, textParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";
import { SOURCE_KINDS } from "../source-labels";

// 外部連携一覧's URL state. `failedSince` is the dashboard's link (failed runs of the last days).

export const ENABLED_CHOICES = ["true", "false"] as const;

export const externalSourceList = defineList({
  filters: {
    name: textParam(),
    kind: enumParam(SOURCE_KINDS),
    enabled: enumParam(ENABLED_CHOICES),
    failedSince: dateParam(),
  },
  sorts: ["ID", "NAME", "LAST_RUN_AT"] satisfies ExternalSourceSortField[],
  defaultSort: "ID",
  pageSize: 20,
  pageSizes: [20, 50, 100],
});

export type ExternalSourceListFilter = FilterValues<typeof externalSourceList.filters>;

/** The URL's filter as the GraphQL `ExternalSourceFilter` (有効 as a boolean). */
export function toExternalSourceFilter(filter: ExternalSourceListFilter): ExternalSourceFilter {
  const { enabled, ...rest } = filter;
  return { ...rest, ...(enabled ? { enabled: enabled === "true" } : {}) };
}
