import { useEffect, useState } from "react";

/** Over this width the drawer opens on resize; at or under it, it collapses to icons (docs/spec.md §9). */
export const DRAWER_BREAKPOINT_PX = 800;
export const RESIZE_DEBOUNCE_MS = 200;

/** Open by default (docs/spec.md §9), except on a screen at or under the breakpoint (a phone on site). */
const openAtStart = () => typeof window === "undefined" || window.innerWidth > DRAWER_BREAKPOINT_PX;

/**
 * Drawer open state: open by default on a wide screen; after a resize settles (debounced), open
 * when the window is wider than the breakpoint and collapsed otherwise. The toggle button may
 * change it in between.
 */
export function useResponsiveDrawer(
  initialOpen = openAtStart(),
): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(initialOpen);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setOpen(window.innerWidth > DRAWER_BREAKPOINT_PX),
        RESIZE_DEBOUNCE_MS,
      );
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return [open, setOpen];
}
