import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../mutation/ConfirmDialog";
import { useNavigationGuard } from "./navigation-guard";

/** Someone else saved the record: the words of the 409 dialog and of the live bar (issue #40). */
export const OTHERS_UPDATED = "他のユーザーが更新しました。";
/** The one answer to it: read the record again. */
export const RELOAD_LABEL = "再読み込み";
export const CONFLICT_MESSAGE = `${OTHERS_UPDATED}再読み込みしてください`;
export const UNSAVED_MESSAGE = "入力内容が保存されていません。このページを離れてもよろしいですか？";

/**
 * The two questions of every edit page: a save refused because someone saved first (409: load
 * the record again) and leaving with changes not saved (the navigation guard). KitForm asks them
 * for its form; a page that edits without one (the measurements' table) asks them the same way.
 * Call it before any early return: it holds the guard. Render `dialogs` on the page.
 */
export function useEditDialogs(options: {
  /** Changes not saved: leaving asks first. */
  dirty: boolean;
  /** 再読み込み after a conflict: forget what was typed and fetch the record again. */
  onReload: () => void;
  /** 破棄して移動: forget what was typed (the page is left right after). */
  onDiscard: () => void;
}): { showConflict: () => void; dialogs: ReactNode } {
  const { dirty, onReload, onDiscard } = options;
  const [conflict, setConflict] = useState(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  useNavigationGuard(dirty, (proceed) => setPendingLeave(() => proceed));
  const dialogs = (
    <>
      <ConfirmDialog
        open={conflict}
        title="更新できませんでした"
        confirmLabel={RELOAD_LABEL}
        cancelLabel={null}
        onConfirm={() => {
          setConflict(false);
          onReload();
        }}
        onCancel={() => setConflict(false)}
      >
        {CONFLICT_MESSAGE}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingLeave !== null}
        title="変更が保存されていません"
        confirmLabel="破棄して移動"
        cancelLabel="このページに留まる"
        danger
        onConfirm={() => {
          const proceed = pendingLeave;
          setPendingLeave(null);
          onDiscard();
          proceed?.();
        }}
        onCancel={() => setPendingLeave(null)}
      >
        {UNSAVED_MESSAGE}
      </ConfirmDialog>
    </>
  );
  return { showConflict: () => setConflict(true), dialogs };
}
