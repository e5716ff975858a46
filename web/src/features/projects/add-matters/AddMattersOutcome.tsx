import { Link as FluentLink, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { Link } from "wouter";
import { displayCode } from "@/shared/format";
import { addMattersMessage } from "../../targets/public";

/** How many skipped targets are named by code; the rest are counted. */
const NAMED = 20;

export interface AddMattersOutcomeValue {
  created: number;
  skippedTargetIds: readonly string[];
}

/**
 * The answer of the last 追加, kept on the page (the alert bar fades): what was created, which
 * targets the project already had (skipped, by code), and the way to the project.
 */
export function AddMattersOutcome({
  projectName,
  projectHref,
  outcome,
}: {
  projectName: string;
  projectHref: string;
  outcome: AddMattersOutcomeValue;
}) {
  const skipped = outcome.skippedTargetIds;
  const named = skipped.slice(0, NAMED).map((id) => displayCode("TA", id));
  const rest = skipped.length - named.length;
  return (
    <MessageBar intent={outcome.created > 0 ? "success" : "warning"} role="status">
      <MessageBarBody>
        {addMattersMessage(projectName, outcome.created, skipped.length)}
        {named.length > 0
          ? ` 登録済み：${named.join("、")}${rest > 0 ? ` ほか${rest}件` : ""}`
          : ""}{" "}
        <Link href={projectHref} asChild>
          <FluentLink>プロジェクト詳細へ</FluentLink>
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
