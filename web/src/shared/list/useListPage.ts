import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { FilterParsers, FilterValues, ListDeclaration, SortOrder } from "./list-state";
import { useListQuery, type ListQueryResult } from "./useListQuery";
import { useListState, type ListStateControls } from "./useListState";

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
