import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from "@fluentui/react-components";
import { formatDate } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import {
  bookingSpan,
  doubleBookingMessage,
  overlapping,
  type TitledBooking,
} from "./negotiation-create-form";
import { listLabel } from "@cfx/domain/fields/define";
import { scheduleFields as f } from "@cfx/domain/fields/negotiations";

export interface DayBooking extends TitledBooking {
  id: string;
  kindLabel: string;
}

const useStyles = makeStyles({
  box: {
    gridColumn: "1 / -1",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
});

/**
 * The chosen assignee's bookings on the visit day, and a warning (not a refusal) when the visit
 * (`start`, 60 minutes) runs into one of them.
 */
export function AssigneeDaySchedule({
  assigneeName,
  day,
  start,
  bookings,
  fetching,
}: {
  assigneeName: string;
  /** YYYY-MM-DD (Tokyo) */
  day: string;
  /** The chosen visit; null while the time is not a valid one. */
  start: Date | null;
  bookings: readonly DayBooking[];
  fetching: boolean;
}) {
  const styles = useStyles();
  const clashes = start ? overlapping(bookings, start) : [];
  const clashIds = new Set(clashes.map((b) => b.id));
  const title = `${assigneeName}さんの${formatDate(day)}の予定`;
  const columns = columnsOf<DayBooking>()([
    {
      id: "time",
      label: "時間",
      value: (b) => bookingSpan(b, day),
      width: "9rem",
      overflow: "nowrap",
    },
    { id: "kind", label: listLabel(f.kind), value: (b) => b.kindLabel, width: "5rem" },
    { id: "title", label: listLabel(f.title), value: (b) => b.title },
    {
      id: "clash",
      label: "訪問との重なり",
      value: (b) => (clashIds.has(b.id) ? "重なる" : ""),
      width: "8rem",
    },
  ]);
  return (
    <section className={styles.box} aria-label={title}>
      <Text as="h3" weight="semibold">
        {title}
      </Text>
      {clashes.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{doubleBookingMessage(clashes, day)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {fetching ? (
        <Spinner size="tiny" label="予定を読み込み中…" />
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={bookings}
          rowKey={(b) => b.id}
          emptyText="この日の予定はありません"
        />
      )}
    </section>
  );
}
