// Drop lines: 使用中 → 撤去予定 → 撤去済 (by hand with the removal date); 撤去済 is final.
import { describe, expect, it } from "vitest";
import { edgeOf, lineCodeTransitions, statesOf } from "@cfx/domain/workflows";
import { expectRefused, workflowSuite } from "../test/workflow-fixtures";

const PATH = "/basis/line-codes";
const f = workflowSuite();

describe("line code transitions", () => {
  const states = statesOf(lineCodeTransitions);
  for (const from of states) {
    it(`from ${from}`, async () => {
      const line = await f.lineCodeIn(from);
      for (const to of states.filter((t) => t !== from)) {
        if (edgeOf(lineCodeTransitions, from, to)) {
          const fresh = await f.lineCodeIn(from);
          const removedAt = to === "撤去済" ? "2026-11-20T01:00:00.000Z" : undefined;
          if (removedAt)
            await expectRefused(
              f,
              PATH,
              fresh,
              { status: to },
              "removedAt",
              "撤去済にするには撤去日時を入力してください",
            );
          const after = await f.patch(PATH, fresh.id, { status: to, removedAt });
          expect(after.status).toBe(to);
          if (removedAt) expect(after.removedAt).toBe(removedAt);
        } else
          await expectRefused(f, PATH, line, { status: to }, "status", `${from}の引込線を${to}に`);
      }
    });
  }

  it("offers only the next status", async () => {
    expect((await f.lineCodeIn("使用中")).allowedStatuses).toEqual(["撤去予定"]);
    expect((await f.lineCodeIn("撤去済")).allowedStatuses).toEqual([]);
  });
});
