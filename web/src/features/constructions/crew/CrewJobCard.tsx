import { Badge, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { Location20Regular } from "@fluentui/react-icons";
import { Link } from "wouter";
import { useCardStyles } from "@/shared/list/card-styles";
import { dayOf } from "../crew-and-day";

// One job on the crew's home: when, where, what, and how far it is — a card a thumb can open.

const useStyles = makeStyles({
  when: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  map: {
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
  const cards = useCardStyles();
  const when = dayOf(job) || "日程未定";
  return (
    <li className={cards.card} aria-label={`${job.building} ${when}`}>
      <div className={styles.when}>
        <span>{when}</span>
        <Badge appearance="tint" color={STATUS_COLOR[job.status] ?? "informative"}>
          {job.statusLabel}
        </Badge>
      </div>
      <Link href={href} className={mergeClasses(cards.cardLink, styles.title)}>
        {job.building}
      </Link>
      <dl className={cards.fields}>
        {job.unit ? (
          <>
            <dt className={cards.label}>住戸</dt>
            <dd className={cards.value}>{job.unit}</dd>
          </>
        ) : null}
        <dt className={cards.label}>工事種別</dt>
        <dd className={cards.value}>{job.workTypeLabel}</dd>
        <dt className={cards.label}>工事</dt>
        <dd className={cards.value}>{job.code}</dd>
        {job.address ? (
          <>
            <dt className={cards.label}>住所</dt>
            <dd className={cards.value}>{job.address}</dd>
          </>
        ) : null}
      </dl>
      {mapHref ? (
        <a
          className={mergeClasses(cards.above, styles.map)}
          href={mapHref}
          target="_blank"
          rel="noreferrer"
        >
          <Location20Regular aria-hidden />
          地図を開く
        </a>
      ) : null}
    </li>
  );
}
