import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TargetLineCodesTable_LineCodeFragment as LineCode } from "@/gql/graphql";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { listLabel } from "@cfx/domain/fields/define";
import { lineCodeFields as f } from "@cfx/domain/fields/linecodes";

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
  { id: "code", label: listLabel(f.lineCode), value: (l) => l.lineCode },
  { id: "status", label: listLabel(f.status), value: (l) => l.status, width: "8rem" },
  { id: "pole", label: listLabel(f.poleNumber), value: (l) => l.poleNumber ?? "" },
  { id: "cable", label: listLabel(f.cableType), value: (l) => l.cableType ?? "", width: "9rem" },
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
