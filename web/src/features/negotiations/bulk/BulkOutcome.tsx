import { Button, Link as FluentLink, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { Link } from "wouter";
import { displayCode } from "@/shared/format";
import { RowMessages } from "@/shared/mutation/RowMessages";
import { bulkDoneMessage, type BulkDone, type BulkRefusal } from "./bulk-form";

/** How many dropped matters are named by code; the rest are counted. */
const NAMED = 20;

/** The refusal of the last 一括指示: every refused matter with its reason, nothing applied. */
export function BulkRefusalBar({
  refusal,
  onDeselect,
}: {
  refusal: BulkRefusal;
  /** Takes the refused matters out of the selection and reads the list again. */
  onDeselect?: (() => void) | undefined;
}) {
  return (
    <RowMessages
      intent="error"
      message={refusal.message}
      rows={refusal.matters.map((m) => m.text)}
      rowsLabel="交渉を指示できない案件"
      actions={
        onDeselect && refusal.matters.some((m) => m.matterId) ? (
          <Button onClick={onDeselect}>指示できない案件を選択から外す</Button>
        ) : undefined
      }
    />
  );
}

/** The answer of the last 一括指示 (the alert bar fades): how many, the visits, the way on. */
export function BulkDoneBar({ done, listHref }: { done: BulkDone; listHref: string }) {
  return (
    <MessageBar intent="success" layout="multiline" role="status">
      <MessageBarBody>
        {bulkDoneMessage(done.count)}
        {done.first ? ` 訪問予定：${done.first} 〜 ${done.last}` : ""}{" "}
        <Link href={listHref} asChild>
          <FluentLink>このプロジェクトの交渉一覧へ</FluentLink>
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The matters 交渉指示 on the project page named that this list cannot select. */
export function PreselectionBar({ kept, dropped }: { kept: number; dropped: readonly string[] }) {
  const named = dropped.slice(0, NAMED).map((id) => displayCode("MT", id));
  const rest = dropped.length - named.length;
  return (
    <MessageBar intent={dropped.length > 0 ? "warning" : "info"} layout="multiline" role="status">
      <MessageBarBody>
        {`プロジェクト詳細で選択した${kept + dropped.length}件のうち${kept}件を選択しました。`}
        {dropped.length > 0
          ? `${dropped.length}件は交渉を指示できないため（進行中の交渉がある、または指示できない状態の案件）選択していません：${named.join("、")}${rest > 0 ? ` ほか${rest}件` : ""}`
          : ""}
      </MessageBarBody>
    </MessageBar>
  );
}
