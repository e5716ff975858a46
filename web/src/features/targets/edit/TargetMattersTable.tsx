import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TargetMattersTable_MatterFragment as Matter } from "@/gql/graphql";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";

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
  { id: "project", label: "プロジェクト", value: (m) => m.project?.name ?? "" },
  { id: "status", label: "ステータス", value: (m) => m.statusLabel, width: "8rem" },
  { id: "assignee", label: "担当者", value: (m) => m.assignee?.name ?? "", width: "9rem" },
  { id: "due", label: "期限", value: (m) => formatDate(m.dueDate), width: "8rem" },
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
