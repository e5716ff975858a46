import { makeStyles, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { NEGOTIATION_DONE } from "@cfx/domain/workflows";
import { useWatch } from "react-hook-form";
import { SelectField, TextAreaField, type MasterOption } from "@/shared/form/fields";
import type { EditFormProps } from "@/shared/form/edit-form-props";
import { KitForm, useKitForm } from "@/shared/form/KitForm";
import { DateTimeField } from "@/shared/form/DateTimeField";
import {
  completionConsequence,
  negotiationFormSchemaFor,
  negotiationFormValues,
  reasonOptions,
  statusOptions,
  type NegotiationFormOutput,
  type NegotiationFormSource,
} from "./negotiation-form";
import { StatusChangeField } from "@/shared/form/StatusChangeField";
import { negotiationFields } from "@cfx/domain/fields/negotiations";

export interface NegotiationFormProps extends EditFormProps<NegotiationFormOutput> {
  negotiation: NegotiationFormSource & {
    statusLabel: string;
    allowedStatuses: readonly number[];
    can: { reassign: boolean };
    /** The counterpart: without one, 合意 is refused (the workflow rule). */
    customerId?: string | null;
  };
  statuses: readonly MasterOption[];
  users: readonly MasterOption[];
}

const useStyles = makeStyles({ wide: { gridColumn: "1 / -1" } });

/** What saving the chosen completion will do to the matter, in words, before the person saves. */
function Consequence() {
  const styles = useStyles();
  const status = useWatch({ name: "negotiationStatusId" }) as string;
  const reason = useWatch({ name: "completeReason" }) as string;
  const message = completionConsequence(status, reason);
  return message ? (
    <MessageBar intent="warning" role="status" className={styles.wide}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  ) : null;
}

/** The reason is asked for with 完了 only; a completed negotiation shows its own. */
function ReasonField({ done }: { done: boolean }) {
  const status = useWatch({ name: "negotiationStatusId" }) as string;
  if (!done && Number(status) !== NEGOTIATION_DONE) return null;
  return (
    <SelectField
      name="completeReason"
      label={negotiationFields.completeReason.label}
      required={!done}
      options={reasonOptions}
      disabled={done}
    />
  );
}

const DONE_HINT = "完了した交渉は備考のみ変更できます。続きは案件から新しい交渉を指示してください";

/** The negotiation's editable fields (交渉編集); `header` says what it is about above them. */
export function NegotiationForm({ negotiation, statuses, users, ...kit }: NegotiationFormProps) {
  const form = useKitForm(
    negotiationFormSchemaFor(Boolean(negotiation.customerId)),
    negotiationFormValues(negotiation),
  );
  const done = negotiation.negotiationStatusId === NEGOTIATION_DONE;
  const choices = statusOptions(negotiation, statuses);
  const styles = useStyles();
  return (
    <KitForm {...kit} form={form} label="交渉情報" submitLabel="更新">
      <StatusChangeField
        name="negotiationStatusId"
        choices={choices}
        currentLabel={negotiation.statusLabel}
        hint={done ? DONE_HINT : undefined}
        lockedHint={done ? DONE_HINT : "今は変更できません"}
      />
      <ReasonField done={done} />
      {!done && !negotiation.customerId ? (
        <MessageBar intent="warning" className={styles.wide}>
          <MessageBarBody>
            交渉相手（顧客）が選ばれていません。合意で完了するには交渉相手が必要です
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <DateTimeField
        name="scheduledAt"
        label={negotiationFields.scheduledAt.label}
        disabled={done}
      />
      <SelectField
        name="assigneeUserId"
        label={negotiationFields.assigneeUserId.label}
        options={users}
        emptyLabel="未割当"
        disabled={!negotiation.can.reassign}
        hint={negotiation.can.reassign ? undefined : "この交渉の担当者は変更できません"}
      />
      <TextAreaField name="notes" label={negotiationFields.notes.label} />
      <Consequence />
    </KitForm>
  );
}
