import { useState, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import {
  changedValues,
  conflictRows,
  forgetConflict,
  keepForReload,
  keptForReload,
  showFields,
} from "./conflict";
import { ConflictDialog } from "./ConflictDialog";

/**
 * A stale save's choice for a KitForm (issue #37.15). `keep(form)` on the 409, before the page
 * loads the latest record: what was typed is kept, and the form of the new version (a new
 * version remounts the form) shows both and lets the person keep theirs or take the latest.
 */
export function useConflictChoice<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  label: string,
): {
  formRef: (element: HTMLFormElement | null) => void;
  keep: (element: HTMLFormElement) => void;
  dialog: ReactNode;
} {
  const key = `${location.pathname}#${label}`;
  const [formElement, formRef] = useState<HTMLFormElement | null>(null);
  const [snapshot, setSnapshot] = useState(() => keptForReload(key));
  const rows =
    snapshot && formElement
      ? conflictRows(snapshot, showFields(formElement, form.getValues() as Record<string, unknown>))
      : null;
  const close = () => {
    forgetConflict(key);
    setSnapshot(undefined);
  };
  const keepMine = () => {
    for (const [name, value] of Object.entries(snapshot?.mine ?? {}))
      form.setValue(name as Path<Values>, value as never, { shouldDirty: true });
    close();
  };
  const keep = (element: HTMLFormElement) => {
    const typed = form.getValues() as Record<string, unknown>;
    keepForReload(key, {
      mine: changedValues(typed, form.formState.defaultValues as Record<string, unknown>),
      shown: showFields(element, typed),
    });
  };
  return {
    formRef,
    keep,
    dialog: <ConflictDialog rows={rows} onKeepMine={keepMine} onTakeLatest={close} />,
  };
}
