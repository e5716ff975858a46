import { Badge, makeStyles, tokens } from "@fluentui/react-components";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { ConstructionSortField } from "@/gql/graphql";
import { formatDate, shortAddress } from "@/shared/format";
import { columnsOf, type Column } from "@/shared/list/columns";
import { TwoLines } from "@/shared/list/TwoLines";
import { dayOf } from "../crew-and-day";
import { listLabel } from "@cfx/domain/fields/define";
import { constructionFields as f } from "@cfx/domain/fields/constructions";

export const ConstructionTable_ConstructionFragment = graphql(`
  fragment ConstructionTable_Construction on Construction {
    id
    code
    status
    statusLabel
    workTypeLabel
    scheduledDate
    slot
    associateCompany {
      id
      name
    }
    team {
      id
      name
    }
    instructedByUser {
      id
      name
    }
    measurements {
      id
      passed
      judgement
    }
    matter {
      id
      target {
        id
        code
        name
        city
        town
        street
      }
    }
  }
`);

export type ConstructionRow = ResultOf<typeof ConstructionTable_ConstructionFragment>;

const useStyles = makeStyles({
  line: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
  },
});

/** Readings judged and failed (a reading without a threshold is not judged, so not failed). */
export const failedCount = (row: Pick<ConstructionRow, "measurements">) =>
  row.measurements.filter((m) => m.judgement !== null && m.judgement !== undefined && !m.passed)
    .length;

/** `2026-11-26 午前`, or nothing while no day is booked. */
export const scheduleText = (row: Pick<ConstructionRow, "scheduledDate" | "slot">) => dayOf(row);

/** 不合格 in words (not only in colour), with the count; nothing when every reading passed. */
function Failed({ row }: { row: ConstructionRow }) {
  const styles = useStyles();
  const count = failedCount(row);
  if (!count) return null;
  return (
    <span className={styles.line}>
      <Badge appearance="tint" color="danger">
        {`不合格 ${count}件`}
      </Badge>
    </span>
  );
}

const target = (c: ConstructionRow) => c.matter?.target;
const targetText = (c: ConstructionRow) =>
  [target(c)?.code, target(c)?.name, shortAddress(target(c))].filter(Boolean).join(" ");
const companyText = (c: ConstructionRow) =>
  [c.associateCompany?.name, c.team?.name].filter(Boolean).join(" ");
const measuredText = (c: ConstructionRow) => {
  const count = failedCount(c);
  return count ? `不合格 ${count}件` : "";
};

const code: Column<ConstructionRow, ConstructionSortField> = {
  id: "code",
  label: "工事",
  value: (c) => c.code,
  sort: "ID",
  width: "9rem",
  overflow: "nowrap",
  primary: true,
};
const status: Column<ConstructionRow, ConstructionSortField> = {
  id: "status",
  label: listLabel(f.status),
  value: (c) => c.statusLabel,
  sort: "STATUS",
  width: "6rem",
};
const schedule: Column<ConstructionRow, ConstructionSortField> = {
  id: "schedule",
  label: listLabel(f.scheduledDate),
  value: scheduleText,
  cell: (c) => <TwoLines main={formatDate(c.scheduledDate)} sub={c.slot} />,
  sort: "SCHEDULED_DATE",
  width: "8rem",
};
const targetColumn: Column<ConstructionRow, ConstructionSortField> = {
  id: "target",
  label: "対象物件",
  value: targetText,
  cell: (c) => (
    <TwoLines
      main={[target(c)?.code, target(c)?.name].filter(Boolean).join(" ")}
      sub={shortAddress(target(c))}
    />
  ),
};

/**
 * The columns of 工事確認一覧 at office width: the code leads to 工事編集, the day with its slot,
 * who does it, where, what, whether a reading failed and who dispatched it.
 */
export const constructionColumns = columnsOf<ConstructionRow, ConstructionSortField>()([
  code,
  status,
  schedule,
  {
    id: "company",
    label: "協力会社 / 班",
    value: companyText,
    cell: (c) => <TwoLines main={c.associateCompany?.name ?? ""} sub={c.team?.name} />,
    width: "14%",
  },
  targetColumn,
  { id: "workType", label: listLabel(f.workType), value: (c) => c.workTypeLabel, width: "7rem" },
  {
    id: "measurements",
    label: "測定",
    value: measuredText,
    cell: (c) => <Failed row={c} />,
    width: "7rem",
  },
  {
    id: "instructedBy",
    label: listLabel(f.instructedBy),
    value: (c) => c.instructedByUser?.name ?? "",
    width: "8%",
    overflow: "truncate",
    // Who sent the job is the office's business, not the crew's on site.
    card: false,
  },
]);

/**
 * On a narrow screen (600–800 px, a phone on its side) the key columns only: the code with its status, the day, and the target
 * with a failed reading under it — what a crew needs to pick its next job.
 */
export const narrowConstructionColumns = columnsOf<ConstructionRow, ConstructionSortField>()([
  {
    ...code,
    width: "7.5rem",
    overflow: "wrap",
    value: (c) => `${c.code} ${c.statusLabel}`,
    cell: (c) => <TwoLines main={c.code} sub={c.statusLabel} />,
  },
  { ...schedule, width: "6.5rem" },
  {
    ...targetColumn,
    value: (c) => [targetText(c), measuredText(c)].filter(Boolean).join(" "),
    cell: (c) => (
      <>
        <TwoLines main={target(c)?.name ?? ""} sub={shortAddress(target(c))} />
        <Failed row={c} />
      </>
    ),
  },
]);
