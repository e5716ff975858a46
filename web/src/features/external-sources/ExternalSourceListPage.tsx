import { Button } from "@fluentui/react-components";
import { Add20Regular, Play20Regular } from "@fluentui/react-icons";
import { useCallback, useMemo, useState } from "react";
import { useClient } from "urql";
import { useInformationActions } from "../../shared/information";
import { getFragmentData, graphql } from "../../gql";
import { ListView } from "../../shared/list/ListView";
import { useListQuery } from "../../shared/list/useListQuery";
import { useListState } from "../../shared/list/useListState";
import { useRowSelection } from "../../shared/list/useRowSelection";
import { Page } from "../../shared/page";
import { alertFromCombinedError } from "../../shared/result-alert";
import { BulkRunDialog, type RunnableSource } from "./list/BulkRunDialog";
import { CreateSourceDialog } from "./list/CreateSourceDialog";
import { externalSourceFilterFields } from "./list/external-source-filter-fields";
import { externalSourceList, toExternalSourceFilter } from "./list/external-source-list";
import {
  externalSourceColumns,
  ExternalSourceTable_SourceFragment,
} from "./list/ExternalSourceTable";
import { externalSourceDetailPath } from "./paths";

const ExternalSourceListPageQuery = graphql(`
  query ExternalSourceListPage(
    $filter: ExternalSourceFilter
    $sort: ExternalSourceSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    externalSources(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ExternalSourceTable_Source
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
  }
`);

/** The API pages at most this many; there is no ids query for sources, so "all" reads one page. */
const ALL_PAGE_SIZE = 200;

/** /external-sources 外部連携一覧: find sources, run the selected ones now, create one. */
export function ExternalSourceListPage() {
  const list = useListState(externalSourceList);
  const { filter, sort, order, page, pageSize } = list.state;
  const sourceFilter = toExternalSourceFilter(filter);
  const { data, fetching, error } = useListQuery(ExternalSourceListPageQuery, {
    filter: sourceFilter,
    sort,
    order,
    page,
    pageSize,
  });
  const client = useClient();
  const { openAlert } = useInformationActions();
  // The sources selected on any page or by "select all": the run dialog names them.
  const [seen, setSeen] = useState<ReadonlyMap<string, RunnableSource>>(new Map());
  const remember = useCallback(
    (sources: readonly RunnableSource[]) =>
      setSeen((prev) => new Map([...prev, ...sources.map((s) => [s.id, s] as const)])),
    [],
  );
  const rows = useMemo(
    () =>
      data ? getFragmentData(ExternalSourceTable_SourceFragment, data.externalSources.items) : [],
    [data],
  );

  const filterKey = JSON.stringify(sourceFilter);
  const fetchAllIds = useCallback(async () => {
    const result = await client
      .query(
        ExternalSourceListPageQuery,
        {
          filter: JSON.parse(filterKey) as typeof sourceFilter,
          sort,
          order,
          page: 1,
          pageSize: ALL_PAGE_SIZE,
        },
        { requestPolicy: "network-only" },
      )
      .toPromise();
    if (!result.data) {
      if (result.error) openAlert("error", alertFromCombinedError(result.error).message);
      return undefined;
    }
    const all = getFragmentData(
      ExternalSourceTable_SourceFragment,
      result.data.externalSources.items,
    );
    remember(all);
    return {
      ids: all.map((r) => r.id),
      truncated: result.data.externalSources.pageInfo.totalCount > all.length,
    };
  }, [client, filterKey, sort, order, openAlert, remember]);
  const selection = useRowSelection(filterKey, fetchAllIds);
  const { selected } = selection;
  const [dialog, setDialog] = useState<"run" | "create" | undefined>();
  const toRun = [...selected].flatMap((id) => seen.get(id) ?? rows.find((r) => r.id === id) ?? []);

  return (
    <Page
      title="外部連携一覧"
      actions={
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => setDialog("create")}>
          新規作成
        </Button>
      }
    >
      <ListView
        label="外部連携一覧"
        declaration={externalSourceList}
        list={list}
        fields={externalSourceFilterFields}
        columns={externalSourceColumns}
        rowKey={(s) => s.id}
        rowHref={(s) => externalSourceDetailPath(s.id)}
        page={data && { rows, ...data.externalSources.pageInfo }}
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="条件に一致する外部連携はありません"
        bulk={{
          selection: {
            ...selection,
            onChange: (next) => {
              remember(rows.filter((r) => next.has(r.id)));
              selection.onChange(next);
            },
          },
          actions: (
            <Button
              icon={<Play20Regular />}
              disabled={selected.size === 0}
              onClick={() => setDialog("run")}
            >
              実行{selected.size > 0 ? `（${selected.size}件）` : ""}
            </Button>
          ),
        }}
      />
      {dialog === "run" ? (
        <BulkRunDialog
          open
          sources={toRun}
          onClose={(ran) => {
            setDialog(undefined);
            if (ran) selection.clear();
          }}
        />
      ) : null}
      {dialog === "create" ? (
        <CreateSourceDialog open onClose={() => setDialog(undefined)} />
      ) : null}
    </Page>
  );
}
