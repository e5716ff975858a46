import { Badge, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { NegotiationSortField } from "@/gql/graphql";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { isOverdue } from "./negotiation-list";
import { TwoLines } from "@/shared/list/TwoLines";
import { listLabel } from "@cfx/domain/fields/define";
import { negotiationFields as f } from "@cfx/domain/fields/negotiations";

export const NegotiationTable_NegotiationFragment = graphql(`
  fragment NegotiationTable_Negotiation on Negotiation {
    id
    code
    negotiationStatusId
    statusLabel
    completeReason
    completeReasonLabel
    completedAt
    scheduledAt
    matter {
      id
      code
      project {
        id
        name
      }
      target {
        id
        name
        city
        town
      }
    }
    customer {
      id
      name
    }
    assignee {
      id
      name
    }
    histories {
      id
      contactedAt
      nextContactAt
    }
    updatedAt
  }
`);

export type NegotiationRow = ResultOf<typeof NegotiationTable_NegotiationFragment>;

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", alignItems: "flex-start" },
  sub: { color: tokens.colorNeutralForeground3 },
  visit: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
  },
});

/** The planned visit; a missed one says 超過 in words (not only in colour). */
function Visit({ row }: { row: NegotiationRow }) {
  const styles = useStyles();
  if (!row.scheduledAt) return null;
  return (
    <span className={styles.visit}>
      <span>{formatDateTime(row.scheduledAt)}</span>
      {isOverdue(row) ? (
        <Badge appearance="tint" color="danger">
          超過
        </Badge>
      ) : null}
    </span>
  );
}

/** The target with its town, and the customer negotiated with (one column: 1366 px is narrow). */
function TargetAndCustomer({ row }: { row: NegotiationRow }) {
  const styles = useStyles();
  return (
    <span className={styles.stack}>
      <span>{row.matter?.target?.name ?? ""}</span>
      <Caption1 className={styles.sub}>{shortAddress(row)}</Caption1>
      {row.customer ? <span>顧客：{row.customer.name}</span> : null}
    </span>
  );
}

/** 合意 etc. once completed; nothing while open (the reason is 未選択 then). */
const reasonOf = (n: NegotiationRow) => (n.completeReason ? n.completeReasonLabel : "");

const shortAddress = (n: NegotiationRow) =>
  [n.matter?.target?.city, n.matter?.target?.town].filter(Boolean).join("");

/** The last contact and the next one it planned (histories come oldest first). */
export function contactsOf(n: Pick<NegotiationRow, "histories">): { last: string; next: string } {
  const latest = n.histories.at(-1);
  return {
    last: latest ? `最終 ${formatDateTime(latest.contactedAt)}` : "",
    next: latest?.nextContactAt ? `次回 ${formatDateTime(latest.nextContactAt)}` : "",
  };
}

/**
 * The columns of 交渉一覧: the code leads to the negotiation; the matter shows its project, the
 * target its town and the customer. Widths are shares (cell padding comes on top), so that the
 * target keeps about a fifth of the table at 1366 px.
 */
export const negotiationColumns = columnsOf<NegotiationRow, NegotiationSortField>()([
  {
    id: "code",
    label: "交渉コード",
    value: (n) => n.code,
    sort: "ID",
    width: "9%",
    overflow: "nowrap",
    primary: true,
  },
  {
    id: "status",
    label: listLabel(f.negotiationStatusId),
    value: (n) => [n.statusLabel, reasonOf(n)].filter(Boolean).join(" "),
    cell: (n) => <TwoLines main={n.statusLabel} sub={reasonOf(n)} />,
    sort: "NEGOTIATION_STATUS_ID",
    width: "6.5%",
  },
  {
    id: "matter",
    label: "案件 / プロジェクト",
    value: (n) => [n.matter?.code, n.matter?.project?.name].filter(Boolean).join(" "),
    cell: (n) => <TwoLines main={n.matter?.code ?? ""} sub={n.matter?.project?.name} />,
    width: "11.5%",
  },
  {
    id: "target",
    label: "対象物件 / 顧客",
    value: (n) =>
      [n.matter?.target?.name, shortAddress(n), n.customer?.name].filter(Boolean).join(" "),
    cell: (n) => <TargetAndCustomer row={n} />,
  },
  {
    id: "assignee",
    label: listLabel(f.assigneeUserId),
    value: (n) => n.assignee?.name ?? "",
    width: "7%",
    overflow: "truncate",
  },
  {
    id: "scheduledAt",
    label: listLabel(f.scheduledAt),
    value: (n) => [formatDateTime(n.scheduledAt), isOverdue(n) ? "超過" : ""].join(" ").trim(),
    cell: (n) => <Visit row={n} />,
    sort: "SCHEDULED_AT",
    width: "9%",
  },
  {
    id: "contacts",
    label: "最終接触 / 次回連絡",
    value: (n) => Object.values(contactsOf(n)).filter(Boolean).join(" "),
    cell: (n) => {
      const { last, next } = contactsOf(n);
      return <TwoLines main={last} sub={next} />;
    },
    width: "13.5%",
  },
  {
    id: "completedAt",
    label: listLabel(f.completedAt),
    value: (n) => formatDateTime(n.completedAt),
    sort: "COMPLETED_AT",
    width: "7.5%",
  },
  {
    id: "updatedAt",
    label: "更新日時",
    value: (n) => formatDateTime(n.updatedAt),
    sort: "UPDATED_AT",
    width: "7.5%",
  },
]);
