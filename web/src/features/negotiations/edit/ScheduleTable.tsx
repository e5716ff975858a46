import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { NegotiationEditSchedules_ScheduleFragment as Schedule } from "@/gql/graphql";
import { formatDateTime } from "@/shared/format";
import { columnsOf } from "@/shared/list/columns";
import { DataTable } from "@/shared/list/DataTable";
import { listLabel } from "@cfx/domain/fields/define";
import { scheduleFields as f } from "@cfx/domain/fields/negotiations";

export const NegotiationEditSchedules_ScheduleFragment = graphql(`
  fragment NegotiationEditSchedules_Schedule on Schedule {
    id
    startAt
    endAt
    title
    user {
      id
      name
    }
    team {
      id
      name
    }
  }
`);

/** `2026/11/25 10:00 – 11:00`: the end's day only when it is another day. */
export function timeRange(startAt: string, endAt: string): string {
  const start = formatDateTime(startAt);
  const end = formatDateTime(endAt);
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

const columns = columnsOf<Schedule>()([
  { id: "when", label: "日時", value: (s) => timeRange(s.startAt, s.endAt), width: "16rem" },
  { id: "title", label: listLabel(f.title), value: (s) => s.title },
  {
    id: "who",
    label: "担当",
    value: (s) => s.user?.name ?? s.team?.name ?? "—",
    width: "10rem",
  },
]);

/** The visits booked for the negotiation, in time order. */
export function ScheduleTable({
  schedules,
}: {
  schedules: readonly FragmentType<typeof NegotiationEditSchedules_ScheduleFragment>[];
}) {
  const rows = [...getFragmentData(NegotiationEditSchedules_ScheduleFragment, schedules)].sort(
    (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt),
  );
  return (
    <DataTable
      label="予定一覧"
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      emptyText="予定はありません"
    />
  );
}
