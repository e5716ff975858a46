import { Button, makeStyles, shorthands, tokens } from "@fluentui/react-components";
import { Delete20Regular } from "@fluentui/react-icons";
import { ConfirmDialog } from "../mutation/ConfirmDialog";

const useStyles = makeStyles({
  danger: {
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    ":hover": {
      color: tokens.colorPaletteRedForeground2,
      ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    },
  },
});

/** 削除 and its confirmation (the kit's ConfirmDialog); `what` names the record in the question. */
export function DeleteAction({
  what,
  label = "削除",
  open,
  onOpenChange,
  onConfirm,
}: {
  what: string;
  label?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const styles = useStyles();
  return (
    <>
      <Button
        type="button"
        appearance="outline"
        className={styles.danger}
        icon={<Delete20Regular />}
        onClick={() => onOpenChange(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${what}の削除`}
        confirmLabel="削除"
        danger
        onConfirm={() => {
          onOpenChange(false);
          onConfirm();
        }}
        onCancel={() => onOpenChange(false)}
      >
        {what}を削除します。よろしいですか？
      </ConfirmDialog>
    </>
  );
}

/**
 * What a form that only takes props gets from its page to offer 削除: the page owns the dialog's
 * state and the call; no `onDelete` (a new record, one's own account) means no 削除.
 */
export interface DeletableProps {
  onDelete?: () => void;
  deleteDialogOpen?: boolean;
  onDeleteDialogChange?: (open: boolean) => void;
}

/** DeleteAction for such a form's action bar; nothing when the page offers no deletion. */
export function FormDeleteAction({
  what,
  onDelete,
  deleteDialogOpen = false,
  onDeleteDialogChange,
}: DeletableProps & { what: string }) {
  return onDelete ? (
    <DeleteAction
      what={what}
      open={deleteDialogOpen}
      onOpenChange={(open) => onDeleteDialogChange?.(open)}
      onConfirm={onDelete}
    />
  ) : null;
}
