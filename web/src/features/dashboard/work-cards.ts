import { constructionStatusLabels } from "@cfx/domain/enumerations";
import type { Permissions } from "../../shared/session";
import type { DashboardPage_DashboardFragment } from "../../gql/graphql";
import { formatDate } from "../../shared/format";
import { countText, weekText } from "./figure-format";
import { teamLabel } from "./chart-data";
import {
  constructionsThisWeekHref,
  failedMeasurementsHref,
  lineCodesToRemoveHref,
  myMattersHref,
  teamBookingsHref,
  waitingForDispatchHref,
  constructionsTodayHref,
  overdueMattersHref,
  visitsThisWeekHref,
  SCHEDULED_CONSTRUCTION_STATUSES,
  visitsTodayHref,
} from "./figure-links";

// The cards of "my open work" and their order for the signed-in role: which cards a role sees is
// decided from its flags (never the role id), as everywhere in the app.

type Dashboard = DashboardPage_DashboardFragment;

/** One linked figure inside a card (期限切れの案件: one per project). */
export interface FigureItem {
  key: string;
  label: string;
  count: number;
  href: string;
}

export interface WorkCard {
  key: string;
  title: string;
  /** What the figure counts, in words under the title (period, conditions). */
  note: string;
  count: number;
  /** The list the figure equals; absent when the card's figures are its items. */
  href?: string;
  items?: FigureItem[];
  /** Said instead of an empty item list. */
  emptyText?: string;
}

type RoleFlags = Pick<Permissions, "matterRead" | "negotiationEdit" | "constructionEdit"> &
  Partial<Pick<Permissions, "targetEdit" | "masterManage">>;

/** Negotiations and matters are read with matterRead; without it (工事担当, 引込線登録) they are hidden. */
export const seesNegotiationWork = (role: RoleFlags | undefined): boolean =>
  Boolean(role?.matterRead);

/** Whose work is the constructions (工事担当, 発注担当, 工事管理者): those cards come first. */
export const constructionWorkFirst = (role: RoleFlags | undefined): boolean =>
  Boolean(role?.constructionEdit && !role.negotiationEdit);

function negotiationCards(d: Dashboard, me: string): WorkCard[] {
  const overdue = d.my.overdueMatters;
  return [
    {
      key: "visitsToday",
      title: "今日の訪問",
      note: "自分の未完了の交渉",
      count: d.my.visitsToday,
      href: visitsTodayHref(me),
    },
    {
      key: "visitsThisWeek",
      title: "今週の訪問",
      note: `${weekText(d)}・自分の未完了の交渉`,
      count: d.my.visitsThisWeek,
      href: visitsThisWeekHref(me, d),
    },
    {
      key: "overdueMatters",
      title: "期限切れの案件",
      note: "自分が担当する案件（プロジェクト別）",
      count: overdue.reduce((sum, p) => sum + p.count, 0),
      items: overdue.map((p) => ({
        key: p.projectId,
        label: p.projectName,
        count: p.count,
        href: overdueMattersHref(me, p.projectId),
      })),
      emptyText: "期限切れの案件はありません",
    },
  ];
}

/** 日程確定・施工中: the statuses the construction figures count. */
const scheduledWords = SCHEDULED_CONSTRUCTION_STATUSES.map((s) => constructionStatusLabels[s]).join(
  "・",
);

function constructionCards(d: Dashboard): WorkCard[] {
  return [
    {
      key: "constructionsToday",
      title: "今日の工事",
      note: scheduledWords,
      count: d.my.constructionsToday,
      href: constructionsTodayHref(d.today),
    },
    {
      key: "constructionsThisWeek",
      title: "今週の工事",
      note: `${weekText(d)}・${scheduledWords}`,
      count: d.my.constructionsThisWeek,
      href: constructionsThisWeekHref(),
    },
  ];
}

/** 自分の案件: my matters per project (null: the role reads no matters). */
function myMattersCards(d: Dashboard, me: string): WorkCard[] {
  const mine = d.my.openMatters;
  if (!mine) return [];
  return [
    {
      key: "openMatters",
      title: "自分の案件",
      note: "自分が担当する案件（進行中のプロジェクト別）",
      count: mine.reduce((sum, p) => sum + p.count, 0),
      items: mine.map((p) => ({
        key: p.projectId,
        label: p.projectName,
        count: p.count,
        href: myMattersHref(me, p.projectId),
      })),
      emptyText: "担当の案件はありません",
    },
  ];
}

/**
 * The figures of a role's own work (issue #37.17): constructions waiting for dispatch, failed
 * readings and the teams' free places for those who dispatch, drop lines to remove for those who
 * register them. Each is null for a role that does not do that work; failed readings and free
 * places are in the managers' section already when it is shown.
 */
function roleCards(d: Dashboard): WorkCard[] {
  const { waitingForDispatch, failedMeasurements, teamCapacity, lineCodesToRemove, since } = d.my;
  const cards: WorkCard[] = [];
  if (lineCodesToRemove != null)
    cards.push({
      key: "lineCodesToRemove",
      title: "撤去予定の引込線",
      note: "状態が撤去予定の引込線",
      count: lineCodesToRemove,
      href: lineCodesToRemoveHref(),
    });
  if (waitingForDispatch != null)
    cards.push({
      key: "waitingForDispatch",
      title: "指示待ちの工事",
      note: "工事指示を待っている工事",
      count: waitingForDispatch,
      href: waitingForDispatchHref(),
    });
  if (d.manager) return cards;
  if (failedMeasurements != null)
    cards.push({
      key: "failedMeasurements",
      title: "測定不合格の工事",
      note: `${formatDate(since)}以降（直近7日間）`,
      count: failedMeasurements,
      href: failedMeasurementsHref(since),
    });
  if (teamCapacity)
    cards.push({
      key: "teamCapacity",
      title: "班別の空き枠",
      note: "今日から2週間・空き／枠（予約の工事へ）",
      count: teamCapacity.reduce((sum, t) => sum + t.remaining, 0),
      items: teamCapacity.map((t) => ({
        key: String(t.teamId),
        // The link's figure is the last: 予約, what the list it opens holds.
        label: `${teamLabel(t)} 空き ${countText(t.remaining)}／枠 ${countText(t.capacity)}・予約`,
        count: t.booked,
        href: teamBookingsHref(t.teamId, d.today),
      })),
      emptyText: "今後2週間の工事枠はありません",
    });
  return cards;
}

/** Whose work starts from their matters (案件担当: edits targets, no マスタ管理; 発注担当). */
export const mattersFirst = (role: RoleFlags | undefined): boolean =>
  Boolean(
    role?.matterRead && !role.masterManage && (role.targetEdit || constructionWorkFirst(role)),
  );

/** The cards a role sees, in the order it needs them. `me`: the viewer's user id. */
export function workCards(d: Dashboard, me: string, role: RoleFlags | undefined): WorkCard[] {
  const constructions = constructionCards(d);
  const own = roleCards(d);
  if (!seesNegotiationWork(role)) return [...own, ...constructions];
  const negotiations = negotiationCards(d, me);
  const matters = myMattersCards(d, me);
  if (constructionWorkFirst(role)) return [...matters, ...own, ...constructions, ...negotiations];
  return mattersFirst(role)
    ? [...matters, ...negotiations, ...own, ...constructions]
    : [...negotiations, ...matters, ...own, ...constructions];
}
