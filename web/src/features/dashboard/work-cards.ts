import { constructionStatusLabels } from "@cfx/domain/enumerations";
import type { Permissions } from "../../app/session";
import type { DashboardPageQuery } from "../../gql/graphql";
import { weekText } from "./figure-format";
import {
  constructionsThisWeekHref,
  constructionsTodayHref,
  overdueMattersHref,
  visitsThisWeekHref,
  SCHEDULED_CONSTRUCTION_STATUSES,
  visitsTodayHref,
} from "./figure-links";

// The cards of "my open work" and their order for the signed-in role: which cards a role sees is
// decided from its flags (never the role id), as everywhere in the app.

type Dashboard = DashboardPageQuery["dashboard"];

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
}

type RoleFlags = Pick<Permissions, "matterRead" | "negotiationEdit" | "constructionEdit">;

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

/** The cards a role sees, in the order it needs them. `me`: the viewer's user id. */
export function workCards(d: Dashboard, me: string, role: RoleFlags | undefined): WorkCard[] {
  const constructions = constructionCards(d);
  if (!seesNegotiationWork(role)) return constructions;
  const negotiations = negotiationCards(d, me);
  return constructionWorkFirst(role)
    ? [...constructions, ...negotiations]
    : [...negotiations, ...constructions];
}
