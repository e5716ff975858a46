// The demo story's rules on matters (story-rules.ts): each status against its children, and the
// path its children's events take through the matter's state machine (@cfx/domain/workflows).
import {
  CONSTRUCTION_LIVE,
  MATTER,
  MATTER_HOLDABLE,
  NEGOTIATION_DONE,
  OPEN_MATTER_STATUSES,
  edgeOf,
  matterTransitions,
} from "@cfx/domain/workflows";
import { byTime, type StoryCheck } from "./story-check";

export function checkMatters(k: StoryCheck): void {
  const { s, today, fail, MT, NE, CN, detail, negsOf, consOf } = k;
  // ---- matters: status against children, and the path that led there ----
  for (const m of s.matters) {
    const code = MT(m.id);
    if ((m.status === MATTER.onHold) !== (m.statusBeforeHold !== null))
      fail(code, `status ${m.status} with statusBeforeHold ${m.statusBeforeHold}`);
    if (
      m.statusBeforeHold !== null &&
      !(MATTER_HOLDABLE as readonly number[]).includes(m.statusBeforeHold)
    )
      fail(code, `statusBeforeHold ${m.statusBeforeHold} cannot be held`);
    const open: number[] = [...OPEN_MATTER_STATUSES, MATTER.onHold];
    if (open.includes(m.status) && m.dueDate !== null && m.dueDate < today)
      fail(code, `open, but due ${m.dueDate} (overdue)`);
    if (m.targetDetailId && detail.get(m.targetDetailId)?.targetId !== m.targetId)
      fail(code, "its unit belongs to another target");
    const negs = (negsOf.get(m.id) ?? []).sort(byTime((n) => n.createdAt));
    const cons = (consOf.get(m.id) ?? []).sort(byTime((x) => x.createdAt));
    const latest = negs.at(-1);
    const live = cons.filter((x) => (CONSTRUCTION_LIVE as readonly number[]).includes(x.status));
    if (live.length > 1) fail(code, `${live.length} live constructions`);
    const cn = live[0];
    const effective = m.status === MATTER.onHold ? (m.statusBeforeHold ?? 0) : m.status;
    const agreedLast =
      latest?.negotiationStatusId === NEGOTIATION_DONE && latest.completeReason === 1;
    const failedLast =
      latest?.negotiationStatusId === NEGOTIATION_DONE && latest.completeReason === 2;
    const openLast = latest !== undefined && latest.negotiationStatusId !== NEGOTIATION_DONE;
    const children = `latest ${latest ? `${NE(latest.id)} status ${latest.negotiationStatusId} reason ${latest.completeReason}` : "none"}, construction ${cn ? `${CN(cn.id)} status ${cn.status}` : "none"}`;
    const ok = (() => {
      switch (effective) {
        case MATTER.untouched:
          return negs.length === 0 && cons.length === 0;
        case MATTER.negotiating:
          return openLast && cons.length === 0;
        case MATTER.agreed:
          return agreedLast && !cn;
        case MATTER.failed:
          return failedLast && !cn;
        case MATTER.arranging:
          return agreedLast && cn !== undefined && [1, 2, 3, 4, 6].includes(cn.status);
        case MATTER.constructed:
          return agreedLast && cn?.status === 5;
        case MATTER.done:
          return (agreedLast && cn?.status === 5) || (failedLast && !cn);
        default:
          return false;
      }
    })();
    if (!ok) fail(code, `status ${m.status} (${effective}) but ${children}`);
    if (negs.filter((n) => n.negotiationStatusId !== NEGOTIATION_DONE).length > 1)
      fail(code, "more than one open negotiation");

    // Replay its children in time order through the matter's state machine.
    type Event = { at: Date; what: string; to: number | "same" };
    const events: Event[] = [];
    for (const n of negs) {
      events.push({ at: n.createdAt, what: `${NE(n.id)} instructed`, to: MATTER.negotiating });
      if (n.completedAt)
        events.push({
          at: n.completedAt,
          what: `${NE(n.id)} completed (${n.completeReason})`,
          to:
            n.completeReason === 1
              ? MATTER.agreed
              : n.completeReason === 2
                ? MATTER.failed
                : "same",
        });
    }
    for (const x of cons) {
      events.push({ at: x.createdAt, what: `${CN(x.id)} created`, to: MATTER.arranging });
      if (x.status === 5 && x.completedAt)
        events.push({ at: x.completedAt, what: `${CN(x.id)} completed`, to: MATTER.constructed });
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    let now: number = MATTER.untouched;
    let changed: Date | undefined;
    for (const e of events) {
      if (e.at < m.createdAt) fail(code, `${e.what} before the matter was created`);
      if (e.to === "same" || e.to === now) continue;
      if (!edgeOf(matterTransitions, now, e.to))
        fail(code, `${e.what}: ${now} → ${e.to} is not a workflow edge`);
      now = e.to;
      changed = e.at;
    }
    const finalOk =
      m.status === MATTER.onHold
        ? m.statusBeforeHold === now && edgeOf(matterTransitions, now, MATTER.onHold)
        : m.status === MATTER.done
          ? edgeOf(matterTransitions, now, MATTER.done) !== undefined
          : m.status === now;
    if (!finalOk) fail(code, `its children lead to status ${now}, it says ${m.status}`);
    if (changed && m.updatedAt < changed) fail(code, "updated before its last status change");
  }
}
