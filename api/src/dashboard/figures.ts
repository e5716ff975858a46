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
