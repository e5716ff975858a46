import { useEffect, useState } from "react";

/** Asked after typing pauses, not on every keystroke. */
export const LOOKUP_DEBOUNCE_MS = 300;

/**
 * A server lookup that follows what is being typed (duplicates of a new record, names that
 * already exist): `find(query)` runs once the query has stayed the same for `delayMs`, and only
 * the answer to the query now entered is returned — undefined while it is asked, when there is
 * no query (null) or when an older answer arrives late.
 */
export function useDebouncedLookup<Q, R>(
  query: Q | null,
  find: ((query: Q) => Promise<R>) | undefined,
  delayMs = LOOKUP_DEBOUNCE_MS,
): R | undefined {
  const key = query === null ? "" : JSON.stringify(query);
  const [found, setFound] = useState<{ key: string; answer: R } | null>(null);

  useEffect(() => {
    if (!key || !find) return;
    let current = true;
    const timer = setTimeout(() => {
      void find(JSON.parse(key) as Q).then((answer) => {
        if (current) setFound({ key, answer });
      });
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [find, key, delayMs]);

  return key && find && found?.key === key ? found.answer : undefined;
}
