import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { ConstructionSortField } from "@/gql/graphql";
import { formatDate, formatDateTime, shortAddress } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { TwoLines } from "@/shared/list/TwoLines";
import { crewOf } from "../crew-and-day";
import { listLabel } from "@cfx/domain/fields/define";
import { constructionFields as f } from "@cfx/domain/fields/constructions";

export const DispatchTable_ConstructionFragment = graphql(`
  fragment DispatchTable_Construction on Construction {
    id
    code
    status
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
    updatedAt
    matter {
      id
      code
      dueDate
      project {
        id
        name
      }
      target {
        id
        code
        name
        city
        town
        street
      }
    }
  }
`);

export type DispatchRow = ResultOf<typeof DispatchTable_ConstructionFragment>;

/** 期限 2026/12/01 under the matter's code (the list's default order). */
const dueOf = (c: DispatchRow) => (c.matter?.dueDate ? `期限 ${formatDate(c.matter.dueDate)}` : "");

/** The company and team it had before (a 延期 one being re-dispatched); empty when never dispatched. */
export const previousDispatch = (c: Pick<DispatchRow, "associateCompany" | "team">) => crewOf(c);

/**
 * The columns of 工事指示一覧: the code leads to 工事指示; the matter with its due date, the target
 * with a short address. Widths are shares (cell padding comes on top), so that the target keeps about a fifth of the
 * table at 1366 px.
 */
export const dispatchColumns = columnsOf<DispatchRow, ConstructionSortField>()([
  {
    id: "code",
    label: "工事",
    value: (c) => c.code,
    sort: "ID",
    width: "9%",
    overflow: "nowrap",
    primary: true,
  },
  { id: "status", label: listLabel(f.status), value: (c) => c.statusLabel, width: "6.5%" },
  { id: "workType", label: listLabel(f.workType), value: (c) => c.workTypeLabel, width: "7.5%" },
  {
    id: "matter",
    label: "案件",
    value: (c) => [c.matter?.code, dueOf(c)].filter(Boolean).join(" "),
    cell: (c) => <TwoLines main={c.matter?.code ?? ""} sub={dueOf(c)} />,
    sort: "DUE_DATE",
    width: "11%",
  },
  {
    id: "target",
    label: "対象物件",
    value: (c) =>
      [c.matter?.target?.code, c.matter?.target?.name, shortAddress(c.matter?.target)]
        .filter(Boolean)
        .join(" "),
    cell: (c) => (
      <TwoLines
        main={[c.matter?.target?.code, c.matter?.target?.name].filter(Boolean).join(" ")}
        sub={shortAddress(c.matter?.target)}
      />
    ),
  },
  {
    id: "project",
    label: "プロジェクト",
    value: (c) => c.matter?.project?.name ?? "",
    width: "12%",
  },
  {
    id: "dispatched",
    label: "協力会社 / 班",
    value: previousDispatch,
    cell: (c) => <TwoLines main={c.associateCompany?.name ?? ""} sub={c.team?.name} />,
    width: "11%",
  },
  {
    id: "updatedAt",
    label: "更新日時",
    value: (c) => formatDateTime(c.updatedAt),
    sort: "UPDATED_AT",
    width: "9%",
  },
]);
