import { useRef, type KeyboardEvent, type RefObject } from "react";

// Fast entry of a column of values (readings on site, quantities): Enter moves to the next field
// of the group, Shift+Enter back, and Enter in the last one goes to `after` (typically 保存) —
// as a spreadsheet does, so a crew types value, Enter, value, Enter… without touching the screen.
// The fields are found in the DOM (marked with ENTER_STOP) so rows added or removed just count.

/** Put `{...{ [ENTER_STOP]: "" }}` on every field that takes part, in visual order. */
export const ENTER_STOP = "data-enter-stop";

export function useEnterNavigation<Group extends HTMLElement = HTMLElement>(
  after?: RefObject<HTMLElement | null>,
) {
  const groupRef = useRef<Group>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An IME still converting owns its Enter (it confirms the conversion).
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const group = groupRef.current;
    if (!group) return;
    const stops = [...group.querySelectorAll<HTMLElement>(`[${ENTER_STOP}]`)].filter(
      (el) => !(el as HTMLInputElement).disabled,
    );
    const at = stops.indexOf(event.currentTarget);
    if (at < 0) return;
    event.preventDefault();
    const next = stops[at + (event.shiftKey ? -1 : 1)];
    if (next) {
      next.focus();
      if (next instanceof HTMLInputElement) next.select();
    } else if (!event.shiftKey) after?.current?.focus();
  };
  return { groupRef, onKeyDown };
}
