// One matter's story, told step by step the way the product would have made it happen: each step
// writes its rows (negotiation + history + visit booking, construction, dispatch, slot, entries,
// readings) and moves the matter as docs/DOMAIN.md's workflows do, at the instant it happens. Days are
// counted from the seeding day, shifted by the project's `shift`.
import { expectedReadings } from "@cfx/domain/measurements";
import { contactMemos, type ProjectPlan } from "./business-data";
import { slotHours, type Calendar } from "./calendar";
import {
  HOUR,
  MINUTE,
  type Construction,
  type Ctx,
  type Customer,
  type Detail,
  type Matter,
  type Negotiation,
  type Target,
} from "./context";

/** A document a negotiation issued (written as a PDF attachment afterwards). */
export type Doc = {
  negotiation: Negotiation;
  type: number;
  at: Date;
  by: number;
  construction?: Construction;
};

/** What the matters' stories leave for the chapters after them. */
export type Chronicle = {
  docs: Doc[];
  /** Target → when its owner consented to removing its drop line. */
  consentOf: Map<number, Date>;
  /** Target → the completed removal of its drop line. */
  removalOf: Map<number, Construction>;
  /** Round robin over the teams, so every team gets work. */
  nextTeam: number;
  /** Whether a reading exactly on its lower bound (which passes) has been shown. */
  boundaryShown: boolean;
};

type Outcome = keyof typeof contactMemos;
export type Contact = { day: number; visit: boolean; outcome: Outcome };
type End = { reason: 1 | 2 | 3 } | { status: 1 | 2 | 3 | 4 | 5; visitAhead: boolean };

// Measured points per work type (docs/DOMAIN.md: V-ONU at 1550 nm, R-ONU/PON at 1490 nm).
const readingsOf = (workType: number): [string, number][] =>
  expectedReadings(workType).map((r) => [r.point, r.wavelengthNm]);
const entryItemOf: Record<number, string> = {
  1: "V-ONU交換",
  2: "R-ONU交換",
  3: "R-ONU交換",
  4: "撤去",
};
const OVERRIDE_REASON =
  "光コンセントの受光レベルが下限を0.01dB下回ったが、宅内配線の減衰によるもの。お客様了承のうえ完了（後日、宅内配線工事で対応）";

/** 合格 when min ≤ power ≤ max, compared at two decimals (bounds inclusive). */
function judgeAtTwoDecimals(power: number, min: number, max: number): "合格" | "不合格" {
  const p = Math.round(power * 100);
  return p >= Math.round(min * 100) && p <= Math.round(max * 100) ? "合格" : "不合格";
}

export class MatterStory {
  readonly matter: Matter;
  /** The owner on the matter's unit (else anyone of the target), and somebody else if any. */
  readonly owner: Customer | undefined;
  readonly other: Customer | undefined;
  /** Its negotiator, and the one it is handed over to. */
  readonly who: number;
  readonly nextWho: number;
  /** The agreement the matter's constructions are made for. */
  private agreed: Negotiation | undefined;

  constructor(
    private readonly ctx: Ctx,
    private readonly cal: Calendar,
    private readonly chronicle: Chronicle,
    private readonly plan: ProjectPlan,
    projectId: number,
    /** The matter's place in its project: varies times, people and jitter. */
    readonly k: number,
    private readonly target: Target,
    private readonly detail: Detail,
    people: Customer[],
  ) {
    const { c, cast } = ctx;
    const { matterOwners, negotiators, manager } = cast.people;
    const created = c.at(plan.mattersDay + (k % 3), 11, k % 60);
    this.matter = ctx.rows.matters.add({
      projectId,
      targetId: target.id,
      targetDetailId: detail.id,
      workType: plan.workType,
      status: 1,
      statusBeforeHold: null,
      assigneeUserId: matterOwners[(k + plan.client) % matterOwners.length]!,
      // Due within the project's plan, and never already overdue while the matter is open.
      dueDate: c.day(plan.endDay > 21 ? Math.min(plan.endDay, 21 + ((k * 7) % 75)) : plan.endDay),
      createdAt: created,
      createdBy: manager,
      updatedAt: created,
      updatedBy: manager,
    });
    this.owner =
      people.find((p) => p.targetDetailId === detail.id && p.customerType === 1) ?? people[0];
    this.other = people.find((p) => p !== this.owner) ?? this.owner;
    this.who = negotiators[(k + plan.client * 2) % negotiators.length]!;
    this.nextWho = negotiators[(k + plan.client * 2 + 1) % negotiators.length]!;
  }

  /** Day n of the story, shifted to the project's time. */
  d(n: number): number {
    return n + this.plan.shift;
  }

  private setMatter(status: number, at: Date, by: number) {
    if (at < this.matter.updatedAt!)
      throw new Error(`seed: MT-${this.matter.id} goes back in time`);
    Object.assign(this.matter, { status, updatedAt: at, updatedBy: by });
  }

  visit = (day: number, outcome: Outcome): Contact => ({ day: this.d(day), visit: true, outcome });
  call = (day: number, outcome: Outcome): Contact => ({ day: this.d(day), visit: false, outcome });

  // ---- negotiations ----

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

  // ---- constructions ----

  /** Created (指示待ち) on day `day`, for the agreement; the matter goes 工事手配中. */
  construct(day: number): Construction {
    const { c, rows, cast } = this.ctx;
    if (!this.agreed) throw new Error(`seed: MT-${this.matter.id} builds without an agreement`);
    const at = c.at(this.d(day), 11, this.k % 60);
    const by = cast.people.dispatchers[this.k % cast.people.dispatchers.length]!;
    const row = rows.constructions.add({
      matterId: this.matter.id,
      workType: this.plan.workType,
      status: 1,
      createdAt: at,
      createdBy: by,
      updatedAt: at,
      updatedBy: by,
    });
    this.setMatter(5, at, by);
    return row;
  }

  change(row: Construction, values: Partial<Construction>, at: Date) {
    if (at < row.updatedAt!) throw new Error(`seed: CN-${row.id} goes back in time`);
    Object.assign(row, values, { updatedAt: at });
  }

  /** Dispatched (指示済) to the next team on day `day`; the work request is printed. */
  dispatch(row: Construction, day: number): Construction {
    const { c, cast } = this.ctx;
    const team = cast.teams[this.chronicle.nextTeam++ % cast.teams.length]!;
    const at = c.at(this.d(day), 14, this.k % 60);
    const by = cast.people.dispatchers[(this.k + 1) % cast.people.dispatchers.length]!;
    this.change(
      row,
      {
        status: 2,
        associateCompanyId: team.associateCompanyId,
        teamId: team.id,
        instructedAt: at,
        instructedBy: by,
        updatedBy: by,
      },
      at,
    );
    this.chronicle.docs.push({
      negotiation: this.agreed!,
      type: 1,
      at: new Date(at.getTime() + HOUR),
      by,
      construction: row,
    });
    return row;
  }

  /** Booked (日程確定) into the team's first free slot from day `from` towards `until`. */
  schedule(row: Construction, from: number, until: number): Construction {
    const booked = this.cal.book(row.teamId!, this.d(from), this.d(until), this.k);
    this.change(
      row,
      { status: 3, scheduledDate: this.ctx.c.day(booked.day), slot: booked.slot },
      new Date(row.instructedAt!.getTime() + 10 * MINUTE),
    );
    return row;
  }

  /** 延期 (6) or 中止 (7) on day `day`: the slot is given back. */
  stop(row: Construction, status: 6 | 7, day: number, resultNotes: string) {
    if (row.scheduledDate)
      this.cal.release(row.teamId!, this.ctx.c.offset(row.scheduledDate), row.slot!);
    this.change(
      row,
      { status, scheduledDate: null, slot: null, resultNotes },
      this.ctx.c.at(this.d(day), 16),
    );
  }

  /** Work starts (施工中) on its day; the team records what it exchanges. */
  startWork(row: Construction) {
    const { c, rows, cast } = this.ctx;
    const n = c.offset(row.scheduledDate!);
    const hours = slotHours[row.slot!]!;
    const by = cast.people.measurerOf(row.teamId!);
    this.change(row, { status: 4, updatedBy: by }, c.at(n, hours.start));
    const removal = this.plan.workType === 4;
    const lineType = this.plan.workType === 1 ? 1 : 2;
    const entryAt = c.at(n, hours.start + 1);
    rows.entries.add({
      constructionId: row.id,
      item: entryItemOf[this.plan.workType]!,
      removedDeviceModelId: removal ? null : cast.oldModel(lineType),
      removedSerial: removal ? null : `OLD${500000 + row.id * 13}`,
      installedDeviceModelId: removal ? null : cast.newModel(lineType),
      installedSerial: removal ? null : `NEW${700000 + row.id * 17}`,
      quantity: 1,
      notes: removal ? "同軸引込線（電柱〜建物）を撤去" : null,
      createdAt: entryAt,
      createdBy: by,
      updatedAt: entryAt,
      updatedBy: by,
    });
  }

  /**
   * Optical readings of the work (the first `upTo` points), judged against the threshold row of
   * their point and wavelength: all passing, or the last one failing ("fail" clearly, "override"
   * by 0.01 dB).
   */
  measure(row: Construction, mode: "pass" | "fail" | "override", upTo?: number) {
    const { c, rnd, rows, cast } = this.ctx;
    const n = c.offset(row.scheduledDate!);
    const hours = slotHours[row.slot!]!;
    const by = cast.people.measurerOf(row.teamId!);
    const list = readingsOf(this.plan.workType).slice(0, upTo);
    if (this.plan.workType === 3 && upTo === undefined && this.k % 2 === 0)
      list.push(["クロージャ", 1310]);
    list.forEach(([point, wavelengthNm], i) => {
      const th = cast.thresholdOf(point, wavelengthNm);
      let power = th.min + (th.max - th.min) * (0.3 + 0.4 * rnd.next());
      if (mode !== "pass" && i === list.length - 1)
        power = mode === "override" ? th.min - 0.01 : th.min - (0.5 + rnd.int(0, 150) / 100);
      else if (mode === "pass" && !this.chronicle.boundaryShown) {
        // Bounds are inclusive: one reading sits exactly on its lower bound and passes.
        power = th.min;
        this.chronicle.boundaryShown = true;
      }
      const powerDbm = power.toFixed(2);
      const at = c.at(n, hours.measure, 10 * i);
      rows.measurements.add({
        constructionId: row.id,
        point,
        wavelengthNm,
        powerDbm,
        thresholdMin: th.minDbm,
        thresholdMax: th.maxDbm,
        judgement: judgeAtTwoDecimals(Number(powerDbm), th.min, th.max),
        measuredAt: at,
        measuredBy: by,
        createdAt: at,
        createdBy: by,
        updatedAt: at,
        updatedBy: by,
      });
    });
  }

  /** Completed (完了) at the end of its slot; the matter goes 工事完了. */
  complete(row: Construction, overrideReason?: string) {
    const { c, cast } = this.ctx;
    const at = c.at(c.offset(row.scheduledDate!), slotHours[row.slot!]!.end);
    const by = cast.people.measurerOf(row.teamId!);
    const removal = this.plan.workType === 4;
    this.change(
      row,
      {
        status: 5,
        completedAt: at,
        overrideReason: overrideReason ?? null,
        resultNotes: removal
          ? "引込線撤去完了。電柱側の支持金具も撤去済み"
          : "施工完了。お客様立ち会いのもと映像・通信の動作確認済み",
        updatedBy: by,
      },
      at,
    );
    this.setMatter(6, at, by);
    if (removal) this.chronicle.removalOf.set(this.target.id, row);
    else {
      // The unit now has the new device.
      const lineType = this.plan.workType === 1 ? 1 : 2;
      Object.assign(this.detail, {
        deviceLineType: lineType,
        deviceModelId: cast.newModel(lineType),
        updatedAt: at,
        updatedBy: by,
      });
    }
  }

  /** The whole way: agreed, created, dispatched, booked from `workDay`, built, measured, done. */
  build(
    agreedDay: number,
    createdDay: number,
    dispatchedDay: number,
    workDay: number,
    override = false,
  ) {
    this.agree(agreedDay);
    const row = this.dispatch(this.construct(createdDay), dispatchedDay);
    this.schedule(row, workDay, -1 - this.plan.shift);
    this.startWork(row);
    if (this.plan.workType !== 4) this.measure(row, override ? "override" : "pass");
    this.complete(row, override ? OVERRIDE_REASON : undefined);
    return row;
  }
}
