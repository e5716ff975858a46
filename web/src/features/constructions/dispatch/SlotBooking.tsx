// 工事指示's booking (issue #18, live since #40): the company and week choice, the week's free slots
// and the booking of a picked one after a confirmation that says when the slot filled meanwhile.
import { tokyoDate } from "@cfx/domain/dates";
import { constructionStatusLabels } from "@cfx/domain/enumerations";
import { CN } from "@cfx/domain/workflows";
import { MessageBar, MessageBarBody, Text } from "@fluentui/react-components";
import { useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { graphql } from "../../../gql";
import { ConfirmDialog } from "../../../shared/mutation/ConfirmDialog";
import { useMutationAction } from "../../../shared/mutation/useMutationAction";
import { Section } from "../../../shared/record/Section";
import { scheduleBlockedReason } from "./agreed-negotiation";
import { teamsOfCompany } from "./bulk-dispatch";
import { calendarSearch, chosenCompany, parseCalendarState } from "./dispatch-url";
import { FreeSlotCalendar } from "./FreeSlotCalendar";
import { slotRows, type FreeSlot } from "./slot-grid";
import { dayLabel, mondayOf, weekDays, weekLabel } from "./week";
import { WeekToolbar } from "./WeekToolbar";
import { useWeekSlots } from "./week-slots";

const SCHEDULED = constructionStatusLabels[CN.scheduled];

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

interface Pick {
  cell: FreeSlot;
  team: { id: number; name: string };
}

/** The company and week choice, the calendar and the booking of a picked slot. */
export function SlotBooking({
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
  const week = useWeekSlots(filter, companyId === undefined);
  const rows = useMemo(
    () => slotRows(teamsOfCompany(teams, companyId), week.slots ?? [], days),
    [teams, companyId, week.slots, days],
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
      week.reread();
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
      <WeekToolbar
        companies={companies}
        companyId={companyId}
        week={state.week}
        thisWeek={thisWeek}
        loading={week.fetching}
        onCompany={(company) => go({ company, week: state.week })}
        onWeek={(monday) => go({ company: state.company, week: monday })}
      />
      {week.failed ? (
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
          holidays={week.holidays}
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
