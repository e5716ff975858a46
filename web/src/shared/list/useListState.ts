import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import {
  listSearch,
  parseListState,
  toggleSort,
  type FilterParsers,
  type FilterValues,
  type ListDeclaration,
  type ListState,
} from "./list-state";

export interface ListStateControls<F extends FilterParsers, S extends string> {
  state: ListState<F, S>;
  /** New filter values: empties dropped, back to page 1. */
  setFilter(filter: FilterValues<F>): void;
  /** A header click: same key flips the order, back to page 1. */
  sortBy(sort: S): void;
  /** A sort chosen with its order (the phone's 並び替え), back to page 1. */
  setSort(sort: S, order: ListState<F, S>["order"]): void;
  /** `replace`: no new history entry (an out-of-range page corrected). */
  setPage(page: number, options?: { replace?: boolean }): void;
  setPageSize(pageSize: number): void;
  /** The URL of the current path with another state (for links). */
  href(state: Partial<ListState<F, S>>): string;
}

/**
 * The list state of the current URL, and the moves that change it. Each move is a navigation, so
 * the browser's back and forward buttons restore the previous list exactly.
 */
export function useListState<F extends FilterParsers, S extends string>(
  decl: ListDeclaration<F, S>,
): ListStateControls<F, S> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseListState(decl, search), [decl, search]);

  const go = useCallback(
    (next: ListState<F, S>, replace = false) => {
      const nextSearch = listSearch(decl, next);
      // The same list again would only add a history entry that back seems to ignore.
      if (nextSearch === listSearch(decl, state)) return;
      navigate(`${path}${nextSearch}`, { replace });
    },
    [decl, navigate, path, state],
  );

  return useMemo(
    () => ({
      state,
      setFilter: (filter) => go({ ...state, filter, page: 1 }),
      sortBy: (sort) => go(toggleSort(state, sort)),
      setSort: (sort, order) => go({ ...state, sort, order, page: 1 }),
      setPage: (page, options) => go({ ...state, page }, options?.replace),
      setPageSize: (pageSize) => go({ ...state, pageSize, page: 1 }),
      href: (next) => `${path}${listSearch(decl, { ...state, ...next })}`,
    }),
    [decl, go, path, state],
  );
}
