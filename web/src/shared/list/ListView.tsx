import { makeStyles, ProgressBar, Spinner, tokens } from "@fluentui/react-components";
import { ErrorCircle24Regular } from "@fluentui/react-icons";
import { useEffect, type ReactNode } from "react";
import { EmptyState } from "../page";
import { usePhone } from "../useMediaQuery";
import { CardList } from "./CardList";
import type { Column } from "./columns";
import { DataTable, type RowSelection } from "./DataTable";
import { ExportButton } from "./ExportButton";
import type { FilterField } from "./filter-fields";
import { FilterBar } from "./FilterBar";
import { listSearch, type FilterParsers, type ListDeclaration } from "./list-state";
import { pageInsteadOf } from "./paging";
import { Pagination } from "./Pagination";
import { SelectionBar } from "./SelectionBar";
import type { RowSelectionState } from "./useRowSelection";
import type { ListStateControls } from "./useListState";

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  loading: { padding: tokens.spacingVerticalXXL },
});

export interface ListViewProps<F extends FilterParsers, S extends string, Row> {
  /** Names the table and, with 検索, the search form: e.g. ユーザー一覧 → ユーザー一覧の検索. */
  label: string;
  declaration: ListDeclaration<F, S>;
  list: ListStateControls<F, S>;
  fields: readonly FilterField<Extract<keyof F, string>>[];
  columns: readonly Column<Row, S>[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  /**
   * The page's rows and the total of the whole filtered result (`totalCountIsEstimate`: the
   * database's estimate, pageInfo's); undefined while nothing came yet.
   */
  page: { rows: readonly Row[]; totalCount: number; totalCountIsEstimate?: boolean } | undefined;
  fetching: boolean;
  failed: boolean;
  emptyText?: string;
  /** A checkbox column, the selection kept by the page. */
  selection?: RowSelection;
  /**
   * Bulk work on the selection: the checkbox column, a bar with the count, "select all matching"
   * and the screen's bulk actions (`useRowSelection`). Takes the place of `selection`.
   */
  bulk?: { selection: RowSelectionState; actions?: ReactNode };
}

/** A whole list screen below its title: filter bar, table, pagination, loading and failure. */
export function ListView<F extends FilterParsers, S extends string, Row>(
  props: ListViewProps<F, S, Row>,
) {
  const { declaration, list, page, fetching } = props;
  const { state } = list;
  const styles = useStyles();
  const phone = usePhone();
  // The same rows as a table, or as cards on a phone.
  const rowsShown = (rows: readonly Row[]) => ({
    label: props.label,
    columns: props.columns,
    rows,
    rowKey: props.rowKey,
    rowHref: props.rowHref,
    sort: state.sort,
    order: state.order,
    selection: props.bulk?.selection ?? props.selection,
    emptyText: props.emptyText,
  });

  // A page past the end (an old bookmark, rows deleted since) shows the last page instead.
  const instead = page
    ? pageInsteadOf(state.page, state.pageSize, { ...page, rows: page.rows.length })
    : undefined;
  useEffect(() => {
    if (!fetching && instead !== undefined) list.setPage(instead, { replace: true });
  }, [fetching, instead, list]);

  return (
    <div className={styles.stack}>
      <FilterBar
        // A new URL (back button, クリア) starts the bar from what the URL says.
        key={JSON.stringify(state.filter)}
        label={`${props.label}の検索`}
        declaration={declaration}
        fields={props.fields}
        filter={state.filter}
        onSearch={list.setFilter}
      />
      {declaration.export && (
        <ExportButton
          name={declaration.export}
          search={declaration.exportSearch?.(state) ?? listSearch(declaration, state)}
          label={props.label}
        />
      )}
      {page && props.bulk ? (
        <SelectionBar
          selection={props.bulk.selection}
          totalCount={page.totalCount}
          totalCountIsEstimate={page.totalCountIsEstimate}
          actions={props.bulk.actions}
        />
      ) : null}
      {page ? (
        <>
          <ProgressBar
            aria-label="読み込み中"
            thickness="medium"
            // Reserve the line so the table does not jump when a search starts.
            style={{ visibility: fetching ? "visible" : "hidden" }}
          />
          {phone ? (
            <CardList {...rowsShown(page.rows)} onSort={list.setSort} />
          ) : (
            <DataTable {...rowsShown(page.rows)} onSort={list.sortBy} />
          )}
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            totalCount={page.totalCount}
            totalCountIsEstimate={page.totalCountIsEstimate}
            onPageChange={(p) => list.setPage(p)}
            pageSizes={declaration.pageSizes}
            onPageSizeChange={list.setPageSize}
          />
        </>
      ) : fetching ? (
        <Spinner className={styles.loading} label="読み込み中…" />
      ) : props.failed ? (
        <EmptyState
          icon={<ErrorCircle24Regular />}
          title={`${props.label}を表示できませんでした`}
        />
      ) : null}
    </div>
  );
}
