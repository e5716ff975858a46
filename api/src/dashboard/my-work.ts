// The signed-in user's own work on the home page: negotiations and visits, overdue and open
// matters, scheduled constructions, and the figures of a role's own work (issue #37.17). Split
// from figures.ts (issue #41); each figure counts what the list it links to shows.
import { and, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { NEGOTIATION_DONE, OPEN_MATTER_STATUSES } from "@cfx/domain/workflows";
import { constructionScope, noRowsForPartners } from "../constructions/partner-scope";
import { failedMeasurementSince } from "../constructions/search";
import { constructions } from "../constructions/tables";
import type { Executor } from "../db/client";
import { hasFlag } from "../auth/hooks";
import { lineCodes } from "../linecodes/tables";
import { negotiations } from "../negotiations/tables";
import { matters, projects } from "../projects/tables";
import { addDays, midnight, type Calendar } from "./calendar";
import { n } from "./sql-number";
import { teamCapacity } from "./team-capacity";

/** 日程確定 and 施工中: the work on a crew's calendar. */
export const SCHEDULED_WORK = [3, 4];

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
export async function myWork(ex: Executor, request: FastifyRequest, cal: Calendar) {
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
