import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TargetUnitsTable_DetailFragment as Unit } from "@/gql/graphql";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { targetDetailEditPath } from "../paths";
import { listLabel } from "@cfx/domain/fields/define";
import { targetDetailFields as f } from "@cfx/domain/fields/targets";

export const TargetUnitsTable_DetailFragment = graphql(`
  fragment TargetUnitsTable_Detail on TargetDetail {
    id
    code
    roomNumber
    floor
    deviceLineTypeLabel
    customers {
      id
    }
  }
`);

const columns = columnsOf<Unit>()([
  { id: "code", label: "対象詳細コード", value: (u) => u.code, primary: true, width: "10rem" },
  { id: "room", label: listLabel(f.roomNumber), value: (u) => u.roomNumber ?? "" },
  {
    id: "floor",
    label: listLabel(f.floor),
    value: (u) => u.floor?.toString() ?? "",
    width: "5rem",
  },
  { id: "line", label: listLabel(f.deviceLineType), value: (u) => u.deviceLineTypeLabel },
  { id: "customers", label: "顧客数", value: (u) => String(u.customers.length), width: "6rem" },
]);

/** The target's units; each row leads to 対象詳細編集. */
export function TargetUnitsTable({
  units,
}: {
  units: readonly FragmentType<typeof TargetUnitsTable_DetailFragment>[];
}) {
  const rows = getFragmentData(TargetUnitsTable_DetailFragment, units);
  return (
    <DataTable
      label="住戸一覧"
      columns={columns}
      rows={rows}
      rowKey={(u) => u.id}
      rowHref={(u) => targetDetailEditPath(u.id)}
      emptyText="住戸はありません"
    />
  );
}
