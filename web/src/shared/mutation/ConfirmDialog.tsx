import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useRef, type ReactNode } from "react";
import { revealTopDialogAfterClose } from "./reveal-dialog";

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ":hover": { backgroundColor: tokens.colorPaletteRedForeground1 },
    ":hover:active": { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

/**
 * The one confirmation of the app: a modal question, the safe answer focused (Enter never deletes
 * by accident), the other one red when it destroys something. `cancelLabel: null` for a notice
 * with a single answer. `advise: "cancel"` when the question has turned out badly meanwhile (the
 * slot filled while it was open): キャンセル becomes the primary answer, the other is still there.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "キャンセル",
  danger = false,
  advise = "confirm",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string | null;
  danger?: boolean;
  advise?: "confirm" | "cancel";
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  // A question asked over another dialog (a bulk change's 完了) gives that dialog back on closing.
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    return closed ? revealTopDialogAfterClose() : undefined;
  }, [open]);
  return (
    <Dialog
      open={open}
      modalType={cancelLabel === null ? "alert" : "modal"}
      onOpenChange={(_, data) => (data.open ? undefined : onCancel())}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {cancelLabel === null ? null : (
              <Button
                type="button"
                appearance={advise === "cancel" ? "primary" : "secondary"}
                autoFocus
                onClick={onCancel}
              >
                {cancelLabel}
              </Button>
            )}
            <Button
              type="button"
              appearance={advise === "cancel" ? "secondary" : "primary"}
              className={danger ? styles.danger : undefined}
              autoFocus={cancelLabel === null}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
