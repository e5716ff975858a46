import type { ReactNode } from "react";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  type MasterOption,
} from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { isIsoDate } from "@/shared/form/normalize";
import { AssigneeDaySchedule, type DayBooking } from "./AssigneeDaySchedule";
import {
  negotiationCreateSchema,
  negotiationCreateValues,
  normalizeTime,
  tokyoInstant,
  type NegotiationCreateOutput,
} from "./negotiation-create-form";
import { negotiationFields } from "@cfx/domain/fields/negotiations";

/** The assignee and day whose bookings the page should fetch (null: not both chosen yet). */
export interface VisitDay {
  userId: number;
  day: string;
}

/** The API's `scheduledAt` is the form's day and time; its message goes under the day. */
const ERROR_ALIASES = { scheduledAt: "visitDate" } as const;

/**
 * 交渉指示's fields. The page fetches the chosen assignee's bookings of the chosen day (told through
 * `onVisitDayChange`) and hands them back as `bookings`.
 */
export function NegotiationCreateForm({
  customers,
  users,
  today,
  header,
  bookings,
  bookingsFetching,
  onVisitDayChange,
  onSubmit,
  onCancel,
}: {
  /** The target's customers, owner first (empty: the target has none, so none is asked for). */
  customers: readonly MasterOption[];
  users: readonly MasterOption[];
  /** YYYY-MM-DD (Tokyo): the default visit is the next working day. */
  today: string;
  header?: ReactNode;
  bookings: readonly DayBooking[];
  bookingsFetching: boolean;
  onVisitDayChange: (visit: VisitDay | null) => void;
  onSubmit: (output: NegotiationCreateOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
}) {
  const hasCustomers = customers.length > 0;
  const form = useKitForm(
    negotiationCreateSchema(hasCustomers),
    negotiationCreateValues(customers, today),
  );
  const [assigneeUserId, visitDate, visitTime] = useWatch({
    control: form.control,
    name: ["assigneeUserId", "visitDate", "visitTime"],
  });
  const day = isIsoDate(visitDate) ? visitDate : "";
  useEffect(() => {
    onVisitDayChange(assigneeUserId && day ? { userId: Number(assigneeUserId), day } : null);
  }, [assigneeUserId, day, onVisitDayChange]);
  const assignee = users.find((u) => String(u.id) === assigneeUserId);

  return (
    <KitForm
      form={form}
      label="交渉指示"
      header={header}
      submitLabel="交渉指示"
      onSubmit={onSubmit}
      onCancel={onCancel}
      errorAliases={ERROR_ALIASES}
    >
      <SelectField
        name="customerId"
        label="交渉相手"
        required={hasCustomers}
        disabled={!hasCustomers}
        options={customers}
        emptyLabel={hasCustomers ? "選択してください" : "顧客が登録されていません"}
        hint={hasCustomers ? "対象物件の住戸の顧客（オーナーが先頭）" : undefined}
      />
      <SelectField
        name="assigneeUserId"
        label={negotiationFields.assigneeUserId.label}
        required
        options={users}
      />
      <DateField name="visitDate" label="初回訪問日" required />
      <TextField
        name="visitTime"
        label="訪問時刻"
        required
        inputMode="numeric"
        placeholder="例：10:00"
        hint="HH:MM（東京時間）。訪問は60分で予定に登録されます"
        normalize={normalizeTime}
      />
      {assignee && day ? (
        <AssigneeDaySchedule
          assigneeName={assignee.name}
          day={day}
          start={tokyoInstant(day, visitTime)}
          bookings={bookings}
          fetching={bookingsFetching}
        />
      ) : null}
      <TextAreaField name="notes" label={negotiationFields.notes.label} />
    </KitForm>
  );
}
