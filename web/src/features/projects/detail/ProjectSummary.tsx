import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDate, formatDateTime } from "../../../shared/format";

export const ProjectDetailSummary_ProjectFragment = graphql(`
  fragment ProjectDetailSummary_Project on Project {
    id
    code
    name
    client {
      id
      name
    }
    jobCategory {
      id
      name
    }
    workTypeLabel
    startDate
    endDate
    manager {
      id
      name
    }
    statusLabel
    notes
    updatedAt
    updatedBy {
      id
      name
    }
  }
`);

// The targets' ReadOnlyFields is out of this feature's reach (lint zones): a small grid of its own
// until the kit has a read-only twin of the form card.
const useStyles = makeStyles({
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
});

/** The project's fields as text, for a person without targetEdit. */
export function ProjectSummary({
  project,
}: {
  project: FragmentType<typeof ProjectDetailSummary_ProjectFragment>;
}) {
  const styles = useStyles();
  const p = getFragmentData(ProjectDetailSummary_ProjectFragment, project);
  const period = [formatDate(p.startDate), formatDate(p.endDate)].filter(Boolean).join(" 〜 ");
  const items = [
    { label: "プロジェクトコード", value: p.code },
    { label: "プロジェクト名", value: p.name },
    { label: "状態", value: p.statusLabel },
    { label: "発注元", value: p.client?.name },
    { label: "業務区分", value: p.jobCategory?.name },
    { label: "工事種別", value: p.workTypeLabel },
    { label: "期間", value: period },
    { label: "責任者", value: p.manager?.name },
    { label: "備考", value: p.notes },
    {
      label: "最終更新",
      value: [formatDateTime(p.updatedAt), p.updatedBy?.name].filter(Boolean).join(" "),
    },
  ];
  return (
    <section className={styles.card} aria-label="プロジェクト情報">
      <dl className={styles.grid}>
        {items.map((item) => (
          <div key={item.label}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={styles.value}>
              <Text>{item.value || "—"}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
