import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { MatterConstructionsTable_ConstructionFragment as Construction } from "@/gql/graphql";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { constructionEditPath } from "../../constructions/paths";
import { crewOf, dayOf } from "../../constructions/public";
import { listLabel } from "@cfx/domain/fields/define";
import { constructionFields as f } from "@cfx/domain/fields/constructions";

export const MatterConstructionsTable_ConstructionFragment = graphql(`
  fragment MatterConstructionsTable_Construction on Construction {
    id
    code
    statusLabel
    workTypeLabel
    associateCompany {
      id
      name
    }
    team {
      id
      name
    }
    scheduledDate
    slot
    completedAt
  }
`);

const columns = columnsOf<Construction>()([
  { id: "code", label: "工事コード", value: (c) => c.code, width: "9rem", primary: true },
  { id: "status", label: listLabel(f.status), value: (c) => c.statusLabel, width: "7rem" },
  { id: "workType", label: listLabel(f.workType), value: (c) => c.workTypeLabel, width: "7rem" },
  {
    id: "team",
    label: "協力会社 / 班",
    value: (c) => crewOf(c) || "未手配",
  },
  {
    id: "scheduled",
    label: "施工予定",
    value: (c) => dayOf(c),
    width: "9rem",
  },
  { id: "completed", label: "完了日", value: (c) => formatDate(c.completedAt), width: "7rem" },
]);

/** The matter's constructions, each leading to its page. */
export function MatterConstructionsTable({
  constructions,
}: {
  constructions: readonly FragmentType<typeof MatterConstructionsTable_ConstructionFragment>[];
}) {
  const rows = getFragmentData(MatterConstructionsTable_ConstructionFragment, constructions);
  return (
    <DataTable
      label="工事一覧"
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      rowHref={(c) => constructionEditPath(c.id)}
      emptyText="工事はまだありません"
    />
  );
}
