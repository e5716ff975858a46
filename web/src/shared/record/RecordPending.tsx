import { Button, Spinner } from "@fluentui/react-components";
import { LockClosed24Regular } from "@fluentui/react-icons";
import type { ReactElement } from "react";
import { Link } from "wouter";
import { EmptyState, Page } from "../page";
import { FORBIDDEN_MESSAGE } from "../result-alert";

/**
 * Why a record is not there once its query answered: `true` it does not exist, "forbidden" the
 * server refused the caller (FORBIDDEN), `false` still loading.
 */
export type RecordMissing = boolean | "forbidden";

/**
 * An edit page before its record is there: a spinner while it loads; once the answer came without
 * it, "not found" — or the permission message when the server refused the caller (a refusal is
 * never named "not found", issue #37.18) — with the way back to its list.
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
  missing: RecordMissing;
  icon: ReactElement;
  /** 該当する対象物件が見つかりません */
  missingTitle: string;
  backHref: string;
  /** 対象物件一覧へ戻る */
  backLabel: string;
}) {
  const forbidden = missing === "forbidden";
  return (
    <Page title={title}>
      {missing ? (
        <EmptyState
          icon={forbidden ? <LockClosed24Regular /> : icon}
          title={forbidden ? FORBIDDEN_MESSAGE : missingTitle}
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
