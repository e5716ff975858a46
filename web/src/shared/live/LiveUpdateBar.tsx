import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from "@fluentui/react-components";
import { ArrowClockwise20Regular } from "@fluentui/react-icons";
import { OTHERS_UPDATED, RELOAD_LABEL } from "../form/edit-dialogs";
import type { LiveChanges } from "./useLiveChanges";

/** When only the connection was lost: nothing is known to have changed, but it may have. */
export const MAYBE_UPDATED = "接続が途切れていた間に、他のユーザーが更新した可能性があります。";

const useStyles = makeStyles({
  // Reserves no room while empty: the region is there so that its content is announced.
  region: { display: "contents" },
  bar: { marginBottom: tokens.spacingVerticalM },
});

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
  const styles = useStyles();
  const known = live.changed.size > 0;
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {live.stale ? (
        <MessageBar intent="warning" className={styles.bar} layout="multiline">
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
