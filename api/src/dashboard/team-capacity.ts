// Each team's free capacity over the coming days: what the manager sees, and a dispatcher's own
// work figure too. Split from figures.ts (issue #41) since both of them count it.
import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { constructionFreeSchedules, constructions } from "../constructions/tables";
import type { Executor } from "../db/client";
import { associateCompanies, teams } from "../masters/tables";
import { addDays, type Calendar } from "./calendar";
import { n } from "./sql-number";

const BOOKING = [3, 4, 5];

/** Each team's capacity, bookings and places left over the next `days` days from today. */
export async function teamCapacity(ex: Executor, cal: Calendar, days: number) {
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
