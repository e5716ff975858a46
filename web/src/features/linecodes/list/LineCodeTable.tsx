import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { LineCodeSortField } from "@/gql/graphql";
import { formatDate, formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { TwoLines } from "@/shared/list/TwoLines";
import { listLabel } from "@cfx/domain/fields/define";
import { lineCodeFields as f } from "@cfx/domain/fields/linecodes";

export const LineCodeTable_LineCodeFragment = graphql(`
  fragment LineCodeTable_LineCode on LineCode {
    id
    lineCode
    status
    poleNumber
    poleOwner
    cableType
    lineKind
    removalConsentAt
    target {
      id
      code
      name
    }
    targetDetail {
      id
      roomNumber
    }
    construction {
      id
      code
    }
    updatedAt
  }
`);

export type LineCodeRow = ResultOf<typeof LineCodeTable_LineCodeFragment>;

/** The target's code and the unit's room, under the target's name. */
const targetSub = (l: LineCodeRow) =>
  [l.target?.code, l.targetDetail?.roomNumber ? `部屋 ${l.targetDetail.roomNumber}` : ""]
    .filter(Boolean)
    .join(" ");

/**
 * The columns of 引込線一覧: the code leads to the line; the target its code and unit, the pole its
 * owner. Widths are shares so that the target keeps the most room at 1366 px.
 */
export const lineCodeColumns = columnsOf<LineCodeRow, LineCodeSortField>()([
  {
    id: "code",
    label: listLabel(f.lineCode),
    value: (l) => l.lineCode,
    sort: "LINE_CODE",
    width: "10%",
    primary: true,
  },
  {
    id: "status",
    label: listLabel(f.status),
    value: (l) => l.status,
    sort: "STATUS",
    width: "7%",
    overflow: "nowrap",
  },
  {
    id: "target",
    label: "対象物件 / 部屋",
    value: (l) => [l.target?.name, targetSub(l)].filter(Boolean).join(" "),
    cell: (l) => <TwoLines main={l.target?.name ?? ""} sub={targetSub(l)} />,
    sort: "TARGET_ID",
  },
  {
    id: "pole",
    label: "電柱番号 / 所有者",
    value: (l) => [l.poleNumber, l.poleOwner].filter(Boolean).join(" "),
    cell: (l) => <TwoLines main={l.poleNumber ?? ""} sub={l.poleOwner ?? ""} />,
    sort: "POLE_NUMBER",
    width: "13%",
  },
  {
    id: "cable",
    label: listLabel(f.cableType),
    value: (l) => l.cableType ?? "",
    sort: "CABLE_TYPE",
    width: "8%",
  },
  {
    id: "kind",
    label: listLabel(f.lineKind),
    value: (l) => l.lineKind ?? "",
    sort: "LINE_KIND",
    width: "6%",
    overflow: "nowrap",
  },
  {
    id: "consent",
    label: listLabel(f.removalConsentAt),
    value: (l) => formatDate(l.removalConsentAt),
    sort: "REMOVAL_CONSENT_AT",
    width: "8%",
  },
  {
    id: "construction",
    label: "撤去工事",
    value: (l) => l.construction?.code ?? "",
    width: "9%",
  },
  {
    id: "updatedAt",
    label: "更新日時",
    value: (l) => formatDateTime(l.updatedAt),
    sort: "UPDATED_AT",
    width: "10%",
  },
]);
