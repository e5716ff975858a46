import { Button } from "@fluentui/react-components";
import { ArrowUpload20Regular, Dismiss20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useSession } from "@/shared/session";
import { getFragmentData, graphql } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useListPage } from "@/shared/list/useListPage";
import { Page } from "@/shared/page";
import { CreateLink } from "@/shared/list/CreateLink";
import { LineCodeImport } from "./import/LineCodeImport";
import { lineCodeFilterFields } from "./list/line-code-filter-fields";
import { lineCodeList, toLineCodeFilter } from "./list/line-code-list";
import { lineCodeColumns, LineCodeTable_LineCodeFragment } from "./list/LineCodeTable";
import { LINECODE_CREATE_PATH, lineCodeEditPath } from "./paths";

const LineCodeListPageQuery = graphql(`
  query LineCodeListPage(
    $filter: LineCodeFilter
    $sort: LineCodeSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    lineCodes(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...LineCodeTable_LineCode
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
  }
`);

const TITLE = "引込線一覧";

/**
 * /linecode: find drop lines by code, target, pole, cable, kind, status, removal consent and
 * removal construction; export them; and (引込線登録) import an operator's register.
 */
export function LineCodeListPage() {
  const canEdit = Boolean(useSession().user?.role.lineCodeEdit);
  const [importing, setImporting] = useState(false);
  return (
    <Page
      title={TITLE}
      actions={
        canEdit ? (
          <>
            <CreateLink href={LINECODE_CREATE_PATH} />
            <Button
              icon={importing ? <Dismiss20Regular /> : <ArrowUpload20Regular />}
              aria-expanded={importing}
              onClick={() => setImporting((open) => !open)}
            >
              {importing ? "CSV取込を閉じる" : "CSV取込"}
            </Button>
          </>
        ) : null
      }
    >
      {canEdit && importing ? <LineCodeImport /> : null}
      <LineCodeList />
    </Page>
  );
}

function LineCodeList() {
  const { list, data, fetching, error } = useListPage(
    lineCodeList,
    LineCodeListPageQuery,
    toLineCodeFilter,
  );

  return (
    <ListView
      label={TITLE}
      declaration={lineCodeList}
      list={list}
      fields={lineCodeFilterFields}
      columns={lineCodeColumns}
      rowKey={(l) => l.id}
      rowHref={(l) => lineCodeEditPath(l.id)}
      page={
        data && {
          rows: getFragmentData(LineCodeTable_LineCodeFragment, data.lineCodes.items),
          ...data.lineCodes.pageInfo,
        }
      }
      fetching={fetching}
      failed={Boolean(error)}
      emptyText="条件に一致する引込線はありません"
    />
  );
}
