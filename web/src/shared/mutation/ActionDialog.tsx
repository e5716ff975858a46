import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import type { FormHTMLAttributes, ReactNode } from "react";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

/**
 * The frame of a dialog that does one thing to what the page shows (a bulk change, a run, a new
 * record): its title, its content stacked, its buttons. Esc and a click outside close it through
 * `onClose`, except while `locked` (a run under way must not be left half done). With `form` the
 * body is that form, so Enter submits it and its submit button works.
 */
export function ActionDialog({
  open,
  title,
  locked = false,
  form,
  children,
  actions,
  onClose,
}: {
  open: boolean;
  title: string;
  locked?: boolean;
  form?: FormHTMLAttributes<HTMLFormElement>;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}) {
  const styles = useStyles();
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={styles.content}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open || locked ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        {form ? <form {...form}>{body}</form> : body}
      </DialogSurface>
    </Dialog>
  );
}
