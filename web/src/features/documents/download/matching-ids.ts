import { graphql } from "@/gql";
import type { DownloadPageAttachmentIdsQuery as Answer } from "@/gql/graphql";
import { ATTACHMENTS_ZIP_LIMIT } from "@/shared/files/attachments-zip";
import type { IdSelectionAnswer } from "@/shared/list/useRowSelection";

// 「条件に一致するN件をすべて選択」 of 帳票一覧. There is no `attachmentIds` query: the selection only
// feeds the ZIP, which takes at most ATTACHMENTS_ZIP_LIMIT files, so the first page of that size
// in the list's order is all it needs, and more matching rows mark the selection as cut.

export const AttachmentIdsQuery = graphql(`
  query DownloadPageAttachmentIds(
    $filter: AttachmentFilter
    $sort: AttachmentSortField
    $order: SortOrder
    $pageSize: Int!
  ) {
    attachments(filter: $filter, sort: $sort, order: $order, page: 1, pageSize: $pageSize) {
      items {
        id
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

/** The ids of the answer; cut when more rows matched than one ZIP may hold. */
export function matchingIdsOf(data: Answer): IdSelectionAnswer {
  const ids = data.attachments.items.map((a) => a.id).slice(0, ATTACHMENTS_ZIP_LIMIT);
  return { ids, truncated: data.attachments.pageInfo.totalCount > ids.length };
}

/** 帳票一覧's 「すべて選択」 for useSelectableListPage: one ZIP's worth, whatever the list's page size. */
export const attachmentMatchingIds = {
  query: AttachmentIdsQuery,
  pick: matchingIdsOf,
  extra: { pageSize: ATTACHMENTS_ZIP_LIMIT },
};
