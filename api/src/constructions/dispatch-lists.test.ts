// The construction lists' own filters and sorts, the bulk dispatch (all or nothing, every
// refusal named), and the free slots of a company's teams (issue #18).
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { tokyoDaysFromNow, workflowSuite, type Rec } from "../test/workflow-fixtures";

const f = workflowSuite();
const ids = (rows: Rec[]) => rows.map((r) => r.id as number);

async function list(query: string, as?: string): Promise<Rec[]> {
  const res = await f.call("GET", `/basis/constructions?pageSize=200&${query}`, undefined, as);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Rec[];
}

describe("bulk dispatch", () => {
  it("dispatches 指示待ち and 延期 constructions to one team in one step", async () => {
    const waiting = await f.constructionIn(1);
    const postponed = await f.constructionIn(6);
    const res = await f.call("POST", "/bulk/dispatch/constructions", {
      constructionIds: [waiting.id, postponed.id],
      teamId: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const team = (await f.call("GET", "/pair/teams")).body.find((t: Rec) => t.id === 2);
    for (const c of res.body as Rec[]) {
      expect(c).toMatchObject({
        status: 2,
        teamId: 2,
        associateCompanyId: team.associateCompanyId,
      });
      expect(c.instructedBy).toBeTruthy();
    }
  });

  it("refuses all when one cannot be dispatched, naming each refused one", async () => {
    const waiting = await f.constructionIn(1);
    const working = await f.constructionIn(4);
    const done = await f.constructionIn(5);
    const res = await f.call("POST", "/bulk/dispatch/constructions", {
      constructionIds: [waiting.id, working.id, done.id],
      teamId: 2,
    });
    expect(res.status).toBe(400);
    expect(res.body.constructionIds).toEqual([
      `${working.code}: 施工中の工事は一括手配できません（指示待ち・延期の工事だけ）`,
      `${done.code}: 完了の工事は一括手配できません（指示待ち・延期の工事だけ）`,
    ]);
    expect((await f.get("/basis/constructions", waiting.id)).status).toBe(1);
  });

  it("needs instructionSend, and a team that exists", async () => {
    const waiting = await f.constructionIn(1);
    const refused = await f.call(
      "POST",
      "/bulk/dispatch/constructions",
      { constructionIds: [waiting.id], teamId: 2 },
      "construction@example.jp",
    );
    expect(refused.status).toBe(403);
    const noTeam = await f.call("POST", "/bulk/dispatch/constructions", {
      constructionIds: [waiting.id],
      teamId: 99_999,
    });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.constructionIds[0]).toBe(`${waiting.code}: 指定された班が存在しません`);
  });
});

describe("construction list filters and sorts", () => {
  it("filters by the matter's project and status, and by code or target name", async () => {
    const c = await f.constructionIn(1);
    const matter = await f.get("/basis/matters", c.matterId);
    expect(ids(await list(`projectId=${matter.projectId}`))).toEqual([c.id]);
    expect(ids(await list(`projectId=${matter.projectId}&matterStatus=1`))).toEqual([]);
    expect(ids(await list(`projectId=${matter.projectId}&matterStatus=5`))).toEqual([c.id]);
    expect(ids(await list(`keyword=${c.code}`))).toEqual([c.id]);
    const target = await f.get("/basis/targets", matter.targetId);
    expect(ids(await list(`keyword=${encodeURIComponent(target.name)}`))).toContain(c.id);
  });

  it("filters by the matter's due date and the target's area", async () => {
    const c = await f.constructionIn(1);
    const due = tokyoDaysFromNow(321);
    await f.patch("/basis/matters", c.matterId, { dueDate: due });
    expect(ids(await list(`dueFrom=${due}&dueTo=${due}`))).toEqual([c.id]);
    const matter = await f.get("/basis/matters", c.matterId);
    await f.patch("/basis/targets", matter.targetId, {
      prefecture: "東京都",
      city: "檜原村",
      town: "本宿",
    });
    expect(ids(await list(`area=${encodeURIComponent("檜原")}`))).toEqual([c.id]);
  });

  it("finds the ones with a failed measurement", async () => {
    const c = await f.constructionIn(4);
    expect(ids(await list("failedMeasurement=true"))).not.toContain(c.id);
    await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -30,
    });
    expect(ids(await list("failedMeasurement=true"))).toContain(c.id);
  });

  it("this week's work, and a crew's day with today first", async () => {
    const rows = await list("thisWeek=true");
    const today = tokyoDaysFromNow(0);
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = tokyoDaysFromNow(-weekday);
    const sunday = tokyoDaysFromNow(6 - weekday);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.scheduledDate >= monday && r.scheduledDate <= sunday, r.scheduledDate).toBe(true);
    }
    const day = await list("sort=todayFirst");
    const dates = day.map((r) => (r.scheduledDate as string | null) ?? "9999-12-31");
    const todays = dates.filter((d) => d === today).length;
    expect(dates.slice(0, todays).every((d) => d === today)).toBe(true);
    const rest = dates.slice(todays);
    // Then the coming days in order, then the past ones latest first, the undated last.
    const coming = rest.filter((d) => d > today && d !== "9999-12-31");
    const past = rest.filter((d) => d < today);
    const undated = rest.filter((d) => d === "9999-12-31");
    expect(past.length).toBeGreaterThan(0);
    expect(rest).toEqual([...[...coming].sort(), ...[...past].sort().reverse(), ...undated]);
  });

  it("sorts by the matter's due date", async () => {
    const rows = await list("sort=dueDate&status=1,6");
    expect(rows.length).toBeGreaterThan(1);
    const dues: string[] = [];
    for (const r of rows) dues.push((await f.get("/basis/matters", r.matterId)).dueDate ?? "~");
    expect(dues).toEqual([...dues].sort());
  });
});

describe("CSV export", () => {
  it("names the matter, project, target, company, team and dispatcher", async () => {
    const c = await f.constructionIn(2);
    const matter = await f.get("/basis/matters", c.matterId);
    const project = await f.get("/basis/projects", matter.projectId);
    const target = await f.get("/basis/targets", matter.targetId);
    const team = ((await f.call("GET", "/pair/teams")).body as Rec[]).find((t) => t.id === 1)!;
    const company = ((await f.call("GET", "/pair/associate-companies")).body as Rec[]).find(
      (x) => x.id === team.associateCompanyId,
    )!;
    const res = await f.api.fetch("/export/constructions", {
      as: "admin@example.jp",
      query: { projectId: String(matter.projectId), encoding: "utf-8" },
    });
    expect(res.status).toBe(200);
    const rows = parse((await res.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      工事コード: c.code,
      工事状態: "指示済",
      案件コード: matter.code,
      プロジェクト: project.name,
      物件名: target.name,
      協力会社: company.name,
      班: team.name,
    });
    expect(row["指示者"]).toBeTruthy();
  });
});

describe("free slots of a company", () => {
  it("lists the slots of the company's teams only", async () => {
    const teams = (await f.call("GET", "/pair/teams")).body as Rec[];
    const company = teams[0]!.associateCompanyId as number;
    const own = new Set(teams.filter((t) => t.associateCompanyId === company).map((t) => t.id));
    const res = await f.call(
      "GET",
      `/basis/construction-free-schedules?associateCompanyId=${company}&pageSize=200`,
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((s: Rec) => own.has(s.teamId))).toBe(true);
  });
});
