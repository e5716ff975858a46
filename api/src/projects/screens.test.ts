// What the project screens ask of the API: list filters (prefix, period, manager), the per-project
// matter counts of a page in one query, "select all matching" ids, a bulk change of 50 matters
// that is all or nothing and names every refused row, and 120 targets added in one call.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { workflowSuite, type Rec } from "../test/workflow-fixtures";

const f = workflowSuite();

async function newTargets(n: number, tag: string): Promise<Rec[]> {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++)
    out.push(await f.create("/basis/targets", { name: `${tag}${i}邸`, targetType: 2 }));
  return out;
}

describe("project list", () => {
  it("filters by name prefix, manager, job category and period", async () => {
    const a = await f.create("/basis/projects", {
      name: "前方一致テスト東",
      workType: 1,
      managerUserId: 2,
      jobCategoryId: 1,
      startDate: "2030-01-01",
      endDate: "2030-03-31",
    });
    await f.create("/basis/projects", { name: "東前方一致テスト", workType: 1 });
    const prefix = await f.call("GET", "/basis/projects?namePrefix=前方一致");
    expect(prefix.body.map((p: Rec) => p.id)).toEqual([a.id]);
    // `%` typed by a user is a percent sign, not a wildcard.
    expect((await f.call("GET", "/basis/projects?namePrefix=%25")).body).toEqual([]);
    const manager = await f.call("GET", "/basis/projects?managerUserId=2&jobCategoryId=1");
    expect(manager.body.map((p: Rec) => p.id)).toContain(a.id);
    expect(manager.body.every((p: Rec) => p.managerUserId === 2)).toBe(true);
    const inside = await f.call("GET", "/basis/projects?periodFrom=2030-03-01&periodTo=2030-04-30");
    expect(inside.body.map((p: Rec) => p.id)).toContain(a.id);
    const after = await f.call("GET", "/basis/projects?periodFrom=2030-04-01");
    expect(after.body.map((p: Rec) => p.id)).not.toContain(a.id);
    const before = await f.call("GET", "/basis/projects?periodTo=2029-12-31");
    expect(before.body.map((p: Rec) => p.id)).not.toContain(a.id);
  });

  it("carries each project's matter counts by status", async () => {
    const m = await f.matterIn(2);
    const p = await f.get("/basis/projects", m.projectId);
    expect(p.matterCounts).toEqual([{ status: 2, count: 1 }]);
    const [t] = await newTargets(1, "件数");
    await f.call("POST", "/relation/update/projects", { projectId: p.id, targetIds: [t!.id] });
    const list = await f.call("GET", `/basis/projects?ids=${p.id}`);
    expect(list.body[0].matterCounts).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 1 },
    ]);
  });
});

describe("select all matching", () => {
  it("answers the ids a list's filters match, in its order, and refuses a bad filter", async () => {
    const ts = await newTargets(3, "全件選択テスト");
    const res = await f.call(
      "GET",
      `/basis/targets/ids?name=${encodeURIComponent("全件選択テスト")}&sort=id&order=desc`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ids: ts.map((t) => t.id).reverse(), truncated: false });
    expect((await f.call("GET", "/basis/targets/ids?sort=nope")).status).toBe(400);
    const one = await f.call("GET", `/basis/targets/${ts[0]!.id}`);
    expect(one.body.id).toBe(ts[0]!.id); // the item route still answers beside /ids
  });
});

describe("bulk matter changes", () => {
  it("assigns 50 matters in one transaction; one stale version and nothing is applied, the row named", async () => {
    const project = await f.create("/basis/projects", { name: "一括担当テスト", workType: 1 });
    const ts = await newTargets(50, "一括担当");
    const added = await f.call("POST", "/relation/update/projects", {
      projectId: project.id,
      targetIds: ts.map((t) => t.id),
    });
    const ms = added.body.created as Rec[];
    expect(ms).toHaveLength(50);
    // Someone else changes one of them after the screen read it.
    const moved = await f.patch("/basis/matters", ms[17]!.id, { notes: "別の人が更新" });
    const items = ms.map((m) => ({ id: m.id, version: m.version }));
    const stale = await f.call("POST", "/bulk/update/matters", { items, assigneeUserId: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      items: [`${ms[17]!.code}: 他のユーザーが更新しました。再読み込みしてください`],
    });
    const untouched = await f.call("GET", `/basis/matters?projectId=${project.id}&pageSize=100`);
    expect(untouched.body.every((m: Rec) => m.assigneeUserId === null)).toBe(true);

    items[17]!.version = moved.version;
    const ok = await f.call("POST", "/bulk/update/matters", {
      items,
      assigneeUserId: 2,
      dueDate: "2031-01-31",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(50);
    const after = await f.call("GET", `/basis/matters?projectId=${project.id}&pageSize=100`);
    expect(after.body.every((m: Rec) => m.assigneeUserId === 2 && m.dueDate === "2031-01-31")).toBe(
      true,
    );
  });

  it("lists every matter a status change refuses", async () => {
    const a = await f.matterIn(1);
    const b = await f.matterIn(2);
    const c = await f.matterIn(6);
    const res = await f.call("POST", "/bulk/update/matters", {
      items: [a, b, c].map((m) => ({ id: m.id, version: m.version })),
      status: 7,
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual([
      `${a.code}: 未着手の案件を完了には変更できません`,
      `${b.code}: 交渉中の案件を完了には変更できません`,
    ]);
    expect((await f.get("/basis/matters", c.id)).version).toBe(c.version);
  });
});

describe("bulk 保留解除", () => {
  it("takes each matter back to its own status before the hold, and names a matter not on hold", async () => {
    const held = [];
    for (const from of [1, 2]) {
      const m = await f.matterIn(from);
      held.push(await f.patch("/basis/matters", m.id, { status: 9 }));
    }
    const free = await f.matterIn(1);
    const refused = await f.call("POST", "/bulk/update/matters", {
      items: [...held, free].map((m) => ({ id: m.id, version: m.version })),
      resumeFromHold: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.status).toEqual([`${free.code}: 保留中ではないため保留解除できません`]);
    const ok = await f.call("POST", "/bulk/update/matters", {
      items: held.map((m) => ({ id: m.id, version: m.version })),
      resumeFromHold: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.map((m: Rec) => [m.status, m.statusBeforeHold])).toEqual([
      [1, null],
      [2, null],
    ]);
  });
});

describe("adding targets to a project", () => {
  it("adds 120 targets in one call with the chosen work type and skips those already in it", async () => {
    const project = await f.create("/basis/projects", { name: "120件追加テスト", workType: 1 });
    const ts = await newTargets(120, "百二十");
    const first = await f.call("POST", "/relation/update/projects", {
      projectId: project.id,
      targetIds: ts.slice(0, 10).map((t) => t.id),
    });
    expect(first.status).toBe(200);
    const all = await f.call("GET", `/basis/targets/ids?name=${encodeURIComponent("百二十")}`);
    expect(all.body.ids).toHaveLength(120);
    const res = await f.call("POST", "/relation/update/projects", {
      projectId: project.id,
      targetIds: all.body.ids,
      workType: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toHaveLength(110);
    expect(res.body.created.every((m: Rec) => m.workType === 2)).toBe(true);
    expect([...res.body.skippedTargetIds].sort()).toEqual(
      ts
        .slice(0, 10)
        .map((t) => t.id)
        .sort(),
    );
    const p = await f.get("/basis/projects", project.id);
    expect(p.matterCounts).toEqual([{ status: 1, count: 120 }]);
  });
});

describe("CSV export of the project list", () => {
  it("takes the list's filters and writes names and the matter counts by status", async () => {
    const m = await f.matterIn(2);
    const p = await f.patch("/basis/projects", m.projectId, {
      name: "CSV出力テスト案件",
      clientId: 1,
      managerUserId: 2,
    });
    const res = await f.api.fetch("/export/projects", {
      as: "admin@example.jp",
      query: { namePrefix: "CSV出力テスト", encoding: "utf-8" },
    });
    expect(res.status).toBe(200);
    const rows = parse((await res.text()).replace(/^\uFEFF/, "")) as string[][];
    const header = rows[0]!;
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      プロジェクトコード: p.code,
      プロジェクト名: "CSV出力テスト案件",
      工事種別: "放送",
      案件数: "1",
      案件の状態別件数: "交渉中 1",
    });
    expect(row["発注元"]).not.toBe("");
    expect(row["責任者"]).not.toBe("");
  });
});
