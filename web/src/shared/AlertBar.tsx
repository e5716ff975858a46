import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from "@fluentui/react-components";
import { Dismiss20Regular } from "@fluentui/react-icons";
import { useInformation, useInformationActions, type AlertType } from "./information";

const TITLES: Record<AlertType, string> = {
  error: "エラー",
  warning: "警告",
  info: "お知らせ",
  success: "完了",
};

const useStyles = makeStyles({
  bar: { paddingLeft: tokens.spacingHorizontalL, paddingRight: tokens.spacingHorizontalL },
  body: { whiteSpace: "pre-wrap" },
});

/** The dismissible alert under the top bar (docs/spec.md §2): one message, error/warning/info/success. */
export function AlertBar() {
  const styles = useStyles();
  const { isAlerting, alertType, alertMessage } = useInformation();
  const { closeAlert } = useInformationActions();
  if (!isAlerting || !alertMessage) return null;
  return (
    <MessageBar
      className={styles.bar}
      intent={alertType}
      layout="multiline"
      shape="square"
      data-testid="alert-bar"
      // Errors interrupt; the rest is announced politely.
      politeness={alertType === "error" ? "assertive" : "polite"}
    >
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{TITLES[alertType]}</MessageBarTitle>
        {alertMessage}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="閉じる"
            title="閉じる"
            icon={<Dismiss20Regular />}
            onClick={closeAlert}
          />
        }
      />
    </MessageBar>
  );
}
