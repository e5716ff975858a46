import { MessageBar, MessageBarBody } from "@fluentui/react-components";
import { CONFLICT_MESSAGE, RELOAD_LABEL } from "../form/edit-dialogs";
import { ConfirmDialog } from "../mutation/ConfirmDialog";
import { DeleteAction } from "./DeleteAction";
import type { RecordDeleteControl } from "./useRecordDelete";

/**
 * 削除 with its confirmation, and 再読み込み when the record changed since it was read. Confirming
 * deletes the record named by `variables` (its id and the version the page read).
 */
export function RecordDelete<Variables>({
  what,
  control,
  variables,
  onReload,
}: {
  /** Names the record in the question: プロジェクト → プロジェクトを削除します。 */
  what: string;
  control: RecordDeleteControl<Variables>;
  variables: Variables;
  onReload: () => void;
}) {
  return (
    <>
      <DeleteAction
        what={what}
        open={control.open}
        onOpenChange={control.setOpen}
        onConfirm={() => void control.remove(variables)}
      />
      <ConfirmDialog
        open={control.conflict}
        title="削除できませんでした"
        confirmLabel={RELOAD_LABEL}
        cancelLabel={null}
        onConfirm={() => {
          control.closeConflict();
          onReload();
        }}
        onCancel={control.closeConflict}
      >
        {CONFLICT_MESSAGE}
      </ConfirmDialog>
    </>
  );
}

/** The API's refusal of a deletion, word for word, above the record. */
export function RefusalBar({ message }: { message: string | null }) {
  return message ? (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  ) : null;
}
