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
  show,
  detail,
  onReload,
}: {
  show: boolean;
  /** What changed, when more than the record itself (e.g. 「この一覧の3件」). */
  detail?: string | undefined;
  onReload: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {show ? (
        <MessageBar intent="warning" className={styles.bar} layout="multiline">
          <MessageBarBody>
            {OTHERS_UPDATED}
            {detail ?? ""}
          </MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" icon={<ArrowClockwise20Regular />} onClick={onReload}>
              {RELOAD_LABEL}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );
}
