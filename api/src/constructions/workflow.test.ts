// The construction state machine through real HTTP: every listed edge succeeds from a fresh
// construction brought to its status the way a user would; every other edge is refused with the
// Japanese message naming both statuses, and changes nothing. Also the rules around the edges
// (creation only after 合意, today-or-later slots, slot release, final states, deletion).
import { describe, expect, it } from "vitest";
import { constructionStatusLabels } from "@cfx/domain/enumerations";
import { constructionTransitions, edgeOf, statesOf } from "@cfx/domain/workflows";
import {
  expectRefused,
  tokyoDaysFromNow,
  workflowSuite,
  type Rec,
} from "../test/workflow-fixtures";

const PATH = "/basis/constructions";
const label = (s: number) => constructionStatusLabels[s as keyof typeof constructionStatusLabels];
const f = workflowSuite();

/** What a user sends to take the edge (and prepares for it: a passing reading before 完了). */
async function take(c: Rec, to: number) {
  if (to === 5)
    await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -3.5,
    });
  const extra: Record<number, object> = {
    2: { teamId: 1 },
    3: { teamId: 1, scheduledDate: f.slotDate, slot: "午後" },
  };
  return f.patch(PATH, c.id, { status: to, ...extra[to] });
}

const states = statesOf(constructionTransitions);

describe("construction transitions", () => {
  for (const from of states) {
    const allowed = states.filter((to) => edgeOf(constructionTransitions, from, to));
    for (const to of allowed)
      it(`${label(from)} → ${label(to)} succeeds`, async () => {
        const c = await f.constructionIn(from);
        const after = await take(c, to);
        expect(after.status).toBe(to);
        if (to === 6 || to === 7) expect(after).toMatchObject({ scheduledDate: null, slot: null });
        if (to === 1) expect(after).toMatchObject({ teamId: null, associateCompanyId: null });
        if (to === 5) expect(after.completedAt).toBeTruthy();
      });
    const refused = states.filter(
      (to) => to !== from && !edgeOf(constructionTransitions, from, to),
    );
    it(`${label(from)} → ${refused.map(label).join("・")} are refused`, async () => {
      const c = await f.constructionIn(from);
      for (const to of refused)
        await expectRefused(
          f,
          PATH,
          c,
          { status: to },
          "status",
          `${label(from)}の工事を${label(to)}に`,
        );
    });
  }

  it("says what may be done next, and only that", async () => {
    const waiting = await f.constructionIn(1);
    expect(waiting.allowedStatuses.sort()).toEqual([2, 3, 7]);
    expect(waiting.can).toMatchObject({
      dispatch: true,
      start: false,
      complete: false,
      delete: true,
    });
    const working = await f.constructionIn(4);
    expect(working.allowedStatuses.sort()).toEqual([5, 6, 7]);
    expect(working.can).toMatchObject({ complete: true, dispatch: false });
    const done = await f.constructionIn(5);
    expect(done.allowedStatuses).toEqual([]);
    expect(done.can.delete).toBe(false); // it has measurements
    // 工事担当 (no instructionSend) is not offered the dispatch edges.
    const asStaff = await f.api.json(`${PATH}/${waiting.id}`, { as: "construction@example.jp" });
    expect(asStaff.status).toBe(404); // not dispatched to its company: not visible at all
  });
});

describe("construction rules", () => {
  it("is created only for a matter whose latest negotiation ended 合意", async () => {
    for (const status of [1, 2, 4]) {
      const m = await f.matterIn(status);
      const res = await f.call("POST", PATH, { matterId: m.id });
      expect(res.status).toBe(400);
      expect(res.body.matterId[0]).toMatch(/工事を作成できません/);
    }
    const agreed = await f.matterIn(3);
    const first = await f.create(PATH, { matterId: agreed.id });
    expect(first.status).toBe(1);
    expect((await f.get("/basis/matters", agreed.id)).status).toBe(5); // auto: 工事手配中
    const second = await f.call("POST", PATH, { matterId: agreed.id });
    expect(second.body).toEqual({ matterId: ["この案件には既に工事があります"] });
    // A cancelled construction makes room for a new one.
    await f.patch(PATH, first.id, { status: 7 });
    expect((await f.call("POST", PATH, { matterId: agreed.id })).status).toBe(201);
    const generated = await f.call("POST", "/basis/construction-generate", {
      matterIds: [agreed.id, (await f.matterIn(3)).id],
    });
    expect(generated.status).toBe(200);
    expect(generated.body.created).toHaveLength(1);
    expect(generated.body.skippedMatterIds).toEqual([agreed.id]);
    expect(generated.body.created[0].can).toBeTruthy();
  });

  it("books only a free slot dated today or later, and releases it on 延期 / 中止", async () => {
    const c = await f.constructionIn(2);
    const yesterday = tokyoDaysFromNow(-1);
    await f
      .create("/basis/construction-free-schedules", {
        teamId: 1,
        date: yesterday,
        slot: "終日",
        capacity: 5,
      })
      .catch(() => undefined); // the seed may already hold it
    await expectRefused(
      f,
      PATH,
      c,
      { status: 3, scheduledDate: yesterday, slot: "終日" },
      "scheduledDate",
      "工事予定日は今日以降の日付を選択してください",
    );
    const day = tokyoDaysFromNow(230);
    await f.create("/basis/construction-free-schedules", {
      teamId: 1,
      date: day,
      slot: "終日",
      capacity: 1,
    });
    const booked = await f.patch(PATH, c.id, { scheduledDate: day, slot: "終日" });
    expect(booked.status).toBe(3); // dispatch fields alone: 日程確定
    const other = await f.constructionIn(2);
    await expectRefused(
      f,
      PATH,
      other,
      { status: 3, scheduledDate: day, slot: "終日" },
      "slot",
      "この枠は満員です。別の日時を選択してください",
    );
    const slots = await f.call(
      "GET",
      `/basis/construction-free-schedules?teamId=1&dateFrom=${day}&dateTo=${day}`,
    );
    expect(slots.body[0]).toMatchObject({ capacity: 1, booked: 1 });
    await f.patch(PATH, c.id, { status: 6 });
    expect(
      (await f.patch(PATH, other.id, { status: 3, scheduledDate: day, slot: "終日" })).status,
    ).toBe(3);
  });

  it("a 施工中 construction is not moved back by a new date; 完了 keeps its completion", async () => {
    const working = await f.constructionIn(4);
    await expectRefused(
      f,
      PATH,
      working,
      { scheduledDate: f.slotDate, slot: "午後" },
      "scheduledDate",
      /施工中の工事の班・日程は変更できません/,
    );
    const done = await f.constructionIn(5);
    await expectRefused(
      f,
      PATH,
      done,
      { status: 1 },
      "status",
      "完了の工事を指示待ちには戻せません",
    );
    expect((await f.get(PATH, done.id)).completedAt).toBe(done.completedAt);
  });

  it("completes only when every reading passes, or with a reason", async () => {
    const c = await f.constructionIn(4);
    await expectRefused(f, PATH, c, { status: 5 }, "status", /測定結果が登録されていません/);
    await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -13,
    });
    await expectRefused(f, PATH, c, { status: 5 }, "status", /不合格の測定があります/);
    const done = await f.patch(PATH, c.id, {
      status: 5,
      overrideReason: "再測定は後日、お客様了承済み",
    });
    expect(done.status).toBe(5);
    expect((await f.get("/basis/matters", c.matterId)).status).toBe(6); // auto: 工事完了
  });

  it("is not deleted while it has measurements", async () => {
    const done = await f.constructionIn(5);
    const res = await f.call("DELETE", `${PATH}/${done.id}?version=${done.version}`);
    expect(res.status).toBe(400);
    expect(res.body.id[0]).toMatch(/測定が1件あるため、工事を削除できません/);
    const bare = await f.constructionIn(1);
    expect((await f.call("DELETE", `${PATH}/${bare.id}?version=${bare.version}`)).status).toBe(200);
  });

  it("a drop-line removal marks the target's consented lines 撤去済 when it completes", async () => {
    const c = await f.constructionIn(4, 4);
    const consented = await f.create("/basis/line-codes", {
      lineCode: `RM-${c.id}-1`,
      targetId: (await f.get("/basis/matters", c.matterId)).targetId,
      status: "撤去予定",
    });
    const inUse = await f.create("/basis/line-codes", {
      lineCode: `RM-${c.id}-2`,
      targetId: consented.targetId,
    });
    const done = await f.patch(PATH, c.id, { status: 5 });
    expect(await f.get("/basis/line-codes", consented.id)).toMatchObject({
      status: "撤去済",
      constructionId: c.id,
      removedAt: done.completedAt,
    });
    expect((await f.get("/basis/line-codes", inUse.id)).status).toBe("使用中");
  });
});

describe("measurement judgement by point and wavelength", () => {
  it("judges against the master row and refuses a reading with none", async () => {
    const c = await f.constructionIn(4);
    const vonuAt1490 = await f.call("POST", "/basis/measurements", {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1490,
      powerDbm: -20,
    });
    expect(vonuAt1490.status).toBe(400);
    expect(vonuAt1490.body.wavelengthNm[0]).toMatch(
      /V-ONU入力の1490nmのしきい値が登録されていないため判定できません/,
    );
    const closure = await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "クロージャ",
      wavelengthNm: 1310,
      powerDbm: -8,
    });
    expect(closure).toMatchObject({ thresholdMin: -27, thresholdMax: -8, judgement: "合格" });
    const edge = await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "R-ONU入力",
      wavelengthNm: 1490,
      powerDbm: -27.01,
    });
    expect(edge.judgement).toBe("不合格");
  });

  it("thresholds are a master edited with masterManage", async () => {
    const list = await f.call("GET", "/pair/measurement-thresholds");
    const row = list.body.find((r: Rec) => r.point === "クロージャ" && r.wavelengthNm === 1310);
    expect(row).toMatchObject({ minDbm: -27, maxDbm: -8 });
    const denied = await f.api.json(`/pair/measurement-thresholds/${row.id}`, {
      as: "order@example.jp",
      method: "PATCH",
      json: { version: row.version, maxDbm: -9 },
    });
    expect(denied.status).toBe(403);
    const bad = await f.call("PATCH", `/pair/measurement-thresholds/${row.id}`, {
      version: row.version,
      minDbm: 0,
    });
    expect(bad.body).toEqual({ maxDbm: ["上限は下限以上の値を入力してください"] });
    await f.patch("/pair/measurement-thresholds", row.id, { maxDbm: -9 });
    const c = await f.constructionIn(4);
    const judged = await f.create("/basis/measurements", {
      constructionId: c.id,
      point: "クロージャ",
      wavelengthNm: 1310,
      powerDbm: -8.5,
    });
    expect(judged).toMatchObject({ thresholdMax: -9, judgement: "不合格" });
    await f.patch("/pair/measurement-thresholds", row.id, { maxDbm: -8 });
  });
});
