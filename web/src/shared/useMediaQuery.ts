import { useSyncExternalStore } from "react";

// Whether a CSS media query matches now, kept up to date as the window changes. A page that
// cannot fit its table on a phone picks fewer columns with it (CSS alone cannot drop a column
// the table's JavaScript defines).

/** The width at and below which a page shows its phone layout (the shell's drawer collapses too). */
export const NARROW_SCREEN_QUERY = "(max-width: 800px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () =>
      typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** A phone-sized window: ≤ 800 px. */
export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN_QUERY);

/**
 * A phone held upright: under 600 px. Lists show cards instead of a table, the filters fold behind
 * 絞り込み and the menu is a drawer over the page, not a rail beside it.
 */
export const PHONE_QUERY = "(max-width: 599.98px)";

export const usePhone = () => useMediaQuery(PHONE_QUERY);
