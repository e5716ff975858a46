import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { TargetSortField } from "@/gql/graphql";
import { formatPostalCode } from "@/shared/form/normalize";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { TwoLines } from "@/shared/list/TwoLines";
import { listLabel } from "@cfx/domain/fields/define";
import { targetFields as f } from "@cfx/domain/fields/targets";

export const TargetTable_TargetFragment = graphql(`
  fragment TargetTable_Target on Target {
    id
    code
    targetTypeLabel
    name
    nameKana
    postalCode
    address
    poleNumber
    client {
      id
      name
    }
    openMatterCount
    updatedAt
  }
`);

export type TargetRow = ResultOf<typeof TargetTable_TargetFragment>;

const postal = (t: TargetRow) => (t.postalCode ? `〒${formatPostalCode(t.postalCode)}` : "");

/**
 * The columns of 対象物件一覧: the code leads to the target; the name sorts by its reading (shown
 * under it); the address shows its postal code first. Widths are shares, so that the address
 * keeps about a quarter of the table at 1366 px.
 */
export const targetColumns = columnsOf<TargetRow, TargetSortField>()([
  {
    id: "code",
    label: "コード",
    value: (t) => t.code,
    sort: "CODE",
    width: "8%",
    overflow: "nowrap",
    primary: true,
  },
  { id: "type", label: listLabel(f.targetType), value: (t) => t.targetTypeLabel, width: "6%" },
  {
    id: "name",
    label: "物件名 / カナ",
    value: (t) => [t.name, t.nameKana].filter(Boolean).join(" "),
    cell: (t) => <TwoLines main={t.name} sub={t.nameKana} />,
    sort: "NAME_KANA",
    width: "14%",
  },
  {
    id: "address",
    label: "住所",
    value: (t) => [postal(t), t.address].filter(Boolean).join(" "),
    cell: (t) => <TwoLines main={postal(t)} sub={t.address} />,
    sort: "ADDRESS",
  },
  {
    id: "poleNumber",
    label: listLabel(f.poleNumber),
    value: (t) => t.poleNumber ?? "",
    width: "7%",
  },
  {
    id: "client",
    label: listLabel(f.clientId),
    value: (t) => t.client?.name ?? "",
    width: "10%",
    overflow: "truncate",
  },
  {
    id: "openMatterCount",
    label: "未完了案件数",
    value: (t) => String(t.openMatterCount),
    width: "6%",
    overflow: "nowrap",
  },
  {
    id: "updatedAt",
    label: "更新日時",
    value: (t) => formatDateTime(t.updatedAt),
    sort: "UPDATED_AT",
    width: "11%",
    overflow: "nowrap",
  },
]);
