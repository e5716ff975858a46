import { completeReasonLabels } from "@cfx/domain/enumerations";
import type { DashboardPage_DashboardFragment } from "../../gql/graphql";
import { weekText } from "./figure-format";
import { AGREED, FAILED, projectStatusHref, weekOutcomeHref } from "./figure-links";

// The manager figures as the charts and their text twins need them: plain data, with each
// figure's link beside it, so the chart (mouse) and the lists (keyboard, screen reader) lead to
// the same place. Kept free of the chart library, which only the lazy chart chunk loads.

export type ManagerFigures = NonNullable<DashboardPage_DashboardFragment["manager"]>;

export interface LinkedCount {
  label: string;
  count: number;
  href: string;
}

export interface ProjectBar {
  projectId: string;
  projectName: string;
  total: number;
  segments: (LinkedCount & { status: number })[];
}

/** One bar per project, a segment per matter status that has matters. */
export function projectBars(figures: ManagerFigures): ProjectBar[] {
  return figures.mattersByProject.map((p) => {
    const segments = p.byStatus
      .filter((s) => s.count > 0)
      .map((s) => ({
        status: s.status,
        label: s.label,
        count: s.count,
        href: projectStatusHref(p.projectId, s.status),
      }));
    return {
      projectId: p.projectId,
      projectName: p.projectName,
      total: segments.reduce((sum, s) => sum + s.count, 0),
      segments,
    };
  });
}

/** The statuses of the bars in code order (one legend entry and one colour each). */
export function statusesOf(bars: readonly ProjectBar[]): { status: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const bar of bars) for (const s of bar.segments) seen.set(s.status, s.label);
  return [...seen.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, label]) => ({ status, label }));
}

export interface WeekPoint {
  weekStart: string;
  /** 11/16〜11/22 */
  label: string;
  agreed: LinkedCount;
  failed: LinkedCount;
}

export const AGREED_LABEL = completeReasonLabels[AGREED];
export const FAILED_LABEL = completeReasonLabels[FAILED];

/** 合意 and 不成立 of each week, oldest first, each linked to the week's completed negotiations. */
export function weekPoints(figures: ManagerFigures): WeekPoint[] {
  return figures.negotiationsByWeek.map((w) => ({
    weekStart: w.weekStart,
    label: weekText(w),
    agreed: { label: AGREED_LABEL, count: w.agreed, href: weekOutcomeHref(AGREED, w) },
    failed: { label: FAILED_LABEL, count: w.failed, href: weekOutcomeHref(FAILED, w) },
  }));
}

/** `第1班（株式会社…）`: a team named with its company, as the dispatch pages write it. */
export const teamLabel = (t: { teamName: string; companyName: string }) =>
  `${t.teamName}（${t.companyName}）`;

/** Teams with the fewest places left first: the ones a dispatcher must look at. */
export function teamsByRemaining(figures: ManagerFigures): ManagerFigures["teamCapacity"] {
  return [...figures.teamCapacity].sort((a, b) => a.remaining - b.remaining || a.teamId - b.teamId);
}
