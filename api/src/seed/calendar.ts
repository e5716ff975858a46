// Time the story books: the teams' free slots (two weeks back to six weeks ahead, no work on
// Sundays) with the constructions booked into them, and the negotiators' visits (nobody is at two
// doors at once). Booking respects capacity; 延期 and 中止 give the slot back.
import { workTypeLabels } from "@cfx/domain/enumerations";
import { MINUTE, type Ctx, type Target } from "./context";

/** The free slots of every team run from two weeks ago to six weeks ahead. */
export const SLOT_WINDOW = { first: -14, last: 42 } as const;

export const slotHours: Record<string, { start: number; end: number; measure: number }> = {
  午前: { start: 9, end: 12, measure: 10 },
  午後: { start: 13, end: 17, measure: 15 },
  終日: { start: 9, end: 17, measure: 14 },
};

const VISIT_TIMES: [number, number][] = [
  [10, 0],
  [11, 30],
  [13, 30],
  [15, 0],
  [16, 30],
];

export type Calendar = ReturnType<typeof openCalendar>;

export function openCalendar({ c, rows, cast }: Ctx) {
  type Slot = { slot: string; capacity: number; booked: number };
  const slotsOf = new Map<string, Slot[]>();
  const key = (teamId: number, day: number) => `${teamId}|${day}`;
  for (const [ti, team] of cast.teams.entries()) {
    for (let n = SLOT_WINDOW.first; n <= SLOT_WINDOW.last; n++) {
      const wd = c.weekday(n);
      if (wd === 0) continue;
      // The small partner's team takes one job per slot; on Saturdays some teams work whole
      // days, and one team keeps Wednesdays for whole-day jobs.
      const capacity = ti === cast.teams.length - 1 ? 1 : 2;
      const kinds: [string, number][] =
        wd === 6
          ? ti % 2 === 0
            ? [["終日", 1]]
            : []
          : wd === 3 && ti === 2
            ? [["終日", 3]]
            : [
                ["午前", capacity],
                ["午後", capacity],
              ];
      // Opened three weeks ahead by the partner's planning.
      const created = c.at(Math.min(n, 0) - 21, 17, ti);
      slotsOf.set(
        key(team.id, n),
        kinds.map(([slot, cap]) => {
          rows.slots.add({
            teamId: team.id,
            date: c.day(n),
            slot,
            capacity: cap,
            createdAt: created,
            updatedAt: created,
            createdBy: cast.people.dispatchers[0],
            updatedBy: cast.people.dispatchers[0],
          });
          return { slot, capacity: cap, booked: 0 };
        }),
      );
    }
  }

  const visitsTaken = new Set<string>();
  let upcoming = 0;
  const visitedToday = new Set<number>();
  return {
    /**
     * Books a slot of the team with capacity left, from day `from` towards `until` (either
     * direction), starting at the slot `k` picks. Outside the window (the distant past) there are
     * no slot rows: any working day will do.
     */
    book(teamId: number, from: number, until: number, k: number) {
      const dir = until >= from ? 1 : -1;
      for (let n = from; dir > 0 ? n <= until : n >= until; n += dir) {
        if (n < SLOT_WINDOW.first || n > SLOT_WINDOW.last) {
          if (c.weekday(n) === 0) continue;
          return { day: n, slot: k % 2 ? "午前" : "午後" };
        }
        const day = slotsOf.get(key(teamId, n)) ?? [];
        const start = k % (day.length || 1);
        const free = [...day.slice(start), ...day.slice(0, start)].find(
          (s) => s.booked < s.capacity,
        );
        if (free) {
          free.booked++;
          return { day: n, slot: free.slot };
        }
      }
      throw new Error(`seed: no free slot for team ${teamId} between D${from} and D${until}`);
    },
    /** Gives a booked slot back (延期, 中止). */
    release(teamId: number, day: number, slot: string) {
      const held = slotsOf.get(key(teamId, day))?.find((s) => s.slot === slot);
      if (held) held.booked--;
    },
    /** A visit of `user` on day `day` (or the next day with a free time), at a time `pref` picks. */
    visitAt(user: number, day: number, pref: number): Date {
      for (let n = day; ; n++)
        for (let i = 0; i < VISIT_TIMES.length; i++) {
          const [h, m] = VISIT_TIMES[(pref + i) % VISIT_TIMES.length]!;
          const taken = `${user}|${n}|${h}:${m}`;
          if (visitsTaken.has(taken)) continue;
          visitsTaken.add(taken);
          return c.at(n, h, m);
        }
    },
    /**
     * The day of `user`'s next upcoming visit: their first today, the others spread over the next
     * seven days (D … D+6). Today first, so everyone with visits ahead has one in the calendar
     * week (Monday to Sunday) the dashboard counts, on a Sunday too.
     */
    nextVisitDay: (user: number) => {
      if (!visitedToday.has(user)) {
        visitedToday.add(user);
        return 0;
      }
      return upcoming++ % 7;
    },
  };
}

/** The teams' calendars: one booking per construction that holds (or held) a slot. */
export function bookTeams({ c, rows }: Ctx, targetOfMatter: (matterId: number) => Target) {
  for (const row of rows.constructions.rows) {
    if (![3, 4, 5].includes(row.status!) || !row.scheduledDate) continue;
    const n = c.offset(row.scheduledDate);
    const hours = slotHours[row.slot!]!;
    const booked = new Date((row.instructedAt as Date).getTime() + 10 * MINUTE);
    rows.schedules.add({
      kind: 1,
      teamId: row.teamId,
      startAt: c.at(n, hours.start),
      endAt: c.at(n, hours.end),
      title: `${workTypeLabels[row.workType as 1 | 2 | 3 | 4]}工事 ${targetOfMatter(row.matterId).name}`,
      constructionId: row.id,
      createdAt: booked,
      createdBy: row.instructedBy,
      updatedAt: booked,
      updatedBy: row.instructedBy,
    });
  }
}
