import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TargetMattersTable_MatterFragment as Matter } from "@/gql/graphql";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { listLabel } from "@cfx/domain/fields/define";
import { matterFields as f } from "@cfx/domain/fields/projects";

export const TargetMattersTable_MatterFragment = graphql(`
  fragment TargetMattersTable_Matter on Matter {
    id
    code
    project {
      id
      name
    }
    statusLabel
    assignee {
      id
      name
    }
    dueDate
  }
`);

const columns = columnsOf<Matter>()([
  { id: "code", label: "案件コード", value: (m) => m.code, width: "10rem" },
  { id: "project", label: listLabel(f.projectId), value: (m) => m.project?.name ?? "" },
  { id: "status", label: listLabel(f.status), value: (m) => m.statusLabel, width: "8rem" },
  {
    id: "assignee",
    label: listLabel(f.assigneeUserId),
    value: (m) => m.assignee?.name ?? "",
    width: "9rem",
  },
  { id: "due", label: listLabel(f.dueDate), value: (m) => formatDate(m.dueDate), width: "8rem" },
]);

/** The matters of the target with their project and status (read here; edited on the project). */
export function TargetMattersTable({
  matters,
}: {
  matters: readonly FragmentType<typeof TargetMattersTable_MatterFragment>[];
}) {
  const rows = getFragmentData(TargetMattersTable_MatterFragment, matters);
  return (
    <DataTable
      label="案件一覧"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      emptyText="案件はありません"
    />
  );
}
