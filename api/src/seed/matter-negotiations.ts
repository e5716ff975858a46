// The negotiation steps of one matter's story (matter-story.ts): a negotiation with its contacts
// and visit booking, agreed or refused with the documents it issues, a hold, a close. Apart from
// the construction steps, which build on these (MatterStory extends this class).
import { HOUR, MINUTE, type Customer, type Negotiation } from "./context";
import { contactMemos } from "./business-data";
import { MatterStoryBase, type Contact, type End } from "./matter-story-base";

/** A matter's story up to its agreement: negotiations, holds and closing. */
export class MatterNegotiations extends MatterStoryBase {
  /**
   * Instructs a negotiation on day `instructed`, records its contacts, and either concludes it
   * (a reason: 2 hours after the last contact) or leaves it open in a status, with a visit booked
   * this week when `visitAhead`.
   */
  negotiate(o: {
    instructed: number;
    contacts: Contact[];
    who?: number;
    customer?: Customer;
    end: End;
  }): Negotiation {
    const { c, rnd, rows } = this.ctx;
    const { k, matter, target } = this;
    const who = o.who ?? this.who;
    const customer = o.customer ?? this.owner;
    const createdAt = c.at(this.d(o.instructed), 9, 30 + (k % 25));
    let last = createdAt;
    let lastVisit: Date | undefined;
    const times = o.contacts.map((ct, i) => {
      const at = ct.visit
        ? this.cal.visitAt(who, ct.day, k + i)
        : c.at(ct.day, 9 + ((k + i * 3) % 8), 15 + (i % 4) * 10);
      if (at <= last) throw new Error(`seed: MT-${matter.id} contact out of order`);
      last = at;
      if (ct.visit) lastVisit = at;
      return at;
    });
    const reason = "reason" in o.end ? o.end.reason : 0;
    const scheduledAt = reason
      ? (lastVisit ?? null)
      : "visitAhead" in o.end && o.end.visitAhead
        ? this.cal.visitAt(who, this.cal.nextVisitDay(who), k)
        : null;
    const completedAt = reason ? new Date(last.getTime() + 2 * HOUR) : null;
    const negotiation = rows.negotiations.add({
      matterId: matter.id,
      customerId: customer?.id ?? null,
      assigneeUserId: who,
      negotiationStatusId: "status" in o.end ? o.end.status : 6,
      scheduledAt,
      completeReason: reason,
      completedAt,
      notes: reason === 3 ? "担当エリア変更のため引継ぎ" : null,
      createdAt,
      createdBy: matter.assigneeUserId,
      updatedAt: completedAt ?? last,
      updatedBy: who,
    });
    o.contacts.forEach((ct, i) => {
      const at = times[i]!;
      const recorded = new Date(at.getTime() + 20 * MINUTE);
      rows.histories.add({
        negotiationId: negotiation.id,
        contactedAt: at,
        method: ct.visit ? 1 : 3, // 訪問 or 電話
        counterpart:
          target.targetType === 3 && customer?.customerType === 1
            ? rnd.pick(["本人", "管理会社"])
            : rnd.chance(0.75)
              ? "本人"
              : "家族",
        outcome: ct.outcome,
        memo: `${ct.visit ? "訪問。" : "電話。"}${rnd.pick(contactMemos[ct.outcome])}`,
        nextContactAt: times[i + 1] ?? (reason ? null : scheduledAt),
        userId: who,
        createdAt: recorded,
        createdBy: who,
        updatedAt: recorded,
        updatedBy: who,
      });
    });
    if (scheduledAt) {
      // Booked when the contact before it fixed the appointment (or when instructed).
      const booked = [createdAt, ...times].filter((t) => t < scheduledAt).at(-1)!;
      rows.schedules.add({
        kind: 2,
        userId: who,
        startAt: scheduledAt,
        endAt: new Date(scheduledAt.getTime() + HOUR),
        title: `訪問 ${target.name}`,
        negotiationId: negotiation.id,
        createdAt: booked,
        createdBy: who,
        updatedAt: booked,
        updatedBy: who,
      });
    }
    if (matter.status === 1 || matter.status === 4)
      this.setMatter(2, createdAt, matter.assigneeUserId!);
    if (reason === 1) this.setMatter(3, completedAt!, who);
    if (reason === 2) this.setMatter(4, completedAt!, who);
    return negotiation;
  }

  /** A negotiation of two visits and a call, concluded on day `day`. */
  private concluded(day: number, outcome: "承諾" | "拒否") {
    const span = 12 + (this.k % 3) * 4;
    return this.negotiate({
      instructed: day - span,
      contacts: [
        this.visit(day - span + 3, this.ctx.rnd.chance(0.3) ? "不在" : "説明済"),
        this.call(day - span + 6, "説明済"),
        this.visit(day, outcome),
      ],
      end: { reason: outcome === "承諾" ? 1 : 2 },
    });
  }

  /** Agreed on day `day`; the contract (or removal consent) documents are issued an hour later. */
  agree(day: number): Negotiation {
    const negotiation = this.concluded(day, "承諾");
    this.agreed = negotiation;
    const owns = this.owner?.customerType === 1 ? [2] : [];
    const types = { 1: [...owns, 4], 2: [3, 4, 6], 3: [...owns, 3, 5], 4: [8] }[this.plan.workType];
    for (const type of types) this.issue(negotiation, type);
    if (this.plan.workType === 4)
      this.chronicle.consentOf.set(this.target.id, negotiation.completedAt!);
    return negotiation;
  }

  /** Refused on day `day`; `notice`: the cancellation guide (解約のご案内) is sent. */
  fail(day: number, notice = false): Negotiation {
    const negotiation = this.concluded(day, "拒否");
    if (notice) this.issue(negotiation, 7);
    return negotiation;
  }

  private issue(negotiation: Negotiation, type: number) {
    this.chronicle.docs.push({
      negotiation,
      type,
      at: new Date(negotiation.completedAt!.getTime() + HOUR),
      by: negotiation.assigneeUserId!,
    });
  }

  hold(day: number) {
    const before = this.matter.status!;
    this.setMatter(9, this.ctx.c.at(this.d(day), 17, 30), this.matter.assigneeUserId!);
    Object.assign(this.matter, {
      statusBeforeHold: before,
      notes: "お客様のご都合により一時保留",
    });
  }

  close(day: number) {
    this.setMatter(7, this.ctx.c.at(this.d(day), 17, 45), this.matter.assigneeUserId!);
    this.matter.dueDate = this.ctx.c.day(this.d(day));
  }
}
