import { graphql } from "@/gql";

/** "Select all matching" of a matter list (プロジェクト詳細, 一括交渉指示): the ids the filters match. */
export const MatterIdsQuery = graphql(`
  query MatterIds($filter: MatterFilter, $sort: MatterSortField, $order: SortOrder) {
    matterIds(filter: $filter, sort: $sort, order: $order) {
      ids
      truncated
    }
  }
`);
