import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
  tokens,
} from "@fluentui/react-components";
import {
  CheckmarkCircle20Regular,
  DismissCircle20Regular,
  Play20Regular,
  CalendarArrowRight20Regular,
} from "@fluentui/react-icons";
import { constructionStatusLabels as statusLabels } from "@cfx/domain/enumerations";
import { constructionFields } from "@cfx/domain/fields/constructions";
import { useState, type ReactElement } from "react";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";
import { overrideReasonError } from "./completion";

// The status changes a crew makes on site: start, postpone, cancel and complete. Only those the
// API offers now (`can` and allowedStatuses) are shown; each asks before it acts, and 完了 names
// the readings that block it and takes the override reason the API then requires.

export const STARTED = 4;
export const COMPLETED = 5;
export const POSTPONED = 6;
export const CANCELLED = 7;

export interface StatusActionFlags {
  start: boolean;
  complete: boolean;
  postpone: boolean;
  cancel: boolean;
}

interface SimpleAction {
  status: number;
  label: string;
  icon: ReactElement;
  question: string;
  danger?: boolean;
}

const simpleActions: readonly SimpleAction[] = [
  {
    status: STARTED,
    label: "施工開始",
    icon: <Play20Regular />,
    question: `施工を開始します（状態：${statusLabels[STARTED]}）。よろしいですか？`,
  },
  {
    status: POSTPONED,
    label: statusLabels[POSTPONED],
    icon: <CalendarArrowRight20Regular />,
    question: `工事を${statusLabels[POSTPONED]}にします。予約していた枠は解放されます。よろしいですか？`,
  },
  {
    status: CANCELLED,
    label: statusLabels[CANCELLED],
    icon: <DismissCircle20Regular />,
    question: `工事を${statusLabels[CANCELLED]}にします。${statusLabels[CANCELLED]}にした工事は元に戻せません。よろしいですか？`,
    danger: true,
  },
];

const flagOf: Readonly<Record<number, keyof StatusActionFlags>> = {
  [STARTED]: "start",
  [COMPLETED]: "complete",
  [POSTPONED]: "postpone",
  [CANCELLED]: "cancel",
};

/** The changes offered now: the API's flag and its list of allowed statuses both say yes. */
export function offeredStatuses(can: StatusActionFlags, allowed: readonly number[]): number[] {
  return [STARTED, COMPLETED, POSTPONED, CANCELLED].filter((s) => {
    const flag = flagOf[s];
    // 完了 may be refused by `can` for a failing reading alone: a reason can still complete it.
    return allowed.includes(s) && (s === COMPLETED || (flag ? can[flag] : false));
  });
}

const useStyles = makeStyles({
  bar: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  blockers: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
  dialog: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

/** The booked day is still ahead: said before the question, not in place of it. */
function EarlyWarning({ text }: { text: string }) {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

export function StatusActions({
  can,
  allowedStatuses,
  blockers,
  early = null,
  onChange,
}: {
  can: StatusActionFlags;
  allowedStatuses: readonly number[];
  /** What blocks 完了 (failed readings, readings not yet taken), one line each. */
  blockers: readonly string[];
  /** The warning of 施工開始 and 完了 before the booked day (earlyWorkWarning), or null. */
  early?: string | null;
  /** Sets the status (with the reason for 完了); resolves true when the API accepted it. */
  onChange: (status: number, overrideReason?: string) => Promise<boolean>;
}) {
  const styles = useStyles();
  const offered = offeredStatuses(can, allowedStatuses);
  const [asking, setAsking] = useState<SimpleAction | null>(null);
  const [completing, setCompleting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (offered.length === 0) return null;

  const complete = async () => {
    const problem = overrideReasonError(blockers, reason);
    setReasonError(problem);
    if (problem) return;
    const reasonSent = blockers.length ? reason.trim() : undefined;
    if (await onChange(COMPLETED, reasonSent)) {
      setCompleting(false);
      setReason("");
    }
  };

  return (
    <div className={styles.bar} role="group" aria-label="状態の変更">
      {simpleActions
        .filter((a) => offered.includes(a.status))
        .map((a) => (
          <Button key={a.status} icon={a.icon} onClick={() => setAsking(a)}>
            {a.label}
          </Button>
        ))}
      {offered.includes(COMPLETED) ? (
        <Button
          appearance="primary"
          icon={<CheckmarkCircle20Regular />}
          onClick={() => {
            setReasonError(null);
            setCompleting(true);
          }}
        >
          {statusLabels[COMPLETED]}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${asking.label}の確認` : ""}
        confirmLabel={asking?.label ?? ""}
        danger={asking?.danger}
        onConfirm={() => {
          const action = asking;
          setAsking(null);
          if (action) void onChange(action.status);
        }}
        onCancel={() => setAsking(null)}
      >
        {asking && early && asking.status === STARTED ? (
          <div className={styles.dialog}>
            <EarlyWarning text={early} />
            <div>{asking.question}</div>
          </div>
        ) : (
          (asking?.question ?? "")
        )}
      </ConfirmDialog>
      <Dialog open={completing} onOpenChange={(_, d) => setCompleting(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>工事の完了</DialogTitle>
            <DialogContent className={styles.dialog}>
              {early ? <EarlyWarning text={early} /> : null}
              {blockers.length ? (
                <>
                  <MessageBar intent="warning" layout="multiline">
                    <MessageBarBody>
                      <MessageBarTitle>次の測定が完了の条件を満たしていません</MessageBarTitle>
                      <ul className={styles.blockers} aria-label="完了を妨げている測定">
                        {blockers.map((b) => (
                          <li key={b}>{b}</li>
                        ))}
                      </ul>
                    </MessageBarBody>
                  </MessageBar>
                  <Field
                    label={constructionFields.overrideReason.label}
                    required
                    hint="測定が不合格・未測定のまま完了にする理由"
                    validationState={reasonError ? "error" : "none"}
                    validationMessage={reasonError ?? undefined}
                  >
                    <Textarea
                      value={reason}
                      maxLength={1000}
                      resize="vertical"
                      onChange={(_, d) => setReason(d.value)}
                    />
                  </Field>
                </>
              ) : (
                "工事を完了にします。よろしいですか？"
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" autoFocus onClick={() => setCompleting(false)}>
                キャンセル
              </Button>
              <Button appearance="primary" onClick={() => void complete()}>
                完了にする
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
