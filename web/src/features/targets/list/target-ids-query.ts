import { graphql } from "@/gql";
import type {
  TargetFilter,
  TargetIdsQuery as TargetIdsQueryData,
  TargetSortField,
} from "@/gql/graphql";
import type { MatchingIds } from "@/shared/list/useListPage";

/** "Select all matching" of a target search (対象物件一覧, 案件追加): the ids the filters match. */
export const TargetIdsQuery = graphql(`
  query TargetIds($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {
    targetIds(filter: $filter, sort: $sort, order: $order) {
      ids
      truncated
    }
  }
`);

/** The same as useSelectableListPage's `matching`, for both target searches. */
export const targetMatchingIds: MatchingIds<TargetIdsQueryData, TargetFilter, TargetSortField> = {
  query: TargetIdsQuery,
  pick: (d) => d.targetIds,
};
