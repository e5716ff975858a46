import { Button } from "@fluentui/react-components";
import type { ReactElement, ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState, Page } from "@/shared/page";

/**
 * A page whose record is there but whose work the person may not do (no permission, or the
 * record no longer allows it): why, and the way back to the record.
 */
export function RecordRefused({
  title,
  icon,
  reason,
  backHref,
  backLabel,
  children,
}: {
  title: string;
  icon: ReactElement;
  /** 案件を追加する権限がありません。 */
  reason: string;
  backHref: string;
  backLabel: string;
  /** More words under the reason. */
  children?: ReactNode;
}) {
  return (
    <Page title={title}>
      <EmptyState
        icon={icon}
        title={reason}
        action={
          <Link href={backHref} asChild>
            <Button appearance="primary">{backLabel}</Button>
          </Link>
        }
      >
        {children}
      </EmptyState>
    </Page>
  );
}
