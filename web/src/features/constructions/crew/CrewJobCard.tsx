import { Badge, makeStyles, tokens } from "@fluentui/react-components";
import { Location20Regular } from "@fluentui/react-icons";
import { Link } from "wouter";
import { formatDate } from "../../../shared/format";

// One job on the crew's home: when, where, what, and how far it is — a card a thumb can open.

const useStyles = makeStyles({
  card: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  when: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: {
    display: "flex",
    alignItems: "center",
    minHeight: "44px",
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "none",
    overflowWrap: "anywhere",
    // The whole card opens the job; the map link sits above that (`above`).
    "::after": { content: '""', position: "absolute", inset: 0, borderRadius: "inherit" },
    ":focus-visible": { outlineStyle: "none" },
    ":focus-visible::after": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  facts: {
    display: "grid",
    // Labels 6 characters wide, the value the rest: never a column a character wide.
    gridTemplateColumns: "6em minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalM,
    rowGap: "2px",
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, minWidth: 0, overflowWrap: "anywhere" },
  map: {
    position: "relative",
    zIndex: 1,
    alignSelf: "flex-start",
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    minHeight: "44px",
    color: tokens.colorBrandForegroundLink,
  },
});

export interface CrewJob {
  id: string;
  code: string;
  status: number;
  statusLabel: string;
  workTypeLabel: string;
  scheduledDate?: string | null;
  slot?: string | null;
  building: string;
  unit?: string;
  address?: string;
}

const STATUS_COLOR: Record<number, "brand" | "warning" | "success" | "informative" | "danger"> = {
  3: "brand",
  4: "warning",
  5: "success",
  6: "danger",
  7: "informative",
};

/** A job's card: day and slot with its status, the building as the link, unit, work, map. */
export function CrewJobCard({
  job,
  href,
  mapHref,
}: {
  job: CrewJob;
  href: string;
  mapHref?: string;
}) {
  const styles = useStyles();
  const when = [formatDate(job.scheduledDate), job.slot].filter(Boolean).join(" ") || "日程未定";
  return (
    <li className={styles.card} aria-label={`${job.building} ${when}`}>
      <div className={styles.when}>
        <span>{when}</span>
        <Badge appearance="tint" color={STATUS_COLOR[job.status] ?? "informative"}>
          {job.statusLabel}
        </Badge>
      </div>
      <Link href={href} className={styles.title}>
        {job.building}
      </Link>
      <dl className={styles.facts}>
        {job.unit ? (
          <>
            <dt className={styles.label}>住戸</dt>
            <dd className={styles.value}>{job.unit}</dd>
          </>
        ) : null}
        <dt className={styles.label}>工事種別</dt>
        <dd className={styles.value}>{job.workTypeLabel}</dd>
        <dt className={styles.label}>工事</dt>
        <dd className={styles.value}>{job.code}</dd>
        {job.address ? (
          <>
            <dt className={styles.label}>住所</dt>
            <dd className={styles.value}>{job.address}</dd>
          </>
        ) : null}
      </dl>
      {mapHref ? (
        <a className={styles.map} href={mapHref} target="_blank" rel="noreferrer">
          <Location20Regular aria-hidden />
          地図を開く
        </a>
      ) : null}
    </li>
  );
}
