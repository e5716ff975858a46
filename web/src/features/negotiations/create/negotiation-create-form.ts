import type { MasterOption } from "@/shared/form/fields";
import { formatDateTime } from "@/shared/format";
import { isIsoDate, jstIsoDate } from "@/shared/form/normalize";
import { limitedText, requiredDay, z } from "@/shared/form/zod";
import { addWorkingDays } from "@cfx/domain/dates";
import { negotiationFields } from "@cfx/domain/fields/negotiations";

// 交渉指示's form: the customer to negotiate with, the assignee, the first visit (a Tokyo day and
// time) and notes. The API books the visit as a 60-minute schedule of the assignee, so the page
// checks the chosen hour against that person's other bookings of the day and warns (never blocks:
// a double booking may be agreed on the phone).

/** How long the API books a visit (api/src/negotiations/routes.ts). */
export const VISIT_MINUTES = 60;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What a person typed as a time (`9:00`, `９：３０`, `1030`) → `HH:MM`; anything else unchanged. */
export function normalizeTime(text: string): string {
  const t = text.normalize("NFKC").trim();
  const m = /^(\d{1,2}):?(\d{2})$/.exec(t);
  if (!m) return t;
  const hhmm = `${m[1]!.padStart(2, "0")}:${m[2]}`;
  return TIME.test(hhmm) ? hhmm : t;
}

/** A Tokyo wall-clock day and time as an instant (Japan has no daylight saving: always +09:00). */
export function tokyoInstant(date: string, time: string): Date | null {
  if (!isIsoDate(date) || !TIME.test(time)) return null;
  return new Date(`${date}T${time}:00+09:00`);
}

/** The next working day (Monday to Friday) after `today` (YYYY-MM-DD, Tokyo). */
export const nextWorkingDay = (today: string) => addWorkingDays(today, 1);

/** The schedule query's window for a day: from the day before (a booking may run past midnight). */
export function dayWindow(day: string): { from: string; to: string } {
  const start = new Date(`${day}T00:00:00+09:00`).getTime();
  return {
    from: new Date(start - 86_400_000).toISOString(),
    to: new Date(start + 86_400_000 - 1).toISOString(),
  };
}

export interface BookedTime {
  startAt: string;
  endAt: string;
}

/** The bookings that touch the Tokyo day `day` (the query also returns the evening before). */
export function bookingsOfDay<T extends BookedTime>(bookings: readonly T[], day: string): T[] {
  const start = new Date(`${day}T00:00:00+09:00`).getTime();
  const end = start + 86_400_000;
  return bookings.filter(
    (b) => new Date(b.startAt).getTime() < end && new Date(b.endAt).getTime() > start,
  );
}

/** The bookings a visit starting at `start` (lasting VISIT_MINUTES) would run into. */
export function overlapping<T extends BookedTime>(bookings: readonly T[], start: Date): T[] {
  const from = start.getTime();
  const to = from + VISIT_MINUTES * 60_000;
  return bookings.filter(
    (b) => new Date(b.startAt).getTime() < to && new Date(b.endAt).getTime() > from,
  );
}

export interface TitledBooking extends BookedTime {
  title: string;
}

/** HH:mm when the instant is on `day` (Tokyo), else the full date and time (a booking past midnight). */
function timeOn(value: string, day: string): string {
  const text = formatDateTime(value);
  return jstIsoDate(value) === day ? text.slice(11) : text;
}

/** A booking's time on `day`: `10:00–11:00`. */
export const bookingSpan = (b: BookedTime, day: string) =>
  `${timeOn(b.startAt, day)}–${timeOn(b.endAt, day)}`;

/** The warning's text: which bookings the visit would run into. */
export function doubleBookingMessage(clashes: readonly TitledBooking[], day: string): string {
  const list = clashes.map((b) => `${bookingSpan(b, day)} ${b.title}`).join("、");
  return `この時間には既に予定があります（${list}）`;
}

export interface CandidateCustomer {
  id: string;
  name: string;
  nameKana?: string | null;
  /** 1 オーナー, 2 入居者, 0 不明 */
  customerType: number;
  customerTypeLabel: string;
}

export interface CandidateUnit {
  id: string;
  code: string;
  roomNumber?: string | null;
  customers: readonly CandidateCustomer[];
}

const OWNER = 1;

/**
 * The customers of the target's units as choices: owners first (the one who decides about the
 * wiring), then those of the matter's own unit, then the rest in unit order. Each says name, kana,
 * unit and whether owner or tenant.
 */
export function customerOptions(
  units: readonly CandidateUnit[],
  matterUnitId?: string | null,
): MasterOption[] {
  const rows = units.flatMap((unit, unitIndex) =>
    unit.customers.map((c, i) => ({ c, unit, order: unitIndex * 10_000 + i })),
  );
  const rank = (r: (typeof rows)[number]) =>
    (r.c.customerType === OWNER ? 0 : 2) + (r.unit.id === matterUnitId ? 0 : 1);
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.order - b.order)
    .map(({ c, unit }) => {
      const kana = c.nameKana ? `（${c.nameKana}）` : "";
      const where = unit.roomNumber ? `${unit.roomNumber}号室` : unit.code;
      return { id: c.id, name: `${c.name}${kana}・${where}・${c.customerTypeLabel}` };
    });
}

/** The form; `now` decides what "in the past" is (a parameter so that tests fix it). */
export function negotiationCreateSchema(
  customerRequired: boolean,
  now: () => Date = () => new Date(),
) {
  return z
    .object({
      customerId: customerRequired ? z.string().min(1, "交渉相手を選択してください") : z.string(),
      assigneeUserId: z.string().min(1, "交渉担当者を選択してください"),
      visitDate: requiredDay("訪問日"),
      visitTime: z
        .string()
        .min(1, "訪問時刻を入力してください")
        .regex(TIME, "訪問時刻はHH:MMの形式で入力してください"),
      notes: limitedText(negotiationFields.notes),
    })
    .superRefine((v, ctx) => {
      const at = tokyoInstant(v.visitDate, v.visitTime);
      if (at && at.getTime() < now().getTime())
        ctx.addIssue({
          code: "custom",
          path: ["visitTime"],
          message: "訪問日時には現在より後の日時を入力してください",
        });
    })
    .transform((v) => ({
      customerId: v.customerId || null,
      assigneeUserId: Number(v.assigneeUserId),
      scheduledAt: (tokyoInstant(v.visitDate, v.visitTime) as Date).toISOString(),
      notes: v.notes.trim() ? v.notes.trim() : null,
    }));
}

export type NegotiationCreateValues = z.input<ReturnType<typeof negotiationCreateSchema>>;
export type NegotiationCreateOutput = z.output<ReturnType<typeof negotiationCreateSchema>>;

/** A fresh form: the only customer chosen when there is one, the visit the next working day at 10:00. */
export function negotiationCreateValues(
  customers: readonly MasterOption[],
  today: string,
): NegotiationCreateValues {
  return {
    customerId: customers.length === 1 ? String(customers[0]!.id) : "",
    assigneeUserId: "",
    visitDate: nextWorkingDay(today),
    visitTime: "10:00",
    notes: "",
  };
}
