import { Button, MessageBar, MessageBarActions, MessageBarBody } from "@fluentui/react-components";
import { ArrowClockwise20Regular } from "@fluentui/react-icons";
import { OTHERS_UPDATED, RELOAD_LABEL } from "../form/edit-dialogs";
import { useVisuallyHiddenStyles } from "../visually-hidden";
import type { LiveChanges } from "./useLiveChanges";

/** When only the connection was lost: nothing is known to have changed, but it may have. */
export const MAYBE_UPDATED = "接続が途切れていた間に、他のユーザーが更新した可能性があります。";

/**
 * 「他のユーザーが更新しました。」 with 再読み込み (issue #40): the words and the answer of the 409
 * dialog (edit-dialogs.tsx), shown as soon as the change arrives instead of at save time. The
 * region is polite: it is announced without taking the person away from what they type.
 */
export function LiveUpdateBar({
  live,
  detail,
}: {
  live: Pick<LiveChanges, "stale" | "changed" | "reload">;
  /** What changed, when more than the record itself (e.g. 「（この一覧の3件）」). */
  detail?: string | undefined;
}) {
  const hidden = useVisuallyHiddenStyles();
  const known = live.changed.size > 0;
  return (
    // The live region is always there (one added with its text is not announced); while empty it
    // is out of the flow, so the page's layout has no gap for it.
    <div
      className={live.stale ? undefined : hidden.hidden}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {live.stale ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {known ? `${OTHERS_UPDATED}${detail ?? ""}` : MAYBE_UPDATED}
          </MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" icon={<ArrowClockwise20Regular />} onClick={live.reload}>
              {RELOAD_LABEL}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );
}
