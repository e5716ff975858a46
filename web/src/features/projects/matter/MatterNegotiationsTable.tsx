import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { MatterNegotiationsTable_NegotiationFragment as Negotiation } from "@/gql/graphql";
import { formatDate, formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { negotiationEditPath } from "../../negotiations/paths";
import { listLabel } from "@cfx/domain/fields/define";
import { negotiationFields as f } from "@cfx/domain/fields/negotiations";

export const MatterNegotiationsTable_NegotiationFragment = graphql(`
  fragment MatterNegotiationsTable_Negotiation on Negotiation {
    id
    code
    statusLabel
    completeReason
    completeReasonLabel
    assignee {
      id
      name
    }
    scheduledAt
    completedAt
    createdAt
  }
`);

const columns = columnsOf<Negotiation>()([
  { id: "code", label: "交渉コード", value: (n) => n.code, width: "9rem", primary: true },
  {
    id: "status",
    label: listLabel(f.negotiationStatusId),
    // 完了 says how it ended (合意, 不成立…).
    value: (n) =>
      n.completeReason ? `${n.statusLabel}（${n.completeReasonLabel}）` : n.statusLabel,
  },
  { id: "assignee", label: "交渉担当", value: (n) => n.assignee?.name ?? "未割当" },
  { id: "created", label: "指示日", value: (n) => formatDate(n.createdAt), width: "7rem" },
  {
    id: "scheduled",
    label: listLabel(f.scheduledAt),
    value: (n) => formatDateTime(n.scheduledAt),
    width: "9rem",
  },
  { id: "completed", label: "完了日", value: (n) => formatDate(n.completedAt), width: "7rem" },
]);

/** The matter's negotiations, oldest first, each leading to its page. */
export function MatterNegotiationsTable({
  negotiations,
}: {
  negotiations: readonly FragmentType<typeof MatterNegotiationsTable_NegotiationFragment>[];
}) {
  const rows = getFragmentData(MatterNegotiationsTable_NegotiationFragment, negotiations);
  return (
    <DataTable
      label="交渉一覧"
      columns={columns}
      rows={rows}
      rowKey={(n) => n.id}
      rowHref={(n) => negotiationEditPath(n.id)}
      emptyText="交渉はまだありません"
    />
  );
}
