import type { ReactNode } from "react";
import type { SubmitOutcome } from "./KitForm";

/**
 * What an edit page hands its form component besides the record: passed on to <KitForm> as they
 * are (`<KitForm {...kit} …>`), so each form declares only its own props.
 */
export interface EditFormProps<Output> {
  /** What the record is about, above the fields. */
  header?: ReactNode;
  onSubmit: (output: Output) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  /** Fetches the record again after a conflict. */
  onReload: () => void;
  /** Left of the action bar, e.g. 削除. */
  extraActions?: ReactNode;
}
