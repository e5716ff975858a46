import {
  Button,
  FluentProvider,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
} from "@fluentui/react-components";
import { theme } from "./App";

/** Shown when the deployment's settings cannot be loaded: nothing else can work without them. */
export function StartupError() {
  return (
    <FluentProvider
      theme={theme}
      style={{ minHeight: "100vh", padding: 24, boxSizing: "border-box" }}
    >
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>エラー</MessageBarTitle>
          設定を読み込めませんでした。しばらくしてから再読み込みしてください。
        </MessageBarBody>
      </MessageBar>
      <Button
        style={{ marginTop: 16 }}
        appearance="primary"
        onClick={() => window.location.reload()}
      >
        再読み込み
      </Button>
    </FluentProvider>
  );
}
