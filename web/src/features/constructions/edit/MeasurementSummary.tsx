import { Button } from "@fluentui/react-components";
import { DataHistogram20Regular } from "@fluentui/react-icons";
import { Link } from "wouter";
import { Section } from "@/shared/record/Section";

/**
 * 測定 of 工事編集: how many readings there are and, before 完了, which ones still block it; the
 * readings themselves are typed on 測定値編集 (`editHref`).
 */
export function MeasurementSummary({
  count,
  blockers,
  editHref,
}: {
  count: number;
  /** completionBlockers: the readings missing or failed. */
  blockers: readonly string[];
  editHref: string;
}) {
  return (
    <Section
      title={`測定（${count}件）`}
      actions={
        <Link href={editHref} asChild>
          <Button as="a" icon={<DataHistogram20Regular />}>
            測定値編集
          </Button>
        </Link>
      }
    >
      {blockers.length ? (
        <ul aria-label="完了の条件を満たしていない測定">
          {blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : (
        <span role="status">
          {count ? "すべての測定が合格しています" : "測定の対象はありません"}
        </span>
      )}
    </Section>
  );
}
