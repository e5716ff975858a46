import { DocumentSearch24Regular } from "@fluentui/react-icons";
import { EmptyState, Page } from "./page";

export const PLACEHOLDER_MESSAGE = "この画面は準備中です";

/** A page whose content a later issue builds: its Japanese title and an empty state. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState icon={<DocumentSearch24Regular />} title={PLACEHOLDER_MESSAGE}>
        表示できる内容はまだありません。
      </EmptyState>
    </Page>
  );
}
