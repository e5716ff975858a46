import { makeStyles, tokens } from "@fluentui/react-components";
import { Warning16Filled } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { formatDate } from "@/shared/format";
import { jstIsoDate } from "@/shared/form/normalize";
import { targetDetailEditPath, targetEditPath } from "../../targets/paths";
import { projectDetailPath } from "../paths";
import { isMatterOverdue } from "@cfx/domain/workflows";
import { AppLink } from "@/shared/record/AppLink";
import { FactsGrid } from "@/shared/record/FactsGrid";

export const MatterFacts_MatterFragment = graphql(`
  fragment MatterFacts_Matter on Matter {
    id
    project {
      id
      code
      name
    }
    projectId
    target {
      id
      code
      name
    }
    targetId
    targetDetail {
      id
      code
      roomNumber
    }
    workTypeLabel
    status
    statusLabel
    statusBeforeHoldLabel
    dueDate
    assignee {
      id
      name
    }
    notes
  }
`);

const useStyles = makeStyles({
  overdue: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    marginLeft: tokens.spacingHorizontalS,
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * What the matter is about and where it stands, as text with links to its project, target and
 * unit: the head of the edit form, or with `full` (assignee, notes) the whole read-only view.
 */
export function MatterFacts({
  matter,
  full = false,
}: {
  matter: FragmentType<typeof MatterFacts_MatterFragment>;
  full?: boolean;
}) {
  const styles = useStyles();
  const m = getFragmentData(MatterFacts_MatterFragment, matter);
  const overdue = isMatterOverdue(m, jstIsoDate());
  const items: { label: string; value: ReactNode }[] = [
    {
      label: "プロジェクト",
      value: (
        <AppLink href={projectDetailPath(m.projectId)}>
          {m.project ? `${m.project.code} ${m.project.name}` : m.projectId}
        </AppLink>
      ),
    },
    {
      label: "対象物件",
      value: (
        <AppLink href={targetEditPath(m.targetId)}>
          {m.target ? `${m.target.code} ${m.target.name}` : m.targetId}
        </AppLink>
      ),
    },
    {
      label: "住戸",
      value: m.targetDetail ? (
        <AppLink href={targetDetailEditPath(m.targetDetail.id)}>
          {[m.targetDetail.code, m.targetDetail.roomNumber].filter(Boolean).join(" ")}
        </AppLink>
      ) : (
        "物件全体"
      ),
    },
    { label: "工事種別", value: m.workTypeLabel },
    {
      label: "ステータス",
      value: m.statusBeforeHoldLabel
        ? `${m.statusLabel}（保留前：${m.statusBeforeHoldLabel}）`
        : m.statusLabel,
    },
    {
      label: "期限",
      value: (
        <>
          {m.dueDate ? formatDate(m.dueDate) : "—"}
          {overdue ? (
            <span className={styles.overdue}>
              <Warning16Filled aria-hidden />
              期限切れ
            </span>
          ) : null}
        </>
      ),
    },
    ...(full
      ? [
          { label: "担当者", value: m.assignee?.name ?? "未割当" },
          { label: "備考", value: m.notes || "—" },
        ]
      : []),
  ];
  return <FactsGrid label="案件の概要" items={items} />;
}
