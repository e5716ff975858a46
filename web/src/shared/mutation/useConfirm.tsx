import { useCallback, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

/** What the question says: a title, what will happen, and the word of the button that does it. */
export interface ConfirmQuestion {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button: the step destroys or locks something. Default true. */
  danger?: boolean;
}

/**
 * The kit's way to ask before an irreversible step (a completion, a final status, a generation):
 * `await confirm({...})` answers true only when the person chose the confirm button, and the
 * returned `dialog` is the one ConfirmDialog of the app, to be rendered once by the caller (it may
 * ask over another dialog: closing, it gives that dialog back to assistive technology).
 *
 *   const { confirm, dialog } = useConfirm();
 *   if (!(await confirm({ title: "交渉を完了しますか？", message, confirmLabel: "完了する" }))) return;
 */
export function useConfirm(): {
  confirm: (question: ConfirmQuestion) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback(
    (q: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        // A question still open is answered "no" before the next one replaces it.
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(q);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };

  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ""}
      confirmLabel={question?.confirmLabel ?? ""}
      danger={question?.danger ?? true}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      {question?.message}
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
