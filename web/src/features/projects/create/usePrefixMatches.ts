import { useEffect, useState } from "react";
import { prefixQuery, type PrefixQuery } from "./prefix-match";

export interface PrefixMatch {
  id: string;
  code: string;
  name: string;
  client?: { name: string } | null;
  statusLabel: string;
}

export interface PrefixMatches {
  query: PrefixQuery;
  projects: readonly PrefixMatch[];
  /** How many match in all (the list shows the first few). */
  total: number;
}

/** Asks the API for projects matching the query (the page owns the query). */
export type PrefixFinder = (
  query: PrefixQuery,
) => Promise<{ projects: PrefixMatch[]; total: number }>;

// Asked after typing pauses, not on every keystroke.
const DEBOUNCE_MS = 300;

/** The projects matching the typed name and chosen client; null while nothing is asked. */
export function usePrefixMatches(
  name: string,
  clientId: string,
  find: PrefixFinder | undefined,
): PrefixMatches | null {
  const query = find ? prefixQuery(name, clientId) : null;
  const key = query ? JSON.stringify(query) : "";
  const [found, setFound] = useState<(PrefixMatches & { key: string }) | null>(null);

  useEffect(() => {
    if (!key || !find) return;
    let current = true;
    const timer = setTimeout(() => {
      const asked = JSON.parse(key) as PrefixQuery;
      void find(asked).then((r) => {
        if (current) setFound({ key, query: asked, ...r });
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [find, key]);

  // An answer for another name or client than the one now entered is not shown.
  return key && found?.key === key ? found : null;
}
