// The demo story's rules on constructions (story-rules.ts): fields against status, dispatch and
// workflow path, booked slots within capacity, readings judged against their thresholds
// (docs/DOMAIN.md), the teams' free slots and the work entries.
import { CONSTRUCTION_BOOKED, constructionTransitions, edgeOf } from "@cfx/domain/workflows";
import { todayInTokyo } from "./clock";
import { byTime, iso, type StoryCheck } from "./story-check";

/** 合格 when min ≤ power ≤ max, compared at two decimals (docs/DOMAIN.md: bounds inclusive). */
const judged = (power: string, min: string, max: string) => {
  const cents = (v: string) => Math.round(Number(v) * 100);
  return cents(power) >= cents(min) && cents(power) <= cents(max) ? "合格" : "不合格";
};

export function checkConstructions(k: StoryCheck): void {
  const { s, c, fail, CN, dayOf, may, matter, construction, team, negsOf, measOf } = k;
  // ---- constructions ----
  const slotOf = new Map(s.slots.map((x) => [`${x.teamId}|${x.date}|${x.slot}`, x]));
  const used = new Map<string, number>();
  for (const x of s.constructions) {
    const code = CN(x.id);
    const m = matter.get(x.matterId);
    if (!m) {
      fail(code, "no matter");
      continue;
    }
    if (x.workType !== m.workType) fail(code, "work type differs from its matter's");
    const dispatched =
      x.associateCompanyId !== null && x.teamId !== null && x.instructedAt !== null;
    const dated = x.scheduledDate !== null && x.slot !== null;
    const fields = `team ${x.teamId}, date ${x.scheduledDate} ${x.slot}, instructed ${iso(x.instructedAt)}, completed ${iso(x.completedAt)}`;
    const rule: Record<number, boolean> = {
      1: !x.teamId && !x.associateCompanyId && !dated && !x.instructedAt && !x.completedAt,
      2: dispatched && !dated && !x.completedAt,
      3: dispatched && dated && dayOf(x.scheduledDate!) >= 0 && !x.completedAt,
      4: dispatched && dated && dayOf(x.scheduledDate!) <= 0 && !x.completedAt,
      5:
        dispatched &&
        dated &&
        x.completedAt !== null &&
        todayInTokyo(x.completedAt) === x.scheduledDate,
      6: dispatched && !dated && !x.completedAt,
      7: !dated && !x.completedAt,
    };
    if (!rule[x.status]) fail(code, `status ${x.status} with ${fields}`);
    if (x.teamId && team.get(x.teamId)?.associateCompanyId !== x.associateCompanyId)
      fail(code, "team of another company");
    if (x.instructedAt && x.instructedAt < x.createdAt) fail(code, "dispatched before created");
    if (x.instructedBy !== null && !may(x.instructedBy, "instructionSend"))
      fail(code, `dispatched by ${x.instructedBy} without instructionSend`);
    if (x.completedAt && x.instructedAt && x.completedAt < x.instructedAt)
      fail(code, "completed before dispatched");
    // Created only for a matter whose latest negotiation (then) had ended 合意.
    const before = (negsOf.get(m.id) ?? [])
      .filter((n) => n.createdAt <= x.createdAt)
      .sort(byTime((n) => n.createdAt))
      .at(-1);
    if (!before || before.completeReason !== 1 || before.completedAt! > x.createdAt)
      fail(code, `created ${iso(x.createdAt)} without an agreed negotiation before it`);
    const path =
      x.status === 1
        ? [1]
        : x.status <= 5
          ? [1, 2, 3, 4, 5].slice(0, x.status)
          : [1, ...(x.instructedAt ? [2] : []), x.status];
    for (let i = 1; i < path.length; i++)
      if (!edgeOf(constructionTransitions, path[i - 1]!, path[i]!))
        fail(code, `${path.join("→")} is not a workflow path`);
    // Booked slots: a free slot of the team that day, within its capacity.
    if (dated && dayOf(x.scheduledDate!) >= -14) {
      const key = `${x.teamId}|${x.scheduledDate}|${x.slot}`;
      if (!slotOf.has(key)) fail(code, `no free slot ${key}`);
      used.set(key, (used.get(key) ?? 0) + 1);
    }
    const booked = [...CONSTRUCTION_BOOKED, 5].includes(x.status);
    const calendar = s.schedules.filter((y) => y.kind === 1 && y.constructionId === x.id);
    if (booked !== (calendar.length === 1))
      fail(code, `status ${x.status} with ${calendar.length} team bookings`);
    // Readings: judged against the threshold row of their point and wavelength.
    const readings = measOf.get(x.id) ?? [];
    if (readings.length && ![4, 5].includes(x.status))
      fail(code, `status ${x.status} with measurements`);
    if (x.workType === 4 && readings.length) fail(code, "a removal with measurements");
    for (const r of readings) {
      const th = s.thresholds.find((t) => t.point === r.point && t.wavelengthNm === r.wavelengthNm);
      const who = `${code} measurement#${r.id} ${r.point} ${r.wavelengthNm}nm ${r.powerDbm}`;
      if (!th) {
        fail(who, "no threshold row");
        continue;
      }
      if (
        Number(r.thresholdMin) !== Number(th.minDbm) ||
        Number(r.thresholdMax) !== Number(th.maxDbm)
      )
        fail(who, `bounds ${r.thresholdMin}…${r.thresholdMax}, master ${th.minDbm}…${th.maxDbm}`);
      if (r.judgement !== judged(r.powerDbm, th.minDbm, th.maxDbm))
        fail(who, `judged ${r.judgement} against ${th.minDbm}…${th.maxDbm}`);
      if ((x.instructedAt && r.measuredAt < x.instructedAt) || r.measuredAt >= c.start)
        fail(who, `measured at ${iso(r.measuredAt)}`);
      if (x.completedAt && r.measuredAt > x.completedAt) fail(who, "measured after completion");
    }
    if (x.status === 5 && x.workType !== 4) {
      const failing = readings.some((r) => r.judgement !== "合格");
      if (!readings.length) fail(code, "completed without measurements");
      if (failing && !x.overrideReason?.trim()) fail(code, "completed over a failing reading");
    }
    if (x.overrideReason && x.status !== 5) fail(code, "override reason before completion");
  }
  for (const [key, n] of used) {
    const slot = slotOf.get(key);
    if (slot && n > slot.capacity) fail(`slot ${key}`, `${n} bookings, capacity ${slot.capacity}`);
  }
  for (const x of s.slots)
    if (dayOf(x.date) < -14 || dayOf(x.date) > 42) fail(`slot#${x.id}`, `dated ${x.date}`);
  for (const t of s.teams) {
    const own = s.slots.filter((x) => x.teamId === t.id).map((x) => dayOf(x.date));
    if (!own.some((n) => n < 0) || !own.some((n) => n >= 0))
      fail(`team#${t.id}`, "no free slots both before and after the seeding day");
  }
  for (const e of s.entries) {
    const x = construction.get(e.constructionId);
    if (!x || ![4, 5].includes(x.status)) fail(`entry#${e.id}`, "on work not started");
    else if ((x.workType === 4) !== (e.item === "撤去"))
      fail(`entry#${e.id}`, `${e.item} on work type ${x.workType}`);
  }
}
