import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { FilterParsers, FilterValues, ListDeclaration, SortOrder } from "./list-state";
import { useListQuery, type ListQueryResult } from "./useListQuery";
import { useListState, type ListStateControls } from "./useListState";
import { useMatchingIds } from "./useMatchingIds";
import { useRowSelection, type IdSelectionAnswer, type RowSelectionState } from "./useRowSelection";

/** The variables every list query takes: the filter, sort and page of the URL. */
export interface ListPageVariables<Filter, S extends string> {
  filter: Filter;
  sort: S;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/**
 * A list screen's URL state and its query in one: the URL's filter turned into the query's
 * (`toFilter`), with the sort and page as they are. `list` goes to <ListView list={…}>.
 */
export function useListPage<F extends FilterParsers, S extends string, Data, Filter>(
  declaration: ListDeclaration<F, S>,
  query: TypedDocumentNode<Data, ListPageVariables<Filter, S>>,
  toFilter: (filter: FilterValues<F>) => Filter,
): ListQueryResult<Data> & { list: ListStateControls<F, S> } {
  const list = useListState(declaration);
  const { filter, sort, order, page, pageSize } = list.state;
  const result = useListQuery(query, { filter: toFilter(filter), sort, order, page, pageSize });
  return { ...result, list };
}

/** The query of 「条件に一致するN件をすべて選択」 of a list and how to read its answer. */
export interface MatchingIds<IdsData, Filter, S extends string, Extra = Record<never, never>> {
  query: TypedDocumentNode<IdsData, { filter: Filter; sort: S; order: SortOrder } & Extra>;
  pick: (data: IdsData) => IdSelectionAnswer;
  /** Variables the ids query takes besides the list's filter and sort. */
  extra?: Extra;
}

/**
 * A list screen whose rows are selected for a bulk action: `useListPage`, plus a selection that
 * is emptied when the search changes and whose 「すべて選択」 asks `matching` for every id.
 */
export function useSelectableListPage<
  F extends FilterParsers,
  S extends string,
  Data,
  Filter,
  IdsData,
  Extra extends object = Record<never, never>,
>(
  declaration: ListDeclaration<F, S>,
  query: TypedDocumentNode<Data, ListPageVariables<Filter, S>>,
  toFilter: (filter: FilterValues<F>) => Filter,
  matching: MatchingIds<IdsData, Filter, S, Extra>,
): ReturnType<typeof useListPage<F, S, Data, Filter>> & { selection: RowSelectionState } {
  const page = useListPage(declaration, query, toFilter);
  const { filter, sort, order } = page.list.state;
  const apiFilter = toFilter(filter);
  const selection = useRowSelection(
    JSON.stringify(apiFilter),
    useMatchingIds(
      matching.query,
      { ...(matching.extra as Extra), filter: apiFilter, sort, order },
      matching.pick,
    ),
  );
  return { ...page, selection };
}
