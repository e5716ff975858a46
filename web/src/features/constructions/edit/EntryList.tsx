import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { Delete20Regular, Edit20Regular } from "@fluentui/react-icons";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";
import { FactsGrid } from "@/shared/record/FactsGrid";
import { stackedList } from "@/shared/list/stacked-list";

export interface EntryRow {
  id: string;
  item: string;
  removedDeviceModel?: { name: string } | null;
  removedSerial?: string | null;
  installedDeviceModel?: { name: string } | null;
  installedSerial?: string | null;
  quantity: number;
  notes?: string | null;
}

const useStyles = makeStyles({
  list: stackedList,
  card: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  head: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalS,
    flexWrap: "wrap",
  },
  actions: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  quiet: { color: tokens.colorNeutralForeground3 },
});

/** `型番 / SN-123`, or nothing. */
const device = (model?: { name: string } | null, serial?: string | null) =>
  [model?.name, serial ? `S/N ${serial}` : ""].filter(Boolean).join(" / ");

/**
 * The construction's work items as cards (they fit a phone as well as a desk): item, devices
 * out and in, quantity and notes; 編集 opens `form` in the card's place, 削除 asks first.
 */
export function EntryList({
  entries,
  editing,
  form,
  onEdit,
  onDelete,
}: {
  entries: readonly EntryRow[];
  /** The entry whose form is open. */
  editing: string | null;
  form: ReactNode;
  /** Without them the list is read-only. */
  onEdit?: (entry: EntryRow) => void;
  onDelete?: (entry: EntryRow) => void;
}) {
  const styles = useStyles();
  const [deleting, setDeleting] = useState<EntryRow | null>(null);
  if (entries.length === 0)
    return (
      <Text role="status" className={styles.quiet}>
        工事明細はまだありません
      </Text>
    );
  return (
    <>
      <ul className={styles.list} aria-label="工事明細">
        {entries.map((e) =>
          editing === e.id ? (
            <li key={e.id}>{form}</li>
          ) : (
            <li key={e.id} className={styles.card} aria-label={`${e.item} ${e.quantity}`}>
              <div className={styles.head}>
                <Text weight="semibold">{`${e.item} × ${e.quantity}`}</Text>
                {onEdit || onDelete ? (
                  <span className={styles.actions}>
                    {onEdit ? (
                      <Button
                        icon={<Edit20Regular />}
                        aria-label={`${e.item}を編集`}
                        onClick={() => onEdit(e)}
                      >
                        編集
                      </Button>
                    ) : null}
                    {onDelete ? (
                      <Button
                        icon={<Delete20Regular />}
                        aria-label={`${e.item}を削除`}
                        onClick={() => setDeleting(e)}
                      >
                        削除
                      </Button>
                    ) : null}
                  </span>
                ) : null}
              </div>
              <FactsGrid
                label={`${e.item}の内容`}
                items={[
                  { label: "撤去機器", value: device(e.removedDeviceModel, e.removedSerial) },
                  { label: "設置機器", value: device(e.installedDeviceModel, e.installedSerial) },
                  { label: "備考", value: e.notes ?? "" },
                ]}
              />
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="工事明細の削除"
        confirmLabel="削除"
        danger
        onConfirm={() => {
          const entry = deleting;
          setDeleting(null);
          if (entry) onDelete?.(entry);
        }}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `${deleting.item}（数量 ${deleting.quantity}）を削除します。よろしいですか？`
          : ""}
      </ConfirmDialog>
    </>
  );
}
