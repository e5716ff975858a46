import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useListState } from "@/shared/list/useListState";
import { defaultAddMattersFilter } from "./add-matters-form";
import { addMattersList } from "./add-matters-list";

/**
 * Opened without a search in the URL, the page first searches the project's client's targets not
 * yet in the project (a replaced history entry, so back does not return to the empty search).
 * Once the search is the person's own, an emptied one stays empty.
 */
export function DefaultFilter({
  project,
  children,
}: {
  project: Parameters<typeof defaultAddMattersFilter>[0];
  children: ReactNode;
}) {
  const list = useListState(addMattersList);
  const [, navigate] = useLocation();
  const empty = Object.keys(list.state.filter).length === 0;
  // Whether the URL has named a search since the page opened (state adjusted while rendering).
  const [searched, setSearched] = useState(!empty);
  if (!empty && !searched) setSearched(true);
  const defaultHref = searched
    ? null
    : list.href({ filter: defaultAddMattersFilter(project), page: 1 });
  useEffect(() => {
    if (defaultHref) navigate(defaultHref, { replace: true });
  }, [defaultHref, navigate]);
  return searched ? children : null;
}
