import { Badge, Button, makeStyles, tokens } from "@fluentui/react-components";
import {
  Archive20Regular,
  ArrowDown20Regular,
  ArrowUndo20Regular,
  ArrowUp20Regular,
  Delete20Regular,
  Edit20Regular,
} from "@fluentui/react-icons";
import type { KeyboardEvent } from "react";
import { columnsOf, type Column } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import type { Direction } from "./reorder";

export interface MasterRow {
  id: number;
  name: string;
  sortOrder?: number | null;
  version?: number | null;
  retired: boolean;
  associateCompanyId?: number | null;
  associateCompany?: { name: string } | null;
  deviceLineType?: number | null;
  deviceLineTypeLabel?: string | null;
}

export interface MasterRowActions {
  onMove(row: MasterRow, direction: Direction): void;
  onEdit(row: MasterRow): void;
  onRetire(row: MasterRow): void;
  onRestore(row: MasterRow): void;
  onDelete(row: MasterRow): void;
}

const useStyles = makeStyles({
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
});

/** The ids of a row's move buttons: the page puts the focus back on them after a move. */
export const moveButtonId = (id: number, direction: Direction) =>
  `master-move-${direction === -1 ? "up" : "down"}-${id}`;

const extraColumn = (extra: "company" | "lineType" | null): Column<MasterRow>[] =>
  extra === "company"
    ? [{ id: "company", label: "協力会社", value: (r) => r.associateCompany?.name ?? "" }]
    : extra === "lineType"
      ? [{ id: "lineType", label: "回線種別", value: (r) => r.deviceLineTypeLabel ?? "" }]
      : [];

/**
 * A master list in menu order: 名称, 表示順, 状態 (使用中 / 廃止) and, when `actions` are given, the
 * row's 上へ / 下へ (also Alt+↑ / Alt+↓ anywhere in the row), 変更, 廃止 or 廃止を取り消す, 削除.
 */
export function MasterItemTable({
  label,
  rows,
  extra,
  actions,
}: {
  /** 発注元の一覧 */
  label: string;
  rows: readonly MasterRow[];
  extra: "company" | "lineType" | null;
  actions?: MasterRowActions;
}) {
  const styles = useStyles();
  const last = rows.length - 1;
  const rowButtons = (row: MasterRow, index: number, a: MasterRowActions) => (
    <span className={styles.actions}>
      <Button
        id={moveButtonId(row.id, -1)}
        size="small"
        icon={<ArrowUp20Regular />}
        aria-label={`「${row.name}」を上へ`}
        title="上へ（Alt+↑）"
        disabled={index === 0}
        onClick={() => a.onMove(row, -1)}
      />
      <Button
        id={moveButtonId(row.id, 1)}
        size="small"
        icon={<ArrowDown20Regular />}
        aria-label={`「${row.name}」を下へ`}
        title="下へ（Alt+↓）"
        disabled={index === last}
        onClick={() => a.onMove(row, 1)}
      />
      <Button
        size="small"
        icon={<Edit20Regular />}
        aria-label={`「${row.name}」を変更`}
        onClick={() => a.onEdit(row)}
      >
        変更
      </Button>
      {row.retired ? (
        <Button
          size="small"
          icon={<ArrowUndo20Regular />}
          aria-label={`「${row.name}」の廃止を取り消す`}
          onClick={() => a.onRestore(row)}
        >
          廃止を取り消す
        </Button>
      ) : (
        <Button
          size="small"
          icon={<Archive20Regular />}
          aria-label={`「${row.name}」を廃止`}
          onClick={() => a.onRetire(row)}
        >
          廃止
        </Button>
      )}
      <Button
        size="small"
        icon={<Delete20Regular />}
        aria-label={`「${row.name}」を削除`}
        onClick={() => a.onDelete(row)}
      >
        削除
      </Button>
    </span>
  );
  const columns = columnsOf<MasterRow>()([
    { id: "name", label: "名称", value: (r) => r.name },
    ...extraColumn(extra),
    { id: "sortOrder", label: "表示順", width: "5rem", value: (r) => String(r.sortOrder ?? "") },
    {
      id: "state",
      label: "状態",
      width: "6rem",
      value: (r) => (r.retired ? "廃止" : "使用中"),
      cell: (r) =>
        r.retired ? (
          <Badge appearance="outline" color="subtle">
            廃止
          </Badge>
        ) : (
          <Badge appearance="tint" color="success">
            使用中
          </Badge>
        ),
    },
    ...(actions
      ? [
          {
            id: "actions",
            label: "操作",
            width: "23rem",
            value: () => "",
            cell: (r: MasterRow) => rowButtons(r, rows.indexOf(r), actions),
          },
        ]
      : []),
  ]);

  // Alt+↑ / Alt+↓ from any control of a row moves that row (the buttons carry its id).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!actions || !event.altKey) return;
    const direction = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
    if (direction === 0) return;
    const cell = (event.target as HTMLElement).closest("tr");
    const button = cell?.querySelector<HTMLElement>("[id^='master-move-']");
    const id = Number(button?.id.split("-").pop());
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    event.preventDefault();
    actions.onMove(row, direction);
  };

  return (
    <div onKeyDown={onKeyDown}>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        emptyText="登録されている値はありません"
      />
    </div>
  );
}
