// The projects of business-data.ts, each with one matter per scenario on its client's targets, and
// what each scenario is: the steps of its matter's story, in days before the seeding day (jittered
// by the matter's place, `j`), ending in the state the scenario names.
import { projectPlans, type Scenario } from "./business-data";
import { SLOT_WINDOW, type Calendar } from "./calendar";
import { idOf, type Ctx } from "./context";
import type { Land } from "./land";
import { MatterStory, type Chronicle } from "./matter-story";

export function tellProjects(ctx: Ctx, land: Land, cal: Calendar): Chronicle {
  const { c, rows, cast } = ctx;
  const chronicle: Chronicle = {
    docs: [],
    consentOf: new Map(),
    removalOf: new Map(),
    nextTeam: 0,
    boundaryShown: false,
  };
  const taken = new Set<number>();
  for (const plan of projectPlans) {
    const created = c.at(plan.createdDay, 10);
    const manager = cast.people.manager;
    const project = rows.projects.add({
      name: plan.name(c.fiscalYear),
      clientId: cast.clientId(plan.client),
      jobCategoryId: idOf(cast.jobs, plan.jobCategory),
      workType: plan.workType,
      startDate: c.day(plan.startDay),
      endDate: c.day(plan.endDay),
      managerUserId: manager,
      status: plan.status,
      notes: plan.notes ?? null,
      createdAt: created,
      createdBy: manager,
      // 進行中 from its start; 完了 at its end, after its last matter was closed.
      updatedAt:
        plan.status === 3
          ? c.at(plan.endDay, 17)
          : plan.status === 2
            ? c.at(plan.startDay, 9)
            : created,
      updatedBy: manager,
    });
    // The client's own targets in the project's towns, one per matter.
    const eligible = land.targets.filter(
      (t) =>
        t.targetType !== 4 &&
        t.clientId === project.clientId &&
        plan.towns.some((town) => t.town?.startsWith(town)) &&
        !taken.has(t.id),
    );
    if (eligible.length < plan.scenarios.length)
      throw new Error(
        `seed: ${project.name} needs ${plan.scenarios.length} targets, has ${eligible.length}`,
      );
    for (const [k, scenario] of plan.scenarios.entries()) {
      const target = eligible[k]!;
      taken.add(target.id);
      const story = new MatterStory(
        ctx,
        cal,
        chronicle,
        plan,
        project.id,
        k,
        target,
        land.detailsOf.get(target.id)![0]!,
        land.customersOf.get(target.id) ?? [],
      );
      tell(story, scenario);
    }
  }
  return chronicle;
}

function tell(m: MatterStory, scenario: Scenario) {
  const j = m.k % 5;
  const { visit, call } = m;
  switch (scenario) {
    case "new":
      return;
    case "neg1":
      m.negotiate({
        instructed: -2 - (j % 2),
        contacts: [],
        end: { status: 1, visitAhead: false },
      });
      return;
    case "neg2":
      m.negotiate({
        instructed: -14 - j,
        contacts: [call(-11 - j, "不在"), call(-6 - j, "不在")],
        end: { status: 2, visitAhead: false },
      });
      return;
    case "neg3":
      m.negotiate({
        instructed: -10 - j,
        contacts: [call(-7 - j, "説明済")],
        end: { status: 3, visitAhead: true },
      });
      return;
    case "neg4":
      m.negotiate({
        instructed: -28 - j,
        contacts: [visit(-22 - j, "不在"), visit(-15 - j, "説明済"), call(-5 - j, "説明済")],
        end: { status: 4, visitAhead: true },
      });
      return;
    case "neg5":
      m.negotiate({
        instructed: -30 - j,
        contacts: [visit(-21 - j, "説明済"), visit(-8 - j, "再訪問")],
        end: { status: 5, visitAhead: true },
      });
      return;
    case "handover":
      m.negotiate({
        instructed: -42 - j,
        contacts: [visit(-36 - j, "不在"), visit(-29 - j, "説明済")],
        end: { reason: 3 },
      });
      m.negotiate({
        instructed: -27 - j,
        contacts: [call(-20 - j, "説明済")],
        who: m.nextWho,
        customer: m.other,
        end: { status: 3, visitAhead: true },
      });
      return;
    case "retry":
      m.fail(-50 - j);
      m.negotiate({
        instructed: -18 - j,
        contacts: [call(-12 - j, "不在")],
        who: m.nextWho,
        customer: m.other,
        end: { status: 2, visitAhead: false },
      });
      return;
    case "agreed":
      m.agree(-6 - j);
      return;
    case "failed":
      m.fail(-20 - j);
      return;
    case "cn1":
      m.agree(-14 - j);
      m.construct(-2 - (j % 2));
      return;
    case "cn2":
      m.agree(-20 - j);
      m.dispatch(m.construct(-14 - j), -5 - j);
      return;
    case "cn3":
      m.agree(-26 - j);
      m.schedule(m.dispatch(m.construct(-20 - j), -8 - j), (m.k * 3) % 14, SLOT_WINDOW.last);
      return;
    case "cn4":
    case "cn4fail": {
      // Started yesterday (or the last working day before), still on site.
      m.agree(-32 - j);
      const row = m.dispatch(m.construct(-26 - j), -16 - j);
      m.schedule(row, -1, -7);
      m.startWork(row);
      if (row.workType !== 4)
        m.measure(row, scenario === "cn4fail" ? "fail" : "pass", scenario === "cn4fail" ? 2 : 1);
      return;
    }
    case "cn6": {
      m.agree(-36 - j);
      const row = m.dispatch(m.construct(-30 - j), -22 - j);
      m.stop(row, 6, -6 - j, "お客様のご都合により延期（日程再調整中）");
      return;
    }
    case "cn7then1": {
      m.agree(-50 - j);
      const first = m.schedule(m.dispatch(m.construct(-45 - j), -40 - j), -25 - j, -1);
      m.stop(
        first,
        7,
        -30 - j,
        "建物側の配管が使えないことが判明したため中止。経路を見直して再手配",
      );
      m.construct(-10 - j);
      return;
    }
    case "built":
      m.build(-40 - j, -33 - j, -28 - j, -12 - j);
      return;
    case "builtOverride":
      m.build(-40 - j, -33 - j, -28 - j, -12 - j, true);
      return;
    case "closed":
      m.build(-80 - j, -70 - j, -65 - j, -50 - j);
      m.close(-30 - j);
      return;
    case "closedFailed":
      m.fail(-60 - j, true);
      m.close(-40 - j);
      return;
    case "hold1":
      m.hold(-20 - j);
      return;
    case "hold2":
      m.negotiate({
        instructed: -30 - j,
        contacts: [call(-26 - j, "不在"), call(-19 - j, "説明済")],
        end: { status: 2, visitAhead: false },
      });
      m.hold(-8 - j);
      return;
    case "hold3":
      m.agree(-25 - j);
      m.hold(-15 - j);
      return;
    case "hold4":
      m.fail(-35 - j);
      m.hold(-20 - j);
      return;
    case "hold5": {
      // Booked, then postponed before its day because the customer went into hospital.
      m.agree(-45 - j);
      const row = m.schedule(m.dispatch(m.construct(-38 - j), -30 - j), -8 - j, -1);
      m.stop(row, 6, -12 - j, "お客様ご入院のため延期。退院後に日程を再調整");
      m.hold(-12 - j);
      return;
    }
    case "hold6":
      m.build(-45 - j, -38 - j, -33 - j, -25 - j);
      m.hold(-10 - j);
      return;
  }
}
