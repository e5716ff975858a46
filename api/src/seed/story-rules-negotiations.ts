// The demo story's rules on negotiations (story-rules.ts): status, reason and completion agree,
// the assignee may negotiate, handovers and contacts in time order, visits booked on the
// assignee's calendar; and every calendar row matches its negotiation or construction.
import { NEGOTIATION_DONE } from "@cfx/domain/workflows";
import { todayInTokyo } from "./clock";
import { iso, type StoryCheck } from "./story-check";

export function checkNegotiations(k: StoryCheck): void {
  const {
    s,
    c,
    fail,
    NE,
    may,
    detail,
    customer,
    matter,
    negotiation,
    construction,
    negsOf,
    histOf,
  } = k;
  // ---- negotiations and their history ----
  for (const n of s.negotiations) {
    const code = NE(n.id);
    const m = matter.get(n.matterId);
    if (!m) {
      fail(code, "no matter");
      continue;
    }
    const done = n.negotiationStatusId === NEGOTIATION_DONE;
    if (done !== (n.completeReason !== 0) || done !== (n.completedAt !== null))
      fail(
        code,
        `status ${n.negotiationStatusId}, reason ${n.completeReason}, completedAt ${iso(n.completedAt)}`,
      );
    if (n.negotiationStatusId < 1 || n.negotiationStatusId > 6)
      fail(code, `status ${n.negotiationStatusId}`);
    if (n.customerId !== null) {
      const cu = customer.get(n.customerId);
      const t = cu ? detail.get(cu.targetDetailId)?.targetId : undefined;
      if (t !== m.targetId) fail(code, `customer CU-${n.customerId} is not of the matter's target`);
    }
    if (!may(n.assigneeUserId, "negotiationEdit"))
      fail(code, `assignee ${n.assigneeUserId} lacks negotiationEdit`);
    if (n.createdAt < m.createdAt) fail(code, "created before its matter");
    if (n.completedAt && n.completedAt >= c.start) fail(code, "completed in the future");
    if (n.completeReason === 3) {
      const later = (negsOf.get(m.id) ?? []).filter((x) => x.createdAt > n.createdAt);
      if (!later.length) fail(code, "引継ぎ without a following negotiation");
      for (const x of later)
        if (x.createdAt < n.completedAt!) fail(NE(x.id), "instructed before the handover");
    }
    for (const prev of negsOf.get(m.id) ?? [])
      if (prev.createdAt < n.createdAt && (!prev.completedAt || prev.completedAt > n.createdAt))
        fail(code, `instructed while ${NE(prev.id)} was still open`);
    const hist = (histOf.get(n.id) ?? []).sort((a, b) => a.id - b.id);
    hist.forEach((h, i) => {
      if (h.contactedAt <= m.createdAt) fail(code, `history #${h.id} before the matter existed`);
      if (h.contactedAt < n.createdAt) fail(code, `history #${h.id} before it was instructed`);
      if (n.completedAt && h.contactedAt > n.completedAt)
        fail(code, `history #${h.id} after its completion`);
      if (h.contactedAt >= c.start) fail(code, `history #${h.id} in the future`);
      if (i > 0 && h.contactedAt < hist[i - 1]!.contactedAt)
        fail(code, `history #${h.id} out of time order`);
    });
    if (done && n.scheduledAt && n.scheduledAt > n.completedAt!)
      fail(code, "visit scheduled after its completion");
    if (!done && n.scheduledAt) {
      if (n.scheduledAt < c.start) fail(code, `open with a past visit ${iso(n.scheduledAt)}`);
      const booked = s.schedules.some(
        (x) =>
          x.kind === 2 &&
          x.negotiationId === n.id &&
          x.userId === n.assigneeUserId &&
          x.startAt.getTime() === n.scheduledAt!.getTime(),
      );
      if (!booked) fail(code, "visit without a schedule row for its assignee");
    }
  }
  for (const x of s.schedules) {
    if (x.kind === 2) {
      const n = x.negotiationId ? negotiation.get(x.negotiationId) : undefined;
      if (!n || x.userId !== n.assigneeUserId)
        fail(`schedule#${x.id}`, "a visit not booked for its negotiation's assignee");
    } else {
      const k = x.constructionId ? construction.get(x.constructionId) : undefined;
      if (!k || x.teamId !== k.teamId || !k.scheduledDate)
        fail(`schedule#${x.id}`, "a work booking not matching its construction");
      else if (todayInTokyo(x.startAt) !== k.scheduledDate)
        fail(`schedule#${x.id}`, `on ${todayInTokyo(x.startAt)}, work on ${k.scheduledDate}`);
    }
  }
}
