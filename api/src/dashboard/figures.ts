// The home page's figures beyond the plain counts: the signed-in user's open work, and for
// managers the state of the projects, the negotiation outcomes per week, the teams' free capacity
// and what failed lately. Each figure counts exactly what the list it links to would show with
// the same filters, so the two never disagree.
// The figures are computed in my-work.ts and manager-figures.ts; this file puts them together.
import { and, count, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  constructionScope,
  partnerMatterScope,
  partnerTargetScope,
} from "../constructions/partner-scope";
import { constructions } from "../constructions/tables";
import type { Executor } from "../db/client";
import { totalOf } from "../platform/list";
import { matters } from "../projects/tables";
import { targets } from "../targets/tables";
import type { Calendar } from "./calendar";
import { n } from "./sql-number";
import { managerFigures } from "./manager-figures";
import { myWork } from "./my-work";

// The calendar stays importable from here, where the route looks for it.
export { calendarOf, type Calendar } from "./calendar";

/** Where GET /dashboard's figures are kept a while (db/read-cache.ts): one key per part. */
export interface FigureCache {
  kept<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/**
 * Every figure of GET /dashboard for this user on `cal`'s day, in a constant number of queries
 * (`manages`: the manager's figures too). With a cache, the figures every user of the same scope
 * sees (the counts, the manager's) are kept once for all of them, and the user's own work per user.
 */
export async function dashboardFigures(
  db: Executor,
  request: FastifyRequest,
  cal: Calendar,
  manages: boolean,
  cache?: FigureCache,
) {
  const { id, roleTypeId, associateCompanyIds } = request.user;
  // Everything each part depends on: the day, the role's scope and flag, and for one's own work
  // the user.
  const scope = [cal.today, roleTypeId, associateCompanyIds, manages];
  const keep = <T>(key: unknown[], read: () => Promise<T>) =>
    cache ? cache.kept(JSON.stringify(key), read) : read();
  const [shared, work] = await Promise.all([
    keep(["dashboard", ...scope], () => scopeFigures(db, request, cal, manages)),
    keep(["dashboard-my", ...scope, id], () => myWork(db, request, cal)),
  ]);
  return {
    ...shared,
    myOpenNegotiations: work.myOpenNegotiations,
    negotiationsToday: work.negotiationsToday,
    ...cal,
    my: work.my,
  };
}

/** The figures every user of the same scope sees alike. */
async function scopeFigures(
  db: Executor,
  request: FastifyRequest,
  cal: Calendar,
  manages: boolean,
) {
  const [t, ms, cs, manager] = await Promise.all([
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
    manages ? managerFigures(db, cal) : null,
  ]);
  return {
    targets: t.total,
    targetsIsEstimate: Boolean(t.estimated),
    mattersByStatus: ms.map((r) => ({ status: r.status, count: n(r.count) })),
    constructionsByStatus: cs.map((r) => ({ status: r.status, count: n(r.count) })),
    manager,
  };
}
