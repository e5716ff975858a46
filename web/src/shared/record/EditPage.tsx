import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { ReactElement, ReactNode } from "react";
import { HistoryPanel } from "@/shared/history/HistoryPanel";
import { LiveUpdateBar } from "@/shared/live/LiveUpdateBar";
import type { LiveChanges } from "@/shared/live/useLiveChanges";
import { Page } from "@/shared/page";
import { RefusalBar } from "./RecordDelete";
import { RecordPending, type RecordMissing } from "./RecordPending";
import { RecordRefused } from "./RecordRefused";

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", minWidth: 0 },
  // Blocks of a record (form, sections, history) stand apart; a single working area sits closer.
  wide: { gap: tokens.spacingVerticalXXL },
  close: { gap: tokens.spacingVerticalL },
});

/** What RecordPending says until the record is there (its title is the page's while loading). */
export interface EditPagePending {
  title: string;
  icon: ReactElement;
  missingTitle: string;
  backHref: string;
  backLabel: string;
}

/** Why the page's work may not be done on this record, and the way back to it. */
export interface EditPageRefusal {
  reason: string;
  /** More words under the reason. */
  detail?: string;
  backHref: string;
  backLabel: string;
}

/**
 * The frame every edit page repeated by hand (issue #41): RecordPending until `record` is there
 * (spinner, not found, or not allowed), then the page with the live-update bar, the API's refusal
 * of a deletion, the page's own blocks (`children`, given the record once it is there) and the
 * record's history last — or, when `refused` says so, why the person may not do the page's work. The form, its save and 409 are KitForm's; 削除 is useRecordDelete's
 * (its `refusal` goes here). `dialogs` (confirmations) follow the blocks.
 *
 * Hooks stay in the page above it: `children` is only called once the record is there.
 */
export function EditPage<Shown>({
  record,
  missing,
  pending,
  title,
  actions,
  touch = false,
  gap = "wide",
  className,
  refused,
  live,
  refusal = null,
  history,
  dialogs,
  children,
}: {
  record: Shown | null | undefined;
  missing: RecordMissing;
  pending: EditPagePending;
  /** The title once the record is there (often with its code: 工事編集（CN…）). */
  title: string | ((record: Shown) => string);
  actions?: (record: Shown) => ReactNode;
  /** Used on site from a phone (Page's touch). */
  touch?: boolean;
  gap?: "wide" | "close";
  /** More of the blocks' container's style (e.g. narrower forms on a phone). */
  className?: string;
  /** The record is there but not for this person or not in this state (the page's title stays). */
  refused?: (record: Shown) => EditPageRefusal | null;
  /** The record's live changes (useLiveChanges): 他のユーザーが更新しました with 再読み込み. */
  live?: LiveChanges;
  /** Why the API refused to delete the record, word for word (useRecordDelete's refusal). */
  refusal?: string | null;
  /** The record's history (useRecordHistory); none for a page without one. */
  history?: Parameters<typeof HistoryPanel>[0];
  dialogs?: ReactNode;
  children: (record: Shown) => ReactNode;
}) {
  const styles = useStyles();
  if (record === null || record === undefined)
    return <RecordPending {...pending} missing={missing} />;
  const pageTitle = typeof title === "function" ? title(record) : title;
  const refusedBy = refused?.(record);
  if (refusedBy) {
    const { reason, detail, backHref, backLabel } = refusedBy;
    return (
      <RecordRefused
        title={pageTitle}
        icon={pending.icon}
        reason={reason}
        backHref={backHref}
        backLabel={backLabel}
      >
        {detail}
      </RecordRefused>
    );
  }
  return (
    <Page title={pageTitle} actions={actions?.(record)} touch={touch}>
      {live ? <LiveUpdateBar live={live} /> : null}
      <div className={mergeClasses(styles.stack, styles[gap], className)}>
        <RefusalBar message={refusal} />
        {children(record)}
        {history ? <HistoryPanel {...history} /> : null}
      </div>
      {dialogs}
    </Page>
  );
}
