import { useCallback, useState } from "react";

const EMPTY: ReadonlySet<string> = new Set();

/** The answer of a list's "all matching ids" query (GraphQL targetIds, matterIds…). */
export interface IdSelectionAnswer {
  ids: readonly string[];
  /** More rows matched than one call selects (5,000): only the first ones are in `ids`. */
  truncated: boolean;
}

export interface RowSelectionState {
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  clear(): void;
  /** Selects every row the list's filters match, not just the page (one query for the ids). */
  selectAllMatching(): Promise<void>;
  /** The ids are being fetched. */
  selectingAll: boolean;
  /** The last "select all matching" was cut at the API's limit. */
  truncated: boolean;
}

/**
 * Row selection of a list screen for bulk actions: kept across pages, cleared when the search
 * (`resetKey`, e.g. the filter as JSON) changes, so an action never touches rows the user can no
 * longer see; "select all matching" asks the server for every id the filters match.
 */
export function useRowSelection(
  resetKey: string,
  fetchAllIds: () => Promise<IdSelectionAnswer | undefined>,
): RowSelectionState {
  // The selection belongs to one search: another `resetKey` reads as an empty selection.
  const [state, setState] = useState<{
    key: string;
    selected: ReadonlySet<string>;
    truncated: boolean;
  }>({ key: resetKey, selected: new Set(), truncated: false });
  const [selectingAll, setSelectingAll] = useState(false);
  const current = state.key === resetKey;
  const selected = current ? state.selected : EMPTY;
  const truncated = current && state.truncated;

  const onChange = useCallback(
    (next: ReadonlySet<string>) => setState({ key: resetKey, selected: next, truncated: false }),
    [resetKey],
  );
  const clear = useCallback(() => onChange(EMPTY), [onChange]);

  const selectAllMatching = useCallback(async () => {
    setSelectingAll(true);
    try {
      const answer = await fetchAllIds();
      if (!answer) return; // the failure is already in the alert bar
      setState({ key: resetKey, selected: new Set(answer.ids), truncated: answer.truncated });
    } finally {
      setSelectingAll(false);
    }
  }, [fetchAllIds, resetKey]);

  return { selected, onChange, clear, selectAllMatching, selectingAll, truncated };
}
