import { isMatterOverdue } from "@cfx/domain/workflows";
import { makeStyles, tokens } from "@fluentui/react-components";
import { Warning16Filled } from "@fluentui/react-icons";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/gql";
import type { MatterSortField } from "@/gql/graphql";
import { formatDate, formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { TwoLines } from "@/shared/list/TwoLines";
import { matterTargetColumn } from "./target-column";
import { listLabel } from "@cfx/domain/fields/define";
import { matterFields as f } from "@cfx/domain/fields/projects";

export const ProjectDetailMatterRow_MatterFragment = graphql(`
  fragment ProjectDetailMatterRow_Matter on Matter {
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
    status
    statusLabel
    statusBeforeHoldLabel
    assignee {
      id
      name
    }
    dueDate
    updatedAt
  }
`);

export type MatterRow = ResultOf<typeof ProjectDetailMatterRow_MatterFragment>;

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column" },
  overdue: {
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXXS,
  },
});

function DueCell({ m, today }: { m: MatterRow; today: string }) {
  const styles = useStyles();
  if (!isMatterOverdue(m, today)) return <>{formatDate(m.dueDate)}</>;
  // Red and a word: the state is not told by colour alone.
  return (
    <span className={styles.stack}>
      <span>{formatDate(m.dueDate)}</span>
      <span className={styles.overdue}>
        <Warning16Filled aria-hidden />
        期限切れ
      </span>
    </span>
  );
}

/** The columns of a project's matters; `today` (Tokyo) decides what is overdue. */
export function matterColumns(today: string) {
  return columnsOf<MatterRow, MatterSortField>()([
    {
      id: "code",
      label: "案件コード",
      value: (m) => m.code,
      sort: "ID",
      width: "11%",
      overflow: "nowrap",
      primary: true,
    },
    matterTargetColumn<MatterRow, MatterSortField>(),
    { id: "workType", label: listLabel(f.workType), value: (m) => m.workTypeLabel, width: "8%" },
    {
      id: "status",
      label: listLabel(f.status),
      value: (m) =>
        m.statusBeforeHoldLabel
          ? `${m.statusLabel}（保留前：${m.statusBeforeHoldLabel}）`
          : m.statusLabel,
      cell: (m) => (
        <TwoLines
          main={m.statusLabel}
          sub={m.statusBeforeHoldLabel ? `保留前：${m.statusBeforeHoldLabel}` : undefined}
        />
      ),
      sort: "STATUS",
      width: "9%",
    },
    {
      id: "assignee",
      label: listLabel(f.assigneeUserId),
      value: (m) => m.assignee?.name ?? "",
      sort: "ASSIGNEE_USER_ID",
      width: "10%",
      overflow: "truncate",
    },
    {
      id: "dueDate",
      label: listLabel(f.dueDate),
      value: (m) =>
        isMatterOverdue(m, today) ? `${formatDate(m.dueDate)} 期限切れ` : formatDate(m.dueDate),
      cell: (m) => <DueCell m={m} today={today} />,
      sort: "DUE_DATE",
      width: "11%",
    },
    {
      id: "updatedAt",
      label: "更新日時",
      value: (m) => formatDateTime(m.updatedAt),
      sort: "UPDATED_AT",
      width: "12%",
    },
  ]);
}
