import { graphql } from "@/gql";

/** "Select all matching" of a target search (対象物件一覧, 案件追加): the ids the filters match. */
export const TargetIdsQuery = graphql(`
  query TargetIds($filter: TargetFilter, $sort: TargetSortField, $order: SortOrder) {
    targetIds(filter: $filter, sort: $sort, order: $order) {
      ids
      truncated
    }
  }
`);
