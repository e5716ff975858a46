import { makeStyles, tokens } from "@fluentui/react-components";
import { Warning16Filled } from "@fluentui/react-icons";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { formatDate } from "@/shared/format";
import { jstIsoDate } from "@/shared/form/normalize";
import { isMatterOverdue } from "@cfx/domain/workflows";
import { FactsGrid, type Fact } from "@/shared/record/FactsGrid";
import { MatterPlace_MatterFragment, matterPlaceFacts } from "./matter-place";

export const MatterFacts_MatterFragment = graphql(`
  fragment MatterFacts_Matter on Matter {
    id
    ...MatterPlace_Matter
    status
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
  const place = getFragmentData(MatterPlace_MatterFragment, m);
  const items: Fact[] = [
    ...matterPlaceFacts(m, { address: false }),
    { label: "工事種別", value: place.workTypeLabel },
    {
      label: "ステータス",
      value: m.statusBeforeHoldLabel
        ? `${place.statusLabel}（保留前：${m.statusBeforeHoldLabel}）`
        : place.statusLabel,
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
