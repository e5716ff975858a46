// The project and matter state machines through real HTTP: a person takes only the "hand" edges
// (every one succeeds), every other edge is refused with the Japanese message naming both
// statuses; the "auto" edges happen only as consequences, in the same transaction as their cause.
import { describe, expect, it } from "vitest";
import { matterStatusLabels, projectStatusLabels } from "@cfx/domain/enumerations";
import { edgeOf, matterTransitions, projectTransitions, statesOf } from "@cfx/domain/workflows";
import { counterpartOf, expectRefused, workflowSuite, type Rec } from "../test/workflow-fixtures";

const mLabel = (s: number) => matterStatusLabels[s as keyof typeof matterStatusLabels];
const pLabel = (s: number) => projectStatusLabels[s as keyof typeof projectStatusLabels];
const f = workflowSuite();

const newProject = (status = 1) =>
  f.create("/basis/projects", { name: "状態テスト", workType: 1, status });

describe("project transitions", () => {
  it("準備中 → 進行中 → 完了 succeed (完了 once no matter is open)", async () => {
    const p = await newProject();
    expect(p.allowedStatuses).toEqual([2]);
    expect((await f.patch("/basis/projects", p.id, { status: 2 })).status).toBe(2);
    const done = await f.patch("/basis/projects", p.id, { status: 3 });
    expect(done).toMatchObject({ status: 3, allowedStatuses: [] });
  });

  it("every other edge is refused", async () => {
    const states = statesOf(projectTransitions);
    for (const from of states) {
      const p = await newProject(from === 3 ? 2 : from);
      if (from === 3) await f.patch("/basis/projects", p.id, { status: 3 });
      const before = await f.get("/basis/projects", p.id);
      for (const to of states.filter((t) => t !== from && !edgeOf(projectTransitions, from, t)))
        await expectRefused(
          f,
          "/basis/projects",
          before,
          { status: to },
          "status",
          `${pLabel(from)}のプロジェクトを${pLabel(to)}に`,
        );
    }
  });

  it("進行中 → 完了 is refused while a matter is open, and a 完了 project takes no matters", async () => {
    const m = await f.matterIn(2);
    const p = await f.get("/basis/projects", m.projectId);
    expect(p.allowedStatuses).toEqual([]);
    await expectRefused(
      f,
      "/basis/projects",
      p,
      { status: 3 },
      "status",
      "未完了の案件が1件あるため、プロジェクトを完了にできません",
    );
    const closed = await newProject(2);
    await f.patch("/basis/projects", closed.id, { status: 3 });
    const t = await f.create("/basis/targets", { name: "追加不可邸", targetType: 2 });
    const add = await f.call("POST", "/relation/update/projects", {
      projectId: closed.id,
      targetIds: [t.id],
    });
    expect(add.body).toEqual({ projectId: ["完了したプロジェクトには案件を追加できません"] });
  });

  it("a project or target with matters is not deleted", async () => {
    const m = await f.matterIn(1);
    const p = await f.get("/basis/projects", m.projectId);
    const res = await f.call("DELETE", `/basis/projects/${p.id}?version=${p.version}`);
    expect(res.body).toEqual({ id: ["案件が1件あるため、プロジェクトを削除できません"] });
    const t = await f.get("/basis/targets", m.targetId);
    const tr = await f.call("DELETE", `/basis/targets/${t.id}?version=${t.version}`);
    expect(tr.body).toEqual({ id: ["案件が1件あるため、対象物件を削除できません"] });
  });
});

describe("matter transitions", () => {
  const states = statesOf(matterTransitions);
  for (const from of states) {
    it(`from ${mLabel(from)}: a person takes only the hand edges`, async () => {
      const m = await f.matterIn(from);
      const hand = states.filter((to) => edgeOf(matterTransitions, from, to) === "hand");
      // 保留 returns only to the status it had (2 交渉中 for matterIn(9)).
      const allowed = from === 9 ? [m.statusBeforeHold] : hand;
      expect([...m.allowedStatuses].sort()).toEqual([...allowed].sort());
      for (const to of states.filter((t) => t !== from && !allowed.includes(t)))
        await expectRefused(
          f,
          "/basis/matters",
          m,
          { status: to },
          "status",
          from === 9
            ? `保留の案件は保留前の状態（${mLabel(m.statusBeforeHold)}）にだけ戻せます`
            : `${mLabel(from)}の案件を${mLabel(to)}に`,
        );
      for (const to of allowed) {
        const fresh = await f.matterIn(from);
        const after = await f.patch("/basis/matters", fresh.id, { status: to });
        expect(after.status).toBe(to);
        if (to === 9) {
          expect(after.statusBeforeHold).toBe(from);
          const back = await f.patch("/basis/matters", fresh.id, { status: from });
          expect(back).toMatchObject({ status: from, statusBeforeHold: null });
        }
      }
    });
  }

  it("a person trying an auto edge is told what makes it", async () => {
    const m = await f.matterIn(1);
    await expectRefused(
      f,
      "/basis/matters",
      m,
      { status: 2 },
      "status",
      "未着手の案件を交渉中には変更できません（交渉を指示すると自動で変わります）",
    );
    const done = await f.matterIn(6);
    await expectRefused(
      f,
      "/basis/matters",
      done,
      { status: 1 },
      "status",
      "工事完了の案件を未着手には戻せません",
    );
  });

  it("the auto edges follow their causes", async () => {
    const m = await f.matterIn(1);
    expect(m.can).toEqual({ delete: true, instructNegotiation: true, createConstruction: false });
    const ne = await f.create("/basis/negotiations", { matterId: m.id });
    expect(await f.get("/basis/matters", m.id)).toMatchObject({
      status: 2, // instructed
      can: { delete: false, instructNegotiation: false, createConstruction: false },
    });
    await f.patch("/basis/negotiations", ne.id, { negotiationStatusId: 6, completeReason: 2 });
    expect(await f.get("/basis/matters", m.id)).toMatchObject({
      status: 4, // 不成立: no negotiation open, so a new one may be instructed
      can: { delete: false, instructNegotiation: true, createConstruction: false },
    });
    const again = await f.create("/basis/negotiations", { matterId: m.id });
    expect((await f.get("/basis/matters", m.id)).status).toBe(2); // a new negotiation
    await f.patch("/basis/negotiations", again.id, { negotiationStatusId: 6, completeReason: 3 });
    expect((await f.get("/basis/matters", m.id)).status).toBe(2); // 引継ぎ leaves it 交渉中
    const third = await f.create("/basis/negotiations", {
      matterId: m.id,
      customerId: await counterpartOf(f.api, m.id),
    });
    await f.patch("/basis/negotiations", third.id, { negotiationStatusId: 6, completeReason: 1 });
    const agreed = await f.get("/basis/matters", m.id);
    expect(agreed).toMatchObject({
      status: 3,
      can: { createConstruction: true, instructNegotiation: false },
    });
    const c = await f.create("/basis/constructions", { matterId: m.id });
    // A live construction: no second one; the listed matter and the one read by id agree.
    const arranged = await f.get("/basis/matters", m.id);
    expect(arranged).toMatchObject({
      status: 5,
      can: { delete: false, instructNegotiation: false, createConstruction: false },
    });
    const listed = await f.call("GET", `/basis/matters?ids=${m.id},${m.id + 100000}`);
    expect(listed.body).toEqual([arranged]);
    expect(c.status).toBe(1);
  });

  it("a matter on 保留 does not move until it is taken off hold", async () => {
    const c = await f.constructionIn(4);
    await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -1,
    });
    await f.patch("/basis/matters", c.matterId, { status: 9 });
    const cur = await f.get("/basis/constructions", c.id);
    await expectRefused(
      f,
      "/basis/constructions",
      cur,
      { status: 5 },
      "status",
      "案件が保留中です。保留を解除してから操作してください",
    );
    await f.patch("/basis/matters", c.matterId, { status: 5 });
    expect((await f.patch("/basis/constructions", c.id, { status: 5 })).status).toBe(5);
  });

  it("bulk updates follow the same rule and name the matter they refuse", async () => {
    const a = await f.matterIn(6);
    const b = await f.matterIn(1);
    const res = await f.call("POST", "/bulk/update/matters", {
      items: [a, b].map((m) => ({ id: m.id, version: m.version })),
      status: 7,
    });
    expect(res.status).toBe(400);
    expect(res.body.status[0]).toBe(`${b.code}: 未着手の案件を完了には変更できません`);
    expect((await f.get("/basis/matters", a.id)).version).toBe(a.version); // nothing half-applied
    const hold = await f.call("POST", "/bulk/update/matters", {
      items: [a, b].map((m) => ({ id: m.id, version: m.version })),
      status: 9,
    });
    expect(hold.status).toBe(200);
    expect(hold.body.map((m: Rec) => m.statusBeforeHold)).toEqual([6, 1]);
  });

  it("a matter with negotiations or constructions is not deleted; matters are added only for the project's client", async () => {
    const m = await f.matterIn(5);
    const res = await f.call("DELETE", `/basis/matters/${m.id}?version=${m.version}`);
    expect(res.body).toEqual({ id: ["交渉が1件、工事が1件あるため、案件を削除できません"] });
    expect(m.can.delete).toBe(false);
    const project = await f.create("/basis/projects", {
      name: "発注元テスト",
      workType: 1,
      clientId: 1,
    });
    const other = await f.create("/basis/targets", {
      name: "他社物件",
      targetType: 2,
      clientId: 2,
    });
    const add = await f.call("POST", "/relation/update/projects", {
      projectId: project.id,
      targetIds: [other.id],
    });
    expect(add.status).toBe(400);
    expect(add.body.targetIds[0]).toBe(
      `発注元がプロジェクトと異なる対象物件は追加できません: ${other.code}`,
    );
  });
});
