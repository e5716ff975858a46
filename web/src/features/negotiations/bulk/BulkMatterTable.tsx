import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { MatterSortField } from "@/gql/graphql";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { matterTargetColumn } from "../../projects/public";
import { listLabel } from "@cfx/domain/fields/define";
import { matterFields as f } from "@cfx/domain/fields/projects";

export const NegotiationBulkMatterRow_MatterFragment = graphql(`
  fragment NegotiationBulkMatterRow_Matter on Matter {
    id
    code
    target {
      id
      code
      name
      city
      town
      street
    }
    workTypeLabel
    statusLabel
    assignee {
      id
      name
    }
    dueDate
  }
`);

export type BulkMatterRow = ResultOf<typeof NegotiationBulkMatterRow_MatterFragment>;

/** The columns of the matters to instruct; the code leads to the matter. */
export const bulkMatterColumns = columnsOf<BulkMatterRow, MatterSortField>()([
  {
    id: "code",
    label: "案件コード",
    value: (m) => m.code,
    sort: "ID",
    width: "12%",
    overflow: "nowrap",
    primary: true,
  },
  matterTargetColumn<BulkMatterRow, MatterSortField>(),
  { id: "workType", label: listLabel(f.workType), value: (m) => m.workTypeLabel, width: "10%" },
  { id: "status", label: "案件状態", value: (m) => m.statusLabel, sort: "STATUS", width: "9%" },
  {
    id: "assignee",
    label: "案件担当者",
    value: (m) => m.assignee?.name ?? "",
    sort: "ASSIGNEE_USER_ID",
    width: "12%",
    overflow: "truncate",
  },
  {
    id: "dueDate",
    label: listLabel(f.dueDate),
    value: (m) => formatDate(m.dueDate),
    sort: "DUE_DATE",
    width: "11%",
  },
]);
