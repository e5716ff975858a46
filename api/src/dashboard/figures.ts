// The home page's figures beyond the plain counts: the signed-in user's open work, and for
// managers the state of the projects, the negotiation outcomes per week, the teams' free capacity
// and what failed lately. Each figure counts exactly what the list it links to would show with
// the same filters, so the two never disagree.
import { and, count, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tokyoDate } from "@cfx/domain/dates";
import { NEGOTIATION_DONE, OPEN_MATTER_STATUSES } from "@cfx/domain/workflows";
import {
  constructionScope,
  noRowsForPartners,
  partnerMatterScope,
  partnerTargetScope,
} from "../constructions/partner-scope";
import { failedMeasurementSince } from "../constructions/search";
import { constructionFreeSchedules, constructions } from "../constructions/tables";
import type { Executor } from "../db/client";
import { externalSources, runStatuses } from "../external-sources/tables";
import { hasFlag } from "../auth/hooks";
import { lineCodes } from "../linecodes/tables";
import { associateCompanies, teams } from "../masters/tables";
import { negotiations } from "../negotiations/tables";
import { totalOf } from "../platform/list";
import { matters, projects } from "../projects/tables";
import { targets } from "../targets/tables";

const DAY_MS = 86_400_000;
/** 日程確定 and 施工中: the work on a crew's calendar. */
export const SCHEDULED_WORK = [3, 4];
const BOOKING = [3, 4, 5];
/** 失敗 and 一部失敗: a run that did not apply everything. */
export const FAILED_RUNS = runStatuses.filter((s) => s.endsWith("失敗"));

/** A calendar day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Midnight in Tokyo starting `day`. */
const midnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

export interface Calendar {
  today: string;
  weekStart: string;
  weekEnd: string;
}

export function calendarOf(now = new Date()): Calendar {
  const today = tokyoDate(now);
  const weekStart = mondayOf(today);
  return { today, weekStart, weekEnd: addDays(weekStart, 6) };
}

const n = (value: unknown) => Number(value ?? 0);

/** Negotiations with a visit in [from, to] (days, Tokyo). */
const visitIn = (from: string, to: string) =>
  and(
    gte(negotiations.scheduledAt, midnight(from)),
    lt(negotiations.scheduledAt, midnight(addDays(to, 1))),
  );

/**
 * The negotiation figures, in one statement (each a statement of its own cost the server and the
 * API more than the rows they read): my open negotiations, today's visits (everyone's), and my
 * open ones with a visit today and this week.
 */
async function negotiationFigures(
  ex: Executor,
  request: FastifyRequest,
  userId: number,
  cal: Calendar,
) {
  const mine = and(
    eq(negotiations.assigneeUserId, userId),
    ne(negotiations.negotiationStatusId, NEGOTIATION_DONE),
  );
  const today = visitIn(cal.today, cal.today);
  const counted = (where: SQL | undefined) => sql<number>`(count(*) filter (where ${where}))::int`;
  const [row] = await ex
    .select({
      myOpen: counted(mine),
      today: counted(today),
      myToday: counted(and(mine, today)),
      myThisWeek: counted(and(mine, visitIn(cal.weekStart, cal.weekEnd))),
    })
    .from(negotiations)
    // The negotiation list's scope: a partner reads none, so it counts none.
    .where(and(isNull(negotiations.deletedAt), or(mine, today), noRowsForPartners(request)));
  return {
    myOpenNegotiations: n(row?.myOpen),
    negotiationsToday: n(row?.today),
    visitsToday: n(row?.myToday),
    visitsThisWeek: n(row?.myThisWeek),
  };
}

/** Constructions on a crew's calendar today and this week, in the caller's scope: one statement. */
async function scheduledWork(ex: Executor, request: FastifyRequest, cal: Calendar) {
  const [row] = await ex
    .select({
      today: sql<number>`(count(*) filter (where ${eq(constructions.scheduledDate, cal.today)}))::int`,
      week: sql<number>`count(*)::int`,
    })
    .from(constructions)
    .where(
      and(
        isNull(constructions.deletedAt),
        inArray(constructions.status, SCHEDULED_WORK),
        gte(constructions.scheduledDate, cal.weekStart),
        lte(constructions.scheduledDate, cal.weekEnd),
        constructionScope(request),
      ),
    );
  return { constructionsToday: n(row?.today), constructionsThisWeek: n(row?.week) };
}

/** The caller's matters that meet `where`, counted per project. */
async function mattersPerProject(ex: Executor, userId: number, where: SQL | undefined) {
  const rows = await ex
    .select({
      projectId: matters.projectId,
      projectName: projects.name,
      count: sql<number>`count(*)::int`,
    })
    .from(matters)
    .innerJoin(projects, eq(projects.id, matters.projectId))
    .where(and(isNull(matters.deletedAt), eq(matters.assigneeUserId, userId), where))
    .groupBy(matters.projectId, projects.name)
    .orderBy(matters.projectId);
  return rows.map((r) => ({ ...r, count: n(r.count) }));
}

/** My open matters past their due date, per project. */
const myOverdueMatters = (ex: Executor, userId: number, today: string) =>
  mattersPerProject(
    ex,
    userId,
    and(inArray(matters.status, [...OPEN_MATTER_STATUSES]), lt(matters.dueDate, today)),
  );

/** My matters (any status) per project not 完了: the project page's matters with 担当 = me. */
const myMatters = (ex: Executor, userId: number) =>
  mattersPerProject(ex, userId, and(isNull(projects.deletedAt), ne(projects.status, 3)));

/** 指示待ち: the constructions waiting for dispatch (工事確認一覧 status=1), in the caller's scope. */
export const WAITING_FOR_DISPATCH = 1;
/** 撤去予定: the drop lines to remove (引込線一覧 status=撤去予定). */
export const LINE_TO_REMOVE = "撤去予定";

async function countOf(
  ex: Executor,
  table: typeof constructions | typeof lineCodes,
  where: SQL | undefined,
) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n(row?.n);
}

/**
 * The figures of a role's own work beyond visits and scheduled work (issue #37.17), each null for
 * a role that does not do that work: my matters (matterRead), constructions waiting for dispatch
 * and the teams' free capacity (instructionSend with constructionEdit), failed readings of the last
 * 7 days (constructionEdit with matterRead: the office, not a crew), drop lines to remove
 * (lineCodeEdit).
 */
async function roleWork(ex: Executor, request: FastifyRequest, cal: Calendar) {
  const can = (flag: Parameters<typeof hasFlag>[1]) => hasFlag(request, flag);
  const dispatches = can("instructionSend") && can("constructionEdit");
  const office = can("constructionEdit") && can("matterRead");
  const since = addDays(cal.today, -6);
  const none = Promise.resolve(null);
  const [openMatters, waitingForDispatch, capacity, failedMeasurements, lineCodesToRemove] =
    await Promise.all([
      can("matterRead") ? myMatters(ex, request.user.id) : none,
      dispatches
        ? countOf(
            ex,
            constructions,
            and(
              isNull(constructions.deletedAt),
              eq(constructions.status, WAITING_FOR_DISPATCH),
              constructionScope(request),
            ),
          )
        : none,
      dispatches ? teamCapacity(ex, cal, 14) : none,
      office
        ? countOf(
            ex,
            constructions,
            and(
              isNull(constructions.deletedAt),
              failedMeasurementSince(since),
              constructionScope(request),
            ),
          )
        : none,
      can("lineCodeEdit")
        ? countOf(
            ex,
            lineCodes,
            and(isNull(lineCodes.deletedAt), eq(lineCodes.status, LINE_TO_REMOVE)),
          )
        : none,
    ]);
  return {
    since,
    openMatters,
    waitingForDispatch,
    teamCapacity: capacity,
    failedMeasurements,
    lineCodesToRemove,
  };
}

/** The signed-in user's open work, and the negotiation figures counted with it. */
async function myWork(ex: Executor, request: FastifyRequest, cal: Calendar) {
  const [{ myOpenNegotiations, negotiationsToday, ...visits }, overdueMatters, work, own] =
    await Promise.all([
      negotiationFigures(ex, request, request.user.id, cal),
      myOverdueMatters(ex, request.user.id, cal.today),
      scheduledWork(ex, request, cal),
      roleWork(ex, request, cal),
    ]);
  return {
    myOpenNegotiations,
    negotiationsToday,
    my: { ...visits, overdueMatters, ...work, ...own },
  };
}

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

/** Each team's capacity, bookings and places left over the next `days` days from today. */
async function teamCapacity(ex: Executor, cal: Calendar, days: number) {
  const to = addDays(cal.today, days - 1);
  const [slots, booked] = await Promise.all([
    ex
      .select({
        teamId: constructionFreeSchedules.teamId,
        teamName: teams.name,
        companyName: associateCompanies.name,
        capacity: sql<number>`sum(${constructionFreeSchedules.capacity})::int`,
      })
      .from(constructionFreeSchedules)
      .innerJoin(teams, eq(teams.id, constructionFreeSchedules.teamId))
      .innerJoin(associateCompanies, eq(associateCompanies.id, teams.associateCompanyId))
      .where(
        and(
          isNull(constructionFreeSchedules.deletedAt),
          gte(constructionFreeSchedules.date, cal.today),
          lte(constructionFreeSchedules.date, to),
        ),
      )
      .groupBy(constructionFreeSchedules.teamId, teams.name, associateCompanies.name)
      .orderBy(constructionFreeSchedules.teamId),
    ex
      .select({ teamId: constructions.teamId, count: sql<number>`count(*)::int` })
      .from(constructions)
      .where(
        and(
          isNull(constructions.deletedAt),
          inArray(constructions.status, BOOKING),
          gte(constructions.scheduledDate, cal.today),
          lte(constructions.scheduledDate, to),
        ),
      )
      .groupBy(constructions.teamId),
  ]);
  const bookedOf = new Map(booked.map((b) => [b.teamId, n(b.count)]));
  return slots.map((s) => {
    const capacity = n(s.capacity);
    const taken = bookedOf.get(s.teamId) ?? 0;
    return { ...s, capacity, booked: taken, remaining: Math.max(0, capacity - taken) };
  });
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

/**
 * Every figure of GET /dashboard for this user on `cal`'s day, in a constant number of queries
 * (`manages`: the manager's figures too).
 */
export async function dashboardFigures(
  db: Executor,
  request: FastifyRequest,
  cal: Calendar,
  manages: boolean,
) {
  const [t, ms, cs, work, manager] = await Promise.all([
    // Estimated from 50,000 on, as the unfiltered targets list it links to (ESTIMATE_FROM).
    // A partner's figures are those of its lists: its own targets and matters, counted exactly.
    partnerTargetScope(request, targets.id)
      ? totalOf(
          db,
          targets,
          and(isNull(targets.deletedAt), partnerTargetScope(request, targets.id)),
          false,
        )
      : totalOf(db, targets, isNull(targets.deletedAt), true),
    db
      .select({ status: matters.status, count: count() })
      .from(matters)
      .where(and(isNull(matters.deletedAt), partnerMatterScope(request)))
      .groupBy(matters.status)
      .orderBy(matters.status),
    db
      .select({ status: constructions.status, count: count() })
      .from(constructions)
      .where(and(isNull(constructions.deletedAt), constructionScope(request)))
      .groupBy(constructions.status)
      .orderBy(constructions.status),
    myWork(db, request, cal),
    manages ? managerFigures(db, cal) : null,
  ]);
  return {
    targets: t.total,
    targetsIsEstimate: Boolean(t.estimated),
    mattersByStatus: ms.map((r) => ({ status: r.status, count: n(r.count) })),
    constructionsByStatus: cs.map((r) => ({ status: r.status, count: n(r.count) })),
    myOpenNegotiations: work.myOpenNegotiations,
    negotiationsToday: work.negotiationsToday,
    ...cal,
    my: work.my,
    manager,
  };
}
