import {
  Button,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from "@fluentui/react-components";
import {
  BuildingFactory20Regular,
  CalendarEdit20Regular,
  ChatMultiple20Regular,
  PersonEdit20Regular,
  StatusRegular,
} from "@fluentui/react-icons";
import { useState } from "react";
import type { BulkProblem } from "./bulk-update";
import { MATTER } from "@cfx/domain/workflows";
import { matterStatusChoice, RESUME_FROM_HOLD_CHOICE } from "../matter-status";
import { useConfirm } from "@/shared/mutation/useConfirm";
import { DateInput } from "@/shared/form/DateInput";
import { dateFormatMessage, isIsoDate } from "@/shared/form/normalize";
import { BulkDialog } from "./BulkDialog";
import type { BulkChange, GenerateAnswer } from "./useMatterBulk";

const useStyles = makeStyles({
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

type Kind = "assignee" | "due" | "status" | "generate";

/** The hand status changes a bulk update may ask for. */
const STATUS_CHOICES = [
  { value: String(MATTER.onHold), label: matterStatusChoice(MATTER.onHold) },
  { value: "resume", label: RESUME_FROM_HOLD_CHOICE },
  { value: String(MATTER.done), label: matterStatusChoice(MATTER.done) },
] as const;

/**
 * The bulk actions on the selected matters: 担当者変更, 期限変更, 状態変更 (each one call, all or
 * nothing), 交渉指示 (opens the bulk negotiation instruction) and 工事生成. Only the actions the
 * person's role allows are shown; the page runs the calls.
 */
export function MatterBulkActions({
  count,
  assignees,
  can,
  busy,
  onUpdate,
  onGenerate,
  onNegotiate,
  onReload,
}: {
  count: number;
  assignees: readonly { id: string; name: string }[];
  can: { edit: boolean; negotiate: boolean; construct: boolean };
  busy: boolean;
  onUpdate: (change: BulkChange) => Promise<BulkProblem | null>;
  onGenerate: () => Promise<GenerateAnswer>;
  onNegotiate: () => void;
  onReload: () => void;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState<Kind | null>(null);
  // The count when the dialog opened: after a success the selection is empty, the text stays.
  const [shownCount, setShownCount] = useState(0);
  const [problem, setProblem] = useState<BulkProblem | null>(null);
  const [done, setDone] = useState<{ message: string; rows: string[] } | null>(null);
  const [assignee, setAssignee] = useState("");
  const [due, setDue] = useState("");
  const [status, setStatus] = useState("");
  const [statusMissing, setStatusMissing] = useState(false);
  // 完了 is final: asked through the kit's one confirmation before it is sent.
  const { confirm, dialog: question } = useConfirm();

  const start = (kind: Kind) => {
    setShownCount(count);
    setProblem(null);
    setDone(null);
    setAssignee("");
    setDue("");
    setStatus("");
    setStatusMissing(false);
    setOpen(kind);
  };
  const close = () => setOpen(null);
  const run = async (change: BulkChange) => {
    setProblem(null);
    const refusal = await onUpdate(change);
    if (refusal) setProblem(refusal);
    else close();
  };
  const reload = () => {
    close();
    onReload();
  };
  const dueIsDay = due === "" || isIsoDate(due);
  const dialog = { count: shownCount, problem, busy, onReload: reload, onClose: close };
  const none = count === 0;

  return (
    <div className={styles.actions}>
      {can.edit ? (
        <>
          <Button icon={<PersonEdit20Regular />} disabled={none} onClick={() => start("assignee")}>
            担当者変更
          </Button>
          <Button icon={<CalendarEdit20Regular />} disabled={none} onClick={() => start("due")}>
            期限変更
          </Button>
          <Button icon={<StatusRegular />} disabled={none} onClick={() => start("status")}>
            状態変更
          </Button>
        </>
      ) : null}
      {can.negotiate ? (
        <Button icon={<ChatMultiple20Regular />} disabled={none} onClick={onNegotiate}>
          交渉指示
        </Button>
      ) : null}
      {can.construct ? (
        <Button
          icon={<BuildingFactory20Regular />}
          disabled={none}
          onClick={() => start("generate")}
        >
          工事生成
        </Button>
      ) : null}

      <BulkDialog
        {...dialog}
        open={open === "assignee"}
        title="担当者変更"
        description="同じ担当者にします"
        onApply={() => void run({ assigneeUserId: assignee ? Number(assignee) : null })}
      >
        <Field label="担当者" hint="「担当者なし」を選ぶと担当者を外します">
          <Select value={assignee} onChange={(_, d) => setAssignee(d.value)}>
            <option value="">担当者なし</option>
            {assignees.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </Select>
        </Field>
      </BulkDialog>

      <BulkDialog
        {...dialog}
        open={open === "due"}
        title="期限変更"
        description="同じ期限にします"
        onApply={() => {
          if (!dueIsDay) return;
          void run({ dueDate: due || null });
        }}
      >
        <Field
          label="期限"
          hint="YYYY/MM/DD。空欄のまま変更すると期限を消去します"
          validationState={dueIsDay ? "none" : "error"}
          validationMessage={dueIsDay ? undefined : dateFormatMessage("期限")}
        >
          <DateInput value={due} onCommit={setDue} />
        </Field>
      </BulkDialog>

      <BulkDialog
        {...dialog}
        open={open === "status"}
        title="状態変更"
        description="同じ状態にします（変更できない案件が1件でもあれば何も変更しません）"
        onApply={() => {
          if (!status) return setStatusMissing(true);
          void (async () => {
            if (
              Number(status) === MATTER.done &&
              !(await confirm({
                title: "案件を完了にしますか？",
                message: `${shownCount.toLocaleString("ja-JP")}件の案件を完了にします。完了は最後の状態で、元に戻せません。`,
                confirmLabel: "完了にする",
              }))
            )
              return;
            await run({ status: status === "resume" ? "resume" : Number(status) });
          })();
        }}
      >
        <Field
          label="変更後の状態"
          required
          validationState={statusMissing ? "error" : "none"}
          validationMessage={statusMissing ? "状態を選択してください" : undefined}
        >
          <RadioGroup
            value={status}
            onChange={(_, d) => {
              setStatus(d.value);
              setStatusMissing(false);
            }}
          >
            {STATUS_CHOICES.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} />
            ))}
          </RadioGroup>
        </Field>
      </BulkDialog>

      <BulkDialog
        {...dialog}
        open={open === "generate"}
        title="工事生成"
        description="もとに工事を作成します（合意済みで工事がない案件だけが対象です）"
        applyLabel="生成"
        done={done}
        onApply={() =>
          void onGenerate().then((answer) => {
            if ("conflict" in answer) setProblem(answer);
            else setDone({ message: answer.message, rows: answer.skipped });
          })
        }
      />
      {question}
    </div>
  );
}
