import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TargetLineCodesTable_LineCodeFragment as LineCode } from "@/gql/graphql";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";

export const TargetLineCodesTable_LineCodeFragment = graphql(`
  fragment TargetLineCodesTable_LineCode on LineCode {
    id
    lineCode
    status
    poleNumber
    cableType
  }
`);

const columns = columnsOf<LineCode>()([
  { id: "code", label: "引込線コード", value: (l) => l.lineCode },
  { id: "status", label: "状態", value: (l) => l.status, width: "8rem" },
  { id: "pole", label: "電柱番号", value: (l) => l.poleNumber ?? "" },
  { id: "cable", label: "ケーブル種別", value: (l) => l.cableType ?? "", width: "9rem" },
]);

/** The drop lines that feed the target. */
export function TargetLineCodesTable({
  lineCodes,
}: {
  lineCodes: readonly FragmentType<typeof TargetLineCodesTable_LineCodeFragment>[];
}) {
  const rows = getFragmentData(TargetLineCodesTable_LineCodeFragment, lineCodes);
  return (
    <DataTable
      label="引込線一覧"
      columns={columns}
      rows={rows}
      rowKey={(l) => l.id}
      emptyText="引込線はありません"
    />
  );
}
