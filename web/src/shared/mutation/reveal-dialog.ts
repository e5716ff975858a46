// A Fluent dialog opened over another one leaves the lower one marked aria-hidden once it closes
// (tabster's modalizer does not clean up: microsoft/fluentui#35985, closed "won't fix"). The lower
// dialog is then the one on screen, but a screen reader — and a browser test going by roles —
// can no longer read it: the refusals a bulk change lists after its 完了 question, for one.

/** The top open dialog is never hidden from assistive technology. */
export function revealTopDialog(doc: Document = document): void {
  const open = doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const top = open[open.length - 1];
  if (top?.getAttribute("aria-hidden") === "true") top.removeAttribute("aria-hidden");
}

/**
 * After a dialog closed: checks again while its exit animation runs and it leaves the page (the
 * stale mark appears only then). Returns a cancel for an effect's cleanup.
 */
export function revealTopDialogAfterClose(): () => void {
  const timers = [50, 250, 600].map((ms) => setTimeout(() => revealTopDialog(), ms));
  return () => timers.forEach(clearTimeout);
}
