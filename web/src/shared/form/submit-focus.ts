import type { MouseEvent } from "react";

// A form's submit button and submit handler, together (issue #37.5): KitForm and every other form
// of the kit use both.

/**
 * Pressing the submit button does not take the focus from the field being typed in (issue #37.5):
 * leaving it would commit the field, clear its message and move the button up under the pointer
 * before the mouse comes up, and the click, landing beside the button, would be lost.
 */
export const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * Fields commit what was typed when they are left (a date's YYYY/MM/DD, a name's kana): the field
 * still focused at submit (the button kept the focus there, or Enter submitted) is committed first,
 * then keeps the focus.
 */
export function commitFocusedField(form: HTMLFormElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form.contains(active)) return;
  active.blur();
  active.focus({ preventScroll: true });
}
