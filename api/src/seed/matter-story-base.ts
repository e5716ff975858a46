// What one matter's story (matter-story.ts) starts from: the matter row it writes, its owner and
// negotiators, the project's plan and calendar, and the chronicle it leaves for the chapters
// after it. Its own module so that the negotiation and construction steps, each a class of its
// own (matter-negotiations.ts, matter-story.ts), share it.
import type { contactMemos, ProjectPlan } from "./business-data";
import type { Calendar } from "./calendar";
import type { Ctx, Construction, Customer, Detail, Matter, Negotiation, Target } from "./context";

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

export type Outcome = keyof typeof contactMemos;
export type Contact = { day: number; visit: boolean; outcome: Outcome };
export type End = { reason: 1 | 2 | 3 } | { status: 1 | 2 | 3 | 4 | 5; visitAhead: boolean };

/** The matter, its people and the project's time; the steps are in the classes built on it. */
export class MatterStoryBase {
  readonly matter: Matter;
  /** The owner on the matter's unit (else anyone of the target), and somebody else if any. */
  readonly owner: Customer | undefined;
  readonly other: Customer | undefined;
  /** Its negotiator, and the one it is handed over to. */
  readonly who: number;
  readonly nextWho: number;
  /** The agreement the matter's constructions are made for. */
  protected agreed: Negotiation | undefined;

  constructor(
    protected readonly ctx: Ctx,
    protected readonly cal: Calendar,
    protected readonly chronicle: Chronicle,
    protected readonly plan: ProjectPlan,
    projectId: number,
    /** The matter's place in its project: varies times, people and jitter. */
    readonly k: number,
    protected readonly target: Target,
    protected readonly detail: Detail,
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

  protected setMatter(status: number, at: Date, by: number) {
    if (at < this.matter.updatedAt!)
      throw new Error(`seed: MT-${this.matter.id} goes back in time`);
    Object.assign(this.matter, { status, updatedAt: at, updatedBy: by });
  }

  visit = (day: number, outcome: Outcome): Contact => ({ day: this.d(day), visit: true, outcome });
  call = (day: number, outcome: Outcome): Contact => ({ day: this.d(day), visit: false, outcome });
}
