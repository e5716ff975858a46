import { CONSTRUCTIONS_PATH } from "../constructions/paths";
import { EXTERNAL_SOURCES_PATH } from "../external-sources/paths";
import { LINECODES_PATH } from "../linecodes/paths";
import { NEGOTIATIONS_PATH } from "../negotiations/paths";
import { projectDetailPath } from "../projects/paths";

// Where each figure of the dashboard leads: the list that shows the same records. The parameter
// names are those lists' URL state (negotiation-list.ts, matter-list.ts, construction-list.ts);
// the dashboard may not import those files (features share only paths.ts/public.ts), so the names
// are written here and the browser test checks that each list's total equals its figure.

type Params = readonly (readonly [string, string | number])[];

/** `path?a=1&b=2`; a name given twice (`status=3&status=4`) is a multi-valued filter. */
export function withQuery(path: string, params: Params): string {
  const search = new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

/** 日程確定 and 施工中: the constructions on a crew's calendar (the API's SCHEDULED_WORK). */
export const SCHEDULED_CONSTRUCTION_STATUSES = [3, 4] as const;
const scheduled: Params = SCHEDULED_CONSTRUCTION_STATUSES.map((s) => ["status", s]);

/** 完了理由 codes the week chart counts (docs/DOMAIN.md: 1 合意, 2 不成立). */
export const AGREED = 1;
export const FAILED = 2;

/** My open negotiations with a visit today (交渉一覧: 担当 = me, 未完了のみ, 今日のみ). */
export const visitsTodayHref = (me: string) =>
  withQuery(NEGOTIATIONS_PATH, [
    ["assigneeUserId", me],
    ["open", "true"],
    ["today", "true"],
  ]);

/** My open negotiations with a visit from Monday to Sunday of this week. */
export const visitsThisWeekHref = (me: string, week: { weekStart: string; weekEnd: string }) =>
  withQuery(NEGOTIATIONS_PATH, [
    ["assigneeUserId", me],
    ["open", "true"],
    ["scheduledFrom", week.weekStart],
    ["scheduledTo", week.weekEnd],
  ]);

/** The project page's matters, only mine and only 期限切れ. */
export const overdueMattersHref = (me: string, projectId: string) =>
  withQuery(projectDetailPath(projectId), [
    ["assigneeUserId", me],
    ["overdue", "true"],
  ]);

/** Constructions 日程確定/施工中 planned today. */
export const constructionsTodayHref = (today: string) =>
  withQuery(CONSTRUCTIONS_PATH, [...scheduled, ["dateFrom", today], ["dateTo", today]]);

/** Constructions 日程確定/施工中 planned this week. */
export const constructionsThisWeekHref = () =>
  withQuery(CONSTRUCTIONS_PATH, [...scheduled, ["thisWeek", "true"]]);

/** One segment of a project's bar: its matters in one status. */
export const projectStatusHref = (projectId: string, status: number) =>
  withQuery(projectDetailPath(projectId), [["status", status]]);

/** The negotiations completed for one reason in one week (Monday to Sunday). */
export const weekOutcomeHref = (
  reason: typeof AGREED | typeof FAILED,
  week: { weekStart: string; weekEnd: string },
) =>
  withQuery(NEGOTIATIONS_PATH, [
    ["completeReason", reason],
    ["completedFrom", week.weekStart],
    ["completedTo", week.weekEnd],
  ]);

/** 日程確定, 施工中 and 完了: the constructions that take a team's place (the API's BOOKING). */
export const BOOKING_CONSTRUCTION_STATUSES = [3, 4, 5] as const;
/** Days the teams' capacity counts, from today (the API's 14). */
export const CAPACITY_DAYS = 14;

/** A calendar day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One team's bookings from today for 14 days (工事確認一覧: 班, 日程確定・施工中・完了, the days):
 * the constructions that took its places, what its 予約 figure counts.
 */
export const teamBookingsHref = (teamId: number, today: string) =>
  withQuery(CONSTRUCTIONS_PATH, [
    ["teamId", teamId],
    ...BOOKING_CONSTRUCTION_STATUSES.map((s) => ["status", s] as const),
    ["dateFrom", today],
    ["dateTo", addDays(today, CAPACITY_DAYS - 1)],
  ]);

/** 指示待ち: the constructions waiting for dispatch. */
export const WAITING_FOR_DISPATCH = 1;
export const waitingForDispatchHref = () =>
  withQuery(CONSTRUCTIONS_PATH, [["status", WAITING_FOR_DISPATCH]]);

/** 撤去予定: the drop lines to remove. */
export const LINE_TO_REMOVE = "撤去予定";
export const lineCodesToRemoveHref = () => withQuery(LINECODES_PATH, [["status", LINE_TO_REMOVE]]);

/** The project page's matters assigned to me. */
export const myMattersHref = (me: string, projectId: string) =>
  withQuery(projectDetailPath(projectId), [["assigneeUserId", me]]);

/** Constructions with a failed measurement measured since `since`. */
export const failedMeasurementsHref = (since: string) =>
  withQuery(CONSTRUCTIONS_PATH, [["failedSince", since]]);

/** External sources whose last run failed since `since`. */
export const failedRunsHref = (since: string) =>
  withQuery(EXTERNAL_SOURCES_PATH, [["failedSince", since]]);
