// The manager's figures on the home page: the matters of the open projects per status, the
// negotiation outcomes per week, the teams' free capacity and what failed lately. Split from
// figures.ts (issue #41).
import { and, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { failedMeasurementSince } from "../constructions/search";
import { constructions } from "../constructions/tables";
import type { Executor } from "../db/client";
import { externalSources, runStatuses } from "../external-sources/tables";
import { negotiations } from "../negotiations/tables";
import { matters, projects } from "../projects/tables";
import { addDays, midnight, mondayOf, type Calendar } from "./calendar";
import { n } from "./sql-number";
import { teamCapacity } from "./team-capacity";

/** 失敗 and 一部失敗: a run that did not apply everything. */
export const FAILED_RUNS = runStatuses.filter((s) => s.endsWith("失敗"));

/** Matters per status of every project not 完了 (準備中 and 進行中), by project id. */
async function mattersByProject(ex: Executor) {
  const rows = await ex
    .select({
      projectId: matters.projectId,
      projectName: projects.name,
      status: matters.status,
      count: sql<number>`count(*)::int`,
    })
    .from(matters)
    .innerJoin(projects, eq(projects.id, matters.projectId))
    .where(and(isNull(matters.deletedAt), isNull(projects.deletedAt), ne(projects.status, 3)))
    .groupBy(matters.projectId, projects.name, matters.status)
    .orderBy(matters.projectId, matters.status);
  const out = new Map<
    number,
    { projectId: number; projectName: string; byStatus: { status: number; count: number }[] }
  >();
  for (const r of rows) {
    const p = out.get(r.projectId) ?? {
      projectId: r.projectId,
      projectName: r.projectName,
      byStatus: [],
    };
    p.byStatus.push({ status: r.status, count: n(r.count) });
    out.set(r.projectId, p);
  }
  return [...out.values()];
}

/** Negotiations completed 合意 and 不成立 per week (Monday), the last `weeks` weeks to this one. */
async function negotiationsByWeek(ex: Executor, cal: Calendar, weeks: number) {
  const first = addDays(cal.weekStart, -7 * (weeks - 1));
  const rows = await ex
    .select({
      day: sql<string>`to_char(${negotiations.completedAt} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`,
      reason: negotiations.completeReason,
      count: sql<number>`count(*)::int`,
    })
    .from(negotiations)
    .where(
      and(
        isNull(negotiations.deletedAt),
        inArray(negotiations.completeReason, [1, 2]),
        gte(negotiations.completedAt, midnight(first)),
        lt(negotiations.completedAt, midnight(addDays(cal.weekEnd, 1))),
      ),
    )
    .groupBy(sql`1`, negotiations.completeReason);
  const out = Array.from({ length: weeks }, (_, i) => {
    const weekStart = addDays(first, 7 * i);
    return { weekStart, weekEnd: addDays(weekStart, 6), agreed: 0, failed: 0 };
  });
  for (const r of rows) {
    const week = out.find((w) => w.weekStart === mondayOf(r.day));
    if (!week) continue;
    if (r.reason === 1) week.agreed += n(r.count);
    else week.failed += n(r.count);
  }
  return out;
}

export async function managerFigures(ex: Executor, cal: Calendar) {
  const since = addDays(cal.today, -6);
  const [byProject, byWeek, capacity, [failedMeasurements], [failedRuns]] = await Promise.all([
    mattersByProject(ex),
    negotiationsByWeek(ex, cal, 8),
    teamCapacity(ex, cal, 14),
    ex
      .select({ n: sql<number>`count(*)::int` })
      .from(constructions)
      .where(and(isNull(constructions.deletedAt), failedMeasurementSince(since))),
    ex
      .select({ n: sql<number>`count(*)::int` })
      .from(externalSources)
      .where(
        and(
          isNull(externalSources.deletedAt),
          inArray(externalSources.lastStatus, FAILED_RUNS),
          gte(externalSources.lastRunAt, midnight(since)),
        ),
      ),
  ]);
  return {
    since,
    mattersByProject: byProject,
    negotiationsByWeek: byWeek,
    teamCapacity: capacity,
    failedMeasurements: n(failedMeasurements?.n),
    failedRuns: n(failedRuns?.n),
  };
}
