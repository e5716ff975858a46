import { makeStyles, tokens } from "@fluentui/react-components";
import { formatDate } from "@/shared/format";

const useStyles = makeStyles({
  line: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  item: { display: "flex", gap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, flexShrink: 0, whiteSpace: "nowrap" },
  value: { margin: 0, overflowWrap: "anywhere", fontWeight: tokens.fontWeightSemibold },
});

export interface ConstructionLineProps {
  construction: {
    statusLabel: string;
    scheduledDate?: string | null;
    slot?: string | null;
    team?: { name: string } | null;
    matter?: { target?: { code: string; name: string } | null } | null;
  };
}

/** Where and when the crew measures, in one line (wraps on a phone): 対象物件, 工事予定日, 班, 状態. */
export function ConstructionLine({ construction: c }: ConstructionLineProps) {
  const styles = useStyles();
  const target = c.matter?.target;
  const items = [
    { label: "対象物件", value: target ? `${target.name}（${target.code}）` : "—" },
    {
      label: "工事予定日",
      value: c.scheduledDate ? `${formatDate(c.scheduledDate)} ${c.slot ?? ""}`.trim() : "未定",
    },
    { label: "班", value: c.team?.name ?? "—" },
    { label: "状態", value: c.statusLabel },
  ];
  return (
    <dl className={styles.line} aria-label="工事の概要">
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
