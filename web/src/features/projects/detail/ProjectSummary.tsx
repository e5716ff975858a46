import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { formatDate, formatDateTime } from "@/shared/format";
import { ReadOnlyFields } from "@/shared/record/ReadOnlyFields";

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

/** The project's fields as text, for a person without targetEdit. */
export function ProjectSummary({
  project,
}: {
  project: FragmentType<typeof ProjectDetailSummary_ProjectFragment>;
}) {
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
  return <ReadOnlyFields label="プロジェクト情報" items={items} />;
}
