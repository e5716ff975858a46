// The negotiation state machine through real HTTP: statuses 1–5 move freely, → 完了 needs a reason
// and is final, nothing changes once the matter went on to construction, and the counterpart
// must be a customer of the matter's target.
import { describe, expect, it } from "vitest";
import { negotiationStatusLabels } from "@cfx/domain/enumerations";
import { edgeOf, negotiationTransitions, statesOf } from "@cfx/domain/workflows";
import { expectRefused, workflowSuite, type Rec } from "../test/workflow-fixtures";

const PATH = "/basis/negotiations";
const label = (s: number) => negotiationStatusLabels[s as keyof typeof negotiationStatusLabels];
const f = workflowSuite();

describe("negotiation transitions", () => {
  const states = statesOf(negotiationTransitions);

  it("1–5 move freely among themselves (every edge, one after another)", async () => {
    const { negotiation } = await f.negotiationIn(1);
    let at = 1;
    for (const from of [1, 2, 3, 4, 5])
      for (const to of [1, 2, 3, 4, 5].filter((t) => t !== from)) {
        expect(edgeOf(negotiationTransitions, from, to)).toBe("hand");
        if (at !== from) await f.patch(PATH, negotiation.id, { negotiationStatusId: from });
        const after = await f.patch(PATH, negotiation.id, { negotiationStatusId: to });
        expect(after.negotiationStatusId).toBe(to);
        at = to;
      }
  });

  for (const from of [1, 2, 3, 4, 5])
    it(`${label(from)} → 完了 succeeds with a reason, not without`, async () => {
      const { negotiation } = await f.negotiationIn(from);
      await expectRefused(
        f,
        PATH,
        negotiation,
        { negotiationStatusId: 6 },
        "completeReason",
        "完了にするには完了理由を選択してください",
      );
      const done = await f.patch(PATH, negotiation.id, {
        negotiationStatusId: 6,
        completeReason: 1,
      });
      expect(done.completedAt).toBeTruthy();
    });

  it("完了 is final", async () => {
    const { negotiation } = await f.negotiationIn(6);
    expect(negotiation).toMatchObject({
      allowedStatuses: [],
      can: { complete: false, delete: false },
    });
    for (const to of states.filter((s) => s !== 6))
      await expectRefused(
        f,
        PATH,
        negotiation,
        { negotiationStatusId: to },
        "negotiationStatusId",
        `完了の交渉を${label(to)}には戻せません`,
      );
    await expectRefused(
      f,
      PATH,
      negotiation,
      { completeReason: 2 },
      "completeReason",
      "完了した交渉は変更できません。新しい交渉を指示してください",
    );
    const notes = await f.patch(PATH, negotiation.id, { notes: "後日談" });
    expect(notes.notes).toBe("後日談");
  });
});

describe("negotiation rules", () => {
  it("nothing is completed, instructed or reassigned once the matter went on to construction", async () => {
    const built = await f.matterIn(6);
    const res = await f.call("POST", PATH, { matterId: built.id });
    expect(res.body).toEqual({ matterId: ["工事完了の案件には交渉を登録できません"] });
    const done = (await f.call("GET", `${PATH}?matterId=${built.id}`)).body[0] as Rec;
    await expectRefused(
      f,
      PATH,
      done,
      { negotiationStatusId: 6, completeReason: 2 },
      "completeReason",
      /完了した交渉は変更できません/,
    );
    expect((await f.get("/basis/matters", built.id)).status).toBe(6);
  });

  it("one open negotiation per matter; the counterpart is a customer of the matter's target", async () => {
    const { matter } = await f.negotiationIn(2);
    const second = await f.call("POST", PATH, { matterId: matter.id });
    expect(second.body.matterId[0]).toMatch(/この案件には進行中の交渉（NE-\d{8}）があります/);
    const elsewhere = await f.negotiationIn(1);
    const stranger = (
      await f.call(
        "GET",
        `/basis/customers?targetDetailId=${(await f.call("GET", `/basis/target-details?targetId=${elsewhere.matter.targetId}`)).body[0].id}`,
      )
    ).body[0];
    await expectRefused(
      f,
      PATH,
      (await f.call("GET", `${PATH}?matterId=${matter.id}`)).body[0],
      { customerId: stranger.id },
      "customerId",
      "交渉相手は案件の対象物件の顧客から選んでください",
    );
  });

  it("is not registered already completed", async () => {
    const m = await f.matterIn(1);
    const res = await f.call("POST", PATH, {
      matterId: m.id,
      negotiationStatusId: 6,
      completeReason: 1,
    });
    expect(res.status).toBe(400);
    expect((await f.get("/basis/matters", m.id)).status).toBe(1);
  });
});
