import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { ProjectSortField } from "@/gql/graphql";
import { formatDate, formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { matterCountsText } from "./matter-progress";
import { MatterProgress } from "./MatterProgress";
import { TwoLines } from "@/shared/list/TwoLines";
import { listLabel } from "@cfx/domain/fields/define";
import { projectFields as f } from "@cfx/domain/fields/projects";

export const ProjectTable_ProjectFragment = graphql(`
  fragment ProjectTable_Project on Project {
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
    matterCounts {
      status
      statusLabel
      count
    }
    updatedAt
  }
`);

export type ProjectRow = ResultOf<typeof ProjectTable_ProjectFragment>;

const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : "");

/**
 * The columns of プロジェクト一覧: the code leads to the project; the matters column shows their
 * progress by status. Widths are shares (cell padding comes on top), so that the name keeps
 * about a sixth at 1366 px; the work type rides under the name.
 */
export const projectColumns = columnsOf<ProjectRow, ProjectSortField>()([
  {
    id: "code",
    label: "コード",
    value: (p) => p.code,
    sort: "ID",
    width: "8%",
    overflow: "nowrap",
    primary: true,
  },
  {
    id: "name",
    label: "プロジェクト名 / 工事種別",
    value: (p) => `${p.name} ${p.workTypeLabel}`,
    cell: (p) => <TwoLines main={p.name} sub={p.workTypeLabel} />,
    sort: "NAME",
  },
  {
    id: "client",
    label: "発注元 / 業務区分",
    value: (p) => [p.client?.name, p.jobCategory?.name].filter(Boolean).join(" "),
    cell: (p) => <TwoLines main={p.client?.name ?? ""} sub={p.jobCategory?.name} />,
    width: "13%",
  },
  {
    id: "startDate",
    label: listLabel(f.startDate),
    value: (p) => day(p.startDate),
    sort: "START_DATE",
    width: "7.5%",
    overflow: "nowrap",
  },
  {
    id: "endDate",
    label: listLabel(f.endDate),
    value: (p) => day(p.endDate),
    sort: "END_DATE",
    width: "7.5%",
    overflow: "nowrap",
  },
  {
    id: "manager",
    label: listLabel(f.managerUserId),
    value: (p) => p.manager?.name ?? "",
    width: "6.5%",
    overflow: "truncate",
  },
  {
    id: "status",
    label: listLabel(f.status),
    value: (p) => p.statusLabel,
    sort: "STATUS",
    width: "5%",
    overflow: "nowrap",
  },
  {
    id: "matters",
    label: "案件の進捗",
    value: (p) => matterCountsText(p.matterCounts),
    cell: (p) => <MatterProgress counts={p.matterCounts} />,
    width: "11%",
  },
  {
    id: "updatedAt",
    label: "更新日時",
    value: (p) => formatDateTime(p.updatedAt),
    sort: "UPDATED_AT",
    width: "8%",
  },
]);
