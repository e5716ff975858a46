import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { CloudOff20Regular } from "@fluentui/react-icons";
import { formatDateTime } from "@cfx/domain/dates";
import { useEffect, useState } from "react";
import type { QueuedWrite } from "../app/offline/offline-db";
import type { LatestRecord } from "../app/offline/latest-record";
import { FIELD_LABELS, writeLabel } from "../app/offline/queued-labels";
import type { OfflineQueue as Queue } from "../app/offline/useOfflineQueue";
import { useCardStyles } from "../shared/list/card-styles";

// The top bar's 未送信 N: what was recorded without signal and waits to be sent. Opened, it lists
// the writes in order; one the office got in first shows the crew's value beside the latest and
// lets the crew choose — nothing is overwritten silently.

const useStyles = makeStyles({
  // One line in the top bar, even on a phone's 390 px.
  button: {
    color: tokens.colorNeutralForegroundOnBrand,
    minWidth: "44px",
    minHeight: "44px",
    whiteSpace: "nowrap",
    flexShrink: 0,
  },
  offline: {
    color: tokens.colorNeutralForegroundOnBrand,
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    whiteSpace: "nowrap",
    flexShrink: 0,
  },
  item: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  table: {
    borderCollapse: "collapse",
    width: "100%",
    "& th, & td": { textAlign: "left", padding: "4px" },
  },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "（未設定）" : String(value);

/** A refused write: the crew's values beside the latest ones, and the two ways out. */
function Refused({ write, queue }: { write: QueuedWrite; queue: Queue }) {
  const styles = useStyles();
  const [latest, setLatest] = useState<LatestRecord | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void queue.latest(write).then(
      (r) => live && setLatest(r),
      () => live && setLatest(null),
    );
    return () => {
      live = false;
    };
  }, [queue, write]);
  const input = (write.variables.input ?? {}) as Record<string, unknown>;
  const fields = Object.keys(input).filter((k) => k !== "version" && FIELD_LABELS[k]);
  return (
    <>
      <MessageBar intent="warning">
        <MessageBarBody>{write.conflict!.message}</MessageBarBody>
      </MessageBar>
      {latest === undefined ? (
        <Spinner size="tiny" label="最新の内容を確認中…" />
      ) : latest && fields.length ? (
        <table className={styles.table} aria-label="あなたの値と最新の値">
          <thead>
            <tr>
              <th scope="col">項目</th>
              <th scope="col">あなたの値</th>
              <th scope="col">最新の値</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((k) => (
              <tr key={k}>
                <th scope="row">{FIELD_LABELS[k]}</th>
                <td>{shown(input[k])}</td>
                <td>{shown(latest[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void queue.resend(write, latest ?? null)}>
          {latest ? "自分の値で更新" : "もう一度送信"}
        </Button>
        <Button onClick={() => void queue.discard(write)}>
          {latest ? "最新の値を残す" : "破棄する"}
        </Button>
      </div>
    </>
  );
}

/** 未送信 N in the top bar (nothing while all is sent and online), and the list it opens. */
export function OfflineQueue({ queue }: { queue: Queue }) {
  const styles = useStyles();
  const cards = useCardStyles();
  const [opened, setOpened] = useState(false);
  const { writes, online } = queue;
  const refused = writes.find((w) => w.conflict);
  // A refusal asks for the crew's choice at once (until closed, once per refused write).
  const [closedFor, setClosedFor] = useState<number | undefined>(undefined);
  // Closed, not unmounted, when the last write is sent: Fluent gives the page back to screen
  // readers only on its own close (an unmounted open dialog can leave aria-hidden behind).
  const open =
    writes.length > 0 && (opened || (refused !== undefined && refused.seq !== closedFor));
  const setOpen = (next: boolean) => {
    setOpened(next);
    if (!next) setClosedFor(refused?.seq);
  };
  const status =
    writes.length > 0 ? (
      <Button
        className={styles.button}
        appearance="transparent"
        icon={<CloudOff20Regular />}
        onClick={() => setOpen(true)}
      >
        未送信 {writes.length}
        {refused ? (
          <Badge color="danger" size="small">
            要確認
          </Badge>
        ) : null}
      </Button>
    ) : online ? null : (
      <span className={styles.offline} role="status" title="オフライン">
        <CloudOff20Regular aria-hidden />
        <span>オフライン</span>
      </span>
    );
  return (
    <>
      {status}
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>未送信の記録（{writes.length}件）</DialogTitle>
            <DialogContent>
              <p>
                {online
                  ? "順に送信しています。"
                  : "電波が戻ると順に送信します。このまま作業を続けられます。"}
              </p>
              <ol className={cards.list} aria-label="未送信の記録">
                {writes.map((w) => (
                  <li key={w.seq} className={styles.item}>
                    <span>
                      {writeLabel(w.operationName)}（{formatDateTime(w.createdAt)}）
                    </span>
                    {w.conflict ? <Refused write={w} queue={queue} /> : null}
                  </li>
                ))}
              </ol>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>閉じる</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
