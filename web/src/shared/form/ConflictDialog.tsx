import { makeStyles, tokens } from "@fluentui/react-components";
import { ConfirmDialog } from "../mutation/ConfirmDialog";
import type { ConflictRow } from "./conflict";

export const CONFLICT_CHOICE_MESSAGE =
  "他のユーザーが先に更新しました。自分の入力を残すか、最新の内容を読み込むかを選んでください。";

const useStyles = makeStyles({
  table: { borderCollapse: "collapse", width: "100%", marginTop: tokens.spacingVerticalM },
  cell: {
    textAlign: "left",
    verticalAlign: "top",
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: "anywhere",
  },
  unchanged: { color: tokens.colorNeutralForeground3 },
});

/**
 * A save refused because someone saved first: what differs between the person's form and the
 * latest record, field by field, and the choice — keep what they typed (on top of the latest
 * record, to be saved again) or take the latest as it is.
 */
export function ConflictDialog({
  rows,
  onKeepMine,
  onTakeLatest,
}: {
  rows: readonly ConflictRow[] | null;
  onKeepMine: () => void;
  onTakeLatest: () => void;
}) {
  const styles = useStyles();
  return (
    <ConfirmDialog
      open={rows !== null}
      title="更新できませんでした"
      confirmLabel="自分の入力を残す"
      cancelLabel="最新の内容を読み込む"
      onConfirm={onKeepMine}
      onCancel={onTakeLatest}
    >
      <p>{CONFLICT_CHOICE_MESSAGE}</p>
      {rows && rows.length > 0 ? (
        <table className={styles.table} aria-label="変更された項目">
          <thead>
            <tr>
              <th className={styles.cell}>項目</th>
              <th className={styles.cell}>あなたの入力</th>
              <th className={styles.cell}>最新の値</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className={styles.cell}>
                  {row.label}
                </th>
                <td className={styles.cell}>
                  {row.mine ?? <span className={styles.unchanged}>変更なし</span>}
                </td>
                <td className={styles.cell}>{row.latest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </ConfirmDialog>
  );
}
