// The rules the demo story must obey, checked row by row on a seeded database (story.test.ts).
// Written from docs/DOMAIN.md and the state machines of @cfx/domain/workflows, not from the seed's own
// code: each broken rule comes back as one line naming the row (MT-00000012 …) and the rule.
// Each part of the story has its rules in a module beside this one (story-rules-records.ts,
// -matters, -negotiations, -constructions, -paperwork), all reading story-check.ts.
import { NEGOTIATION_DONE } from "@cfx/domain/workflows";
import type { Executor } from "../db/client";
import type { FileStore } from "../files/store";
import { storyClock } from "./clock";
import { load, storyCheck, type Story } from "./story-check";
import { checkConstructions } from "./story-rules-constructions";
import { checkMatters } from "./story-rules-matters";
import { checkNegotiations } from "./story-rules-negotiations";
import { checkPaperwork } from "./story-rules-paperwork";
import { checkRecords } from "./story-rules-records";

export type { Story } from "./story-check";

/**
 * Checks the seeded story against the rules; returns one line per broken rule (empty: all kept).
 * `fileStore`: where the documents were stored (checked only when given).
 */
export async function checkStory(
  db: Executor,
  today: string,
  fileStore?: FileStore,
): Promise<{ violations: string[]; story: Story }> {
  const s = await load(db);
  const k = storyCheck(s, today);
  checkRecords(k);
  checkMatters(k);
  checkNegotiations(k);
  checkConstructions(k);
  await checkPaperwork(k, fileStore);

  return { violations: k.out, story: s };
}

/** The counts the "Must show" asks for, and the per-status counts of the closing note. */
export function storyCounts(s: Story, today: string) {
  const c = storyClock(today);
  const weekEnd = c.at(7, 0);
  const count = <T>(rows: T[], key: (row: T) => number | string) => {
    const out: Record<string, number> = {};
    for (const r of rows) out[String(key(r))] = (out[String(key(r))] ?? 0) + 1;
    return out;
  };
  const bookings = new Map<string, number>();
  for (const x of s.constructions)
    if (x.scheduledDate && [3, 4, 5].includes(x.status)) {
      const key = `${x.teamId}|${x.scheduledDate}|${x.slot}`;
      bookings.set(key, (bookings.get(key) ?? 0) + 1);
    }
  return {
    projects: count(s.projects, (p) => p.status),
    matters: count(s.matters, (m) => m.status),
    negotiations: count(s.negotiations, (n) => n.negotiationStatusId),
    constructions: count(s.constructions, (x) => x.status),
    lineCodes: count(s.lineCodes, (l) => l.status),
    visitsThisWeek: s.negotiations.filter(
      (n) =>
        n.negotiationStatusId !== NEGOTIATION_DONE &&
        n.scheduledAt !== null &&
        n.scheduledAt >= c.start &&
        n.scheduledAt < weekEnd,
    ).length,
    visitsToday: s.negotiations.filter(
      (n) => n.scheduledAt !== null && n.scheduledAt >= c.start && n.scheduledAt < c.at(1, 0),
    ).length,
    negotiationAssignees: new Set(s.negotiations.map((n) => n.assigneeUserId)).size,
    matterAssignees: new Set(s.matters.map((m) => m.assigneeUserId)).size,
    bookableSlotsFromToday: s.slots.filter(
      (x) => x.date >= today && x.capacity > (bookings.get(`${x.teamId}|${x.date}|${x.slot}`) ?? 0),
    ).length,
    slotKinds: count(s.slots, (x) => x.slot),
    failingMeasurements: s.measurements.filter((m) => m.judgement === "不合格").length,
    failingOnWorkInProgress: s.measurements.filter(
      (m) =>
        m.judgement === "不合格" &&
        s.constructions.find((x) => x.id === m.constructionId)?.status === 4,
    ).length,
    completedWithOverride: s.constructions.filter(
      (x) =>
        x.status === 5 &&
        x.overrideReason &&
        s.measurements.some((m) => m.constructionId === x.id && m.judgement === "不合格"),
    ).length,
    attachments: s.attachments.length,
    documentTypes: count(s.attachments, (a) => a.documentType ?? 0),
    runs: count(s.runs, (r) => r.status),
    sources: s.sources.length,
  };
}
