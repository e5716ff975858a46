import { Button, Spinner } from "@fluentui/react-components";
import type { ReactElement } from "react";
import { Link } from "wouter";
import { EmptyState, Page } from "../page";

/**
 * An edit page before its record is there: a spinner while it loads, and once the answer came
 * without it, "not found" with the way back to its list.
 */
export function RecordPending({
  title,
  missing,
  icon,
  missingTitle,
  backHref,
  backLabel,
}: {
  /** The page's title (対象物件編集). */
  title: string;
  missing: boolean;
  icon: ReactElement;
  /** 該当する対象物件が見つかりません */
  missingTitle: string;
  backHref: string;
  /** 対象物件一覧へ戻る */
  backLabel: string;
}) {
  return (
    <Page title={title}>
      {missing ? (
        <EmptyState
          icon={icon}
          title={missingTitle}
          action={
            <Link href={backHref} asChild>
              <Button appearance="primary">{backLabel}</Button>
            </Link>
          }
        />
      ) : (
        <Spinner label="読み込み中…" />
      )}
    </Page>
  );
}
