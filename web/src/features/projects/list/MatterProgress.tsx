import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import {
  MATTER_STATUS_COLORS,
  MATTER_STATUS_LEGEND,
  matterCountsText,
  matterTotal,
  type MatterCount,
} from "./matter-progress";

const useStyles = makeStyles({
  cell: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, minWidth: 0 },
  bar: {
    display: "flex",
    flexGrow: 1,
    minWidth: "48px",
    height: "10px",
    borderRadius: tokens.borderRadiusSmall,
    overflow: "hidden",
    backgroundColor: tokens.colorNeutralBackground5,
  },
  total: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  legend: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: "none",
    color: tokens.colorNeutralForeground2,
  },
  item: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  swatch: { width: "10px", height: "10px", borderRadius: tokens.borderRadiusSmall },
});

/**
 * A project's matters by status as one stacked bar and the total. The bar is an image whose name
 * (and tooltip) lists the counts, so a screen reader hears what the colours show.
 */
export function MatterProgress({ counts }: { counts: readonly MatterCount[] }) {
  const styles = useStyles();
  const text = matterCountsText(counts);
  const total = matterTotal(counts);
  return (
    <span className={styles.cell}>
      <span className={styles.bar} role="img" aria-label={text} title={text}>
        {counts
          .filter((c) => c.count > 0)
          .map((c) => (
            <span
              key={c.status}
              style={{
                flexGrow: c.count,
                backgroundColor: MATTER_STATUS_COLORS[c.status] ?? tokens.colorNeutralStroke1,
              }}
            />
          ))}
      </span>
      <Caption1 className={styles.total} aria-hidden>
        {total}件
      </Caption1>
    </span>
  );
}

/** What the bars' colours mean (the same colours on every row). */
export function MatterProgressLegend() {
  const styles = useStyles();
  return (
    <ul className={styles.legend} aria-label="案件の状態の色">
      {MATTER_STATUS_LEGEND.map((l) => (
        <li key={l.status} className={styles.item}>
          <span className={styles.swatch} style={{ backgroundColor: l.color }} />
          <Caption1>{l.label}</Caption1>
        </li>
      ))}
    </ul>
  );
}
