import { tokyoDate } from "@cfx/domain/dates";
import { constructionStatusLabels } from "@cfx/domain/enumerations";
import { CN } from "@cfx/domain/workflows";
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from "@fluentui/react-components";
import {
  ArrowLeft20Regular,
  ArrowRight20Regular,
  VehicleTruckProfile24Regular,
} from "@fluentui/react-icons";
import { useMemo, useState } from "react";
import { useQuery, useSubscription } from "urql";
import { useLocation, useSearch } from "wouter";
import { getFragmentData, graphql } from "../../gql";
import { useOnline } from "../../shared/live/useOnline";
import { ConfirmDialog } from "../../shared/mutation/ConfirmDialog";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { RecordPending } from "../../shared/record/RecordPending";
import { Section } from "../../shared/record/Section";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { scheduleBlockedReason } from "./dispatch/agreed-negotiation";
import { teamsOfCompany } from "./dispatch/bulk-dispatch";
import { DispatchFacts, DispatchFacts_ConstructionFragment } from "./dispatch/DispatchFacts";
import { calendarSearch, chosenCompany, parseCalendarState } from "./dispatch/dispatch-url";
import { FreeSlotCalendar } from "./dispatch/FreeSlotCalendar";
import { slotRows, type FreeSlot } from "./dispatch/slot-grid";
import { addDays, dayLabel, mondayOf, weekDays, weekLabel } from "./dispatch/week";
import { DISPATCH_PATH } from "./paths";

const SCHEDULED = constructionStatusLabels[CN.scheduled];

const DispatchPageQuery = graphql(`
  query DispatchPage($id: ID!) {
    construction(id: $id) {
      id
      code
      status
      statusLabel
      version
      associateCompanyId
      can {
        schedule
      }
      ...DispatchFacts_Construction
    }
    companies: masterList(kind: ASSOCIATE_COMPANIES) {
      id
      name
    }
    teams: masterList(kind: TEAMS) {
      id
      name
      associateCompanyId
    }
  }
`);

// What the calendar shows of a slot, read by the week's query and by its live stream alike.
const DispatchPage_SlotFragment = graphql(`
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

/** The slot just picked, as the latest answer shows it (another booking may have filled it). */
const sameCell = (a: FreeSlot, b: FreeSlot) =>
  a.teamId === b.teamId && a.date === b.date && a.slot === b.slot;

const DispatchPage_DispatchMutation = graphql(`
  mutation DispatchPageDispatch($id: ID!, $input: DispatchConstructionInput!) {
    dispatchConstruction(id: $id, input: $input) {
      id
      code
      status
      statusLabel
      version
      scheduledDate
      slot
      associateCompanyId
      teamId
    }
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
  toolbar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    gap: tokens.spacingHorizontalM,
  },
  company: { minWidth: "16rem" },
  weekButtons: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center" },
});

interface Pick {
  cell: FreeSlot;
  team: { id: number; name: string };
}

/**
 * /construction-dispatch/{id} 工事指示: the construction with its matter, target, unit and agreed
 * negotiation, and a week of free slots of one partner company's teams; picking a free slot (after
 * a confirmation) books it and makes the construction 日程確定.
 */
export function DispatchPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const { data, missing, reload } = useRecordQuery(DispatchPageQuery, { id });
  const construction = data?.construction;

  if (!construction || !data) {
    return (
      <RecordPending
        title="工事指示"
        missing={missing}
        icon={<VehicleTruckProfile24Regular />}
        missingTitle="該当する工事が見つかりません"
        backHref={DISPATCH_PATH}
        backLabel="工事指示一覧へ戻る"
      />
    );
  }

  return (
    <Page title={`工事指示（${construction.code}）`}>
      <div className={styles.stack}>
        <DispatchFacts
          construction={getFragmentData(DispatchFacts_ConstructionFragment, construction)}
        />
        <SlotBooking
          construction={construction}
          companies={data.companies}
          teams={data.teams}
          onRefused={reload}
        />
      </div>
    </Page>
  );
}

/** The company and week choice, the calendar and the booking of a picked slot. */
function SlotBooking({
  construction,
  companies,
  teams,
  onRefused,
}: {
  construction: {
    id: string;
    code: string;
    status: number;
    statusLabel: string;
    version: number;
    associateCompanyId?: number | null;
    can: { schedule: boolean };
  };
  companies: readonly { id: number; name: string }[];
  teams: readonly { id: number; name: string; associateCompanyId?: number | null }[];
  /** A refused booking (a stale version, a slot taken meanwhile): read the construction again. */
  onRefused: () => void;
}) {
  const styles = useStyles();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const today = tokyoDate();
  const thisWeek = mondayOf(today);
  const state = parseCalendarState(search, today);
  const companyId = chosenCompany(state.company, construction.associateCompanyId, companies);
  const days = useMemo(() => weekDays(state.week), [state.week]);
  const go = (next: { company?: number; week: string }) =>
    navigate(`${path}${calendarSearch(next, today)}`);

  const filter = useMemo(
    () => ({
      associateCompanyId: companyId ? [companyId] : [],
      dateFrom: days[0]!,
      dateTo: days[6]!,
    }),
    [companyId, days],
  );
  const [{ data, fetching, error }, refetchWeek] = useQuery({
    query: DispatchPage_WeekQuery,
    variables: { filter, from: days[0]!, to: days[6]! },
    pause: companyId === undefined,
    requestPolicy: "cache-and-network",
  });
  const online = useOnline();
  const [live] = useSubscription({
    query: DispatchPage_WeekChanged,
    variables: { filter },
    pause: companyId === undefined || !online,
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
  const rows = useMemo(
    () => slotRows(teamsOfCompany(teams, companyId), slots ?? [], days),
    [teams, companyId, slots, days],
  );

  const [pick, setPick] = useState<Pick | null>(null);
  const [busy, setBusy] = useState(false);
  const dispatch = useMutationAction(DispatchPage_DispatchMutation, {
    action: "update",
    successMessage: (d) =>
      `${d.dispatchConstruction.code}の日程を確定しました（${dayLabel(d.dispatchConstruction.scheduledDate ?? "")} ${d.dispatchConstruction.slot ?? ""}）。`,
  });
  const book = async ({ cell, team }: Pick) => {
    setPick(null);
    setBusy(true);
    try {
      const outcome = await dispatch(
        {
          id: construction.id,
          input: {
            teamId: team.id,
            scheduledDate: cell.date,
            slot: cell.slot,
            version: construction.version,
          },
        },
        // The construction (its version, status) and the slots' counts read again.
        { additionalTypenames: ["Construction", "ConstructionFreeSchedule"] },
      );
      if (!outcome.ok) onRefused();
    } finally {
      // Refused or not, the counts may have changed meanwhile: show them as they are now.
      refetchWeek({ requestPolicy: "network-only" });
      setBusy(false);
    }
  };

  // Filled by another booking while the confirmation is open: said there, before the server would.
  const pickedNow = pick
    ? rows.flatMap((r) => r.cells).find((c) => c && sameCell(c, pick.cell))
    : undefined;
  const filledMeanwhile = pick !== null && (pickedNow?.remaining ?? 0) <= 0;

  const blocked = scheduleBlockedReason(construction);
  const company = companies.find((c) => c.id === companyId);

  return (
    <Section title="空き枠の予約">
      {blocked ? (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{blocked}</MessageBarBody>
        </MessageBar>
      ) : (
        <Text>空いている枠を選ぶと、この工事の日程を確定します（日程確定）。</Text>
      )}
      <div className={styles.toolbar}>
        <Field label="協力会社" className={styles.company}>
          <Select
            value={companyId ? String(companyId) : ""}
            onChange={(_, d) => go({ company: Number(d.value), week: state.week })}
          >
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.weekButtons} role="group" aria-label="表示する週">
          <Button
            icon={<ArrowLeft20Regular />}
            disabled={state.week <= thisWeek}
            onClick={() => go({ company: state.company, week: addDays(state.week, -7) })}
          >
            前の週
          </Button>
          <Button
            disabled={state.week === thisWeek}
            onClick={() => go({ company: state.company, week: thisWeek })}
          >
            今週
          </Button>
          <Button
            icon={<ArrowRight20Regular />}
            iconPosition="after"
            onClick={() => go({ company: state.company, week: addDays(state.week, 7) })}
          >
            次の週
          </Button>
        </div>
        {fetching ? <Spinner size="tiny" label="読み込み中…" /> : null}
      </div>
      {error && !data ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>空き枠を読み込めませんでした。</MessageBarBody>
        </MessageBar>
      ) : companyId === undefined ? (
        <Text>協力会社が登録されていません。</Text>
      ) : (
        <FreeSlotCalendar
          caption={`${company?.name ?? ""}の空き枠 ${weekLabel(state.week)}`}
          days={days}
          today={today}
          holidays={holidays}
          rows={rows}
          canBook={!blocked}
          busy={busy}
          onPick={(cell, team) => setPick({ cell, team })}
        />
      )}
      <ConfirmDialog
        open={pick !== null}
        title="日程を確定しますか？"
        confirmLabel={SCHEDULED}
        advise={filledMeanwhile ? "cancel" : "confirm"}
        onConfirm={() => pick && void book(pick)}
        onCancel={() => setPick(null)}
      >
        {pick && filledMeanwhile ? (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>
              {dayLabel(pick.cell.date)} {pick.cell.slot} {pick.team.name}
              の枠は、他のユーザーの予約で満員になりました。キャンセルして別の枠を選んでください。
            </MessageBarBody>
          </MessageBar>
        ) : pick ? (
          <Text as="p">
            {construction.code}を{company?.name} {pick.team.name}の{dayLabel(pick.cell.date)}{" "}
            {pick.cell.slot}に予約し、日程確定にします（残り
            {pickedNow?.remaining ?? pick.cell.remaining}）。
          </Text>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
}
