import { useDebouncedLookup } from "@/shared/form/useDebouncedLookup";
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

/** The projects matching the typed name and chosen client; null while nothing is asked. */
export function usePrefixMatches(
  name: string,
  clientId: string,
  find: PrefixFinder | undefined,
): PrefixMatches | null {
  const query = find ? prefixQuery(name, clientId) : null;
  const answer = useDebouncedLookup(query, find);
  return query && answer ? { query, ...answer } : null;
}
