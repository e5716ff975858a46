// Databases: both (the dashboard's counts go through the PGlite read cache)
// GET /dashboard on the seeded story: every figure equals the count of the list it links to,
// with the same filters (X-Total-Count of that list), and managers alone get their figures.
import { describe, expect, it } from "vitest";
import { workflowSuite, type Rec } from "../test/workflow-fixtures";

const f = workflowSuite();
const NEGOTIATOR = "negotiation@example.jp";

async function total(path: string, as = "admin@example.jp"): Promise<number> {
  const res = await f.api.json(path, { as });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return Number(res.headers.get("x-total-count"));
}

const dayStart = (day: string) => encodeURIComponent(`${day}T00:00:00+09:00`);
const dayEnd = (day: string) => encodeURIComponent(`${day}T23:59:59.999+09:00`);

describe("dashboard", () => {
  it("my work: each figure is its list's count", async () => {
    const me = (await f.call("GET", "/login", undefined, NEGOTIATOR)).body;
    const d = (await f.call("GET", "/dashboard", undefined, NEGOTIATOR)).body;
    expect(d.manager).toBeNull();
    const mine = `assigneeUserId=${me.id}&open=true`;
    expect(d.my.visitsToday).toBe(
      await total(
        `/basis/negotiations?${mine}&scheduledFrom=${dayStart(d.today)}&scheduledTo=${dayEnd(d.today)}`,
        NEGOTIATOR,
      ),
    );
    expect(d.my.visitsThisWeek).toBe(
      await total(
        `/basis/negotiations?${mine}&scheduledFrom=${dayStart(d.weekStart)}&scheduledTo=${dayEnd(d.weekEnd)}`,
        NEGOTIATOR,
      ),
    );
    // The story gives the negotiator visits this week.
    expect(d.my.visitsThisWeek).toBeGreaterThan(0);
    // Counted in the same statement as the two above: each still its own list's count.
    expect(d.myOpenNegotiations).toBe(await total(`/basis/negotiations?${mine}`, NEGOTIATOR));
    expect(d.myOpenNegotiations).toBeGreaterThanOrEqual(d.my.visitsThisWeek);
    expect(d.negotiationsToday).toBe(
      await total(
        `/basis/negotiations?scheduledFrom=${dayStart(d.today)}&scheduledTo=${dayEnd(d.today)}`,
      ),
    );
    expect(d.my.constructionsThisWeek).toBe(
      await total("/basis/constructions?thisWeek=true&status=3,4", NEGOTIATOR),
    );
    expect(d.my.constructionsToday).toBe(
      await total(
        `/basis/constructions?dateFrom=${d.today}&dateTo=${d.today}&status=3,4`,
        NEGOTIATOR,
      ),
    );
    for (const p of d.my.overdueMatters as Rec[])
      expect(p.count).toBe(
        await total(
          `/basis/matters?projectId=${p.projectId}&assigneeUserId=${me.id}&overdue=true`,
          NEGOTIATOR,
        ),
      );
  });

  it("a 工事担当 counts only its company's constructions", async () => {
    const crew = "construction@example.jp";
    const d = (await f.call("GET", "/dashboard", undefined, crew)).body;
    expect(d.my.constructionsThisWeek).toBe(
      await total("/basis/constructions?thisWeek=true&status=3,4", crew),
    );
    expect(d.my.constructionsThisWeek).toBeLessThanOrEqual(
      await total("/basis/constructions?thisWeek=true&status=3,4"),
    );
  });

  it("managers: projects, weekly outcomes, capacity and failures, each its list's count", async () => {
    const d = (await f.call("GET", "/dashboard")).body;
    const m = d.manager;
    expect(m).not.toBeNull();
    expect(m.mattersByProject.length).toBeGreaterThan(0);
    for (const p of (m.mattersByProject as Rec[]).slice(0, 3))
      for (const s of p.byStatus as Rec[])
        expect(s.count).toBe(
          await total(`/basis/matters?projectId=${p.projectId}&status=${s.status}`),
        );
    expect(m.negotiationsByWeek).toHaveLength(8);
    expect(m.negotiationsByWeek[7].weekStart).toBe(d.weekStart);
    const outcomes = m.negotiationsByWeek as Rec[];
    expect(outcomes.reduce((n, w) => n + w.agreed + w.failed, 0)).toBeGreaterThan(0);
    for (const w of outcomes.slice(-3)) {
      const range = `completedFrom=${dayStart(w.weekStart)}&completedTo=${dayEnd(w.weekEnd)}`;
      expect(w.agreed).toBe(await total(`/basis/negotiations?completeReason=1&${range}`));
      expect(w.failed).toBe(await total(`/basis/negotiations?completeReason=2&${range}`));
    }
    expect(m.teamCapacity.length).toBeGreaterThan(0);
    const team = m.teamCapacity[0] as Rec;
    const slots = (
      await f.call(
        "GET",
        `/basis/construction-free-schedules?teamId=${team.teamId}&dateFrom=${d.today}&pageSize=200`,
      )
    ).body as Rec[];
    const fortnight = slots.filter(
      (s) =>
        s.date <=
        new Date(Date.parse(`${d.today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(team.capacity).toBe(fortnight.reduce((n, s) => n + s.capacity, 0));
    expect(team.booked).toBe(fortnight.reduce((n, s) => n + s.booked, 0));
    expect(m.failedMeasurements).toBe(await total(`/basis/constructions?failedSince=${m.since}`));
  });

  it("each role's own work (#37.17): only the figures of its work, each its list's count", async () => {
    const fortnightEnd = (today: string) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);

    // 工事管理者: waiting for dispatch, failed readings, the teams' places, drop lines to remove.
    const cm = "construction-manager@example.jp";
    const d = (await f.call("GET", "/dashboard", undefined, cm)).body;
    expect(d.manager).toBeNull();
    expect(d.my.waitingForDispatch).toBe(await total("/basis/constructions?status=1", cm));
    expect(d.my.waitingForDispatch).toBeGreaterThan(0);
    expect(d.my.failedMeasurements).toBe(
      await total(`/basis/constructions?failedSince=${d.my.since}`, cm),
    );
    expect(d.my.lineCodesToRemove).toBe(
      await total(`/basis/line-codes?status=${encodeURIComponent("撤去予定")}`, cm),
    );
    expect(d.my.teamCapacity.length).toBeGreaterThan(0);
    for (const t of d.my.teamCapacity as Rec[])
      expect(t.booked).toBe(
        await total(
          `/basis/constructions?teamId=${t.teamId}&status=3,4,5&dateFrom=${d.today}&dateTo=${fortnightEnd(d.today)}`,
          cm,
        ),
      );

    // 引込線登録: only the drop lines; 工事担当: none of the office's figures.
    const lines = (await f.call("GET", "/dashboard", undefined, "linecode@example.jp")).body;
    expect(lines.my).toMatchObject({
      openMatters: null,
      waitingForDispatch: null,
      teamCapacity: null,
      failedMeasurements: null,
    });
    expect(lines.my.lineCodesToRemove).toBe(d.my.lineCodesToRemove);
    const crew = (await f.call("GET", "/dashboard", undefined, "construction@example.jp")).body;
    expect(crew.my).toMatchObject({
      openMatters: null,
      waitingForDispatch: null,
      teamCapacity: null,
      failedMeasurements: null,
      lineCodesToRemove: null,
    });

    // 案件担当: its matters per project, as the project's matter list with 担当 = me.
    const owner = "matter@example.jp";
    const me = (await f.call("GET", "/login", undefined, owner)).body;
    const mine = (await f.call("GET", "/dashboard", undefined, owner)).body;
    expect(mine.my.openMatters.length).toBeGreaterThan(0);
    expect(mine.my.waitingForDispatch).toBeNull();
    for (const p of mine.my.openMatters as Rec[])
      expect(p.count).toBe(
        await total(`/basis/matters?projectId=${p.projectId}&assigneeUserId=${me.id}`, owner),
      );
  });
});
