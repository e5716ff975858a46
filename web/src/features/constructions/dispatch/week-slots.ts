// The week of free slots the dispatch calendar shows (issue #40): read once, then kept current by
// the live stream of the same filter, so a slot booked by another dispatcher fills in at once.
import { useMemo } from "react";
import { useQuery, useSubscription } from "urql";
import { getFragmentData, graphql } from "../../../gql";
import { useOnline } from "../../../shared/live/useOnline";

// What the calendar shows of a slot, read by the week's query and by its live stream alike.
export const DispatchPage_SlotFragment = graphql(`
  fragment DispatchPage_Slot on ConstructionFreeSchedule {
    id
    teamId
    team {
      id
      name
    }
    date
    slot
    capacity
    booked
    remaining
  }
`);

const DispatchPage_WeekQuery = graphql(`
  query DispatchPageWeek($filter: ConstructionFreeScheduleFilter!, $from: String!, $to: String!) {
    constructionFreeSchedules(filter: $filter, sort: DATE, pageSize: 200) {
      items {
        ...DispatchPage_Slot
      }
    }
    holidays(from: $from, to: $to) {
      date
      name
    }
  }
`);

// The visible week's slots as they are now (issue #40): the gateway sends the whole list at the
// start and again whenever a booking or a slot of the filter changes, so a slot booked by another
// dispatcher fills in at once.
const DispatchPage_WeekChanged = graphql(`
  subscription DispatchPageWeekChanged($filter: ConstructionFreeScheduleFilter!) {
    constructionFreeSchedulesChanged(filter: $filter) {
      ...DispatchPage_Slot
    }
  }
`);

export type WeekFilter = { associateCompanyId: number[]; dateFrom: string; dateTo: string };

/** The slots and holidays of the filter's week; paused while no company is chosen. */
export function useWeekSlots(filter: WeekFilter, paused: boolean) {
  const [{ data, fetching, error }, refetchWeek] = useQuery({
    query: DispatchPage_WeekQuery,
    variables: { filter, from: filter.dateFrom, to: filter.dateTo },
    pause: paused,
    requestPolicy: "cache-and-network",
  });
  const online = useOnline();
  const [live] = useSubscription({
    query: DispatchPage_WeekChanged,
    variables: { filter },
    pause: paused || !online,
  });
  // The stream's list when it is the one of the week shown (just after a change of week the last
  // answer is still the previous week's), else the query's.
  const liveSlots =
    live.operation && JSON.stringify(live.operation.variables) === JSON.stringify({ filter })
      ? live.data?.constructionFreeSchedulesChanged
      : undefined;
  const slots = getFragmentData(
    DispatchPage_SlotFragment,
    liveSlots ?? data?.constructionFreeSchedules.items,
  );
  const holidays = useMemo(
    () => new Map((data?.holidays ?? []).map((h) => [h.date, h.name])),
    [data],
  );
  return {
    slots,
    holidays,
    fetching,
    failed: Boolean(error) && !data,
    /** After a booking, refused or not: the counts as they are now. */
    reread: () => refetchWeek({ requestPolicy: "network-only" }),
  };
}
