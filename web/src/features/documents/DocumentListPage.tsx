import { getFragmentData, graphql } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useSelectableListPage } from "@/shared/list/useListPage";
import { Page } from "@/shared/page";
import { downloadFilterFields } from "./download/download-filter-fields";
import { downloadList, toAttachmentFilter } from "./download/download-list";
import { DownloadPage_AttachmentFragment, downloadColumns } from "./download/DownloadTable";
import { attachmentMatchingIds } from "./download/matching-ids";
import { ZipDownloadButton } from "./download/ZipDownloadButton";

const DownloadPageQuery = graphql(`
  query DownloadPage(
    $filter: AttachmentFilter
    $sort: AttachmentSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    attachments(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...DownloadPage_Attachment
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    projectChoices {
      id
      code
      name
    }
  }
`);

const TITLE = "帳票一覧";

/**
 * /download: every generated document and uploaded file, found by type, project, day, target or
 * customer; each one downloads on its own, the selected ones together as one ZIP.
 */
export function DocumentListPage() {
  const { list, data, fetching, error, selection } = useSelectableListPage(
    downloadList,
    DownloadPageQuery,
    toAttachmentFilter,
    attachmentMatchingIds,
  );

  return (
    <Page title={TITLE}>
      <ListView
        label={TITLE}
        declaration={downloadList}
        list={list}
        fields={downloadFilterFields({ projects: data?.projectChoices ?? [] })}
        columns={downloadColumns}
        rowKey={(a) => a.id}
        page={
          data && {
            rows: getFragmentData(DownloadPage_AttachmentFragment, data.attachments.items),
            ...data.attachments.pageInfo,
          }
        }
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="条件に一致する帳票はありません"
        bulk={{ selection, actions: <ZipDownloadButton ids={selection.selected} /> }}
      />
    </Page>
  );
}
