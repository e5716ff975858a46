// The tables against docs/DOMAIN.md "Workflows", written out edge by edge: the API tests derive their
// cases from the tables, so this is what catches a table that says something docs/DOMAIN.md does not.
import { describe, expect, it } from "vitest";
import {
  isMatterOverdue,
  checkHandEdge,
  constructionTransitions,
  constructionWorkflow,
  counterpartRefusal,
  lineCodeTransitions,
  matterTransitions,
  matterWorkflow,
  negotiationTransitions,
  negotiationWorkflow,
  projectTransitions,
  refusalMessage,
  type TransitionTable,
} from "./workflows";

const edges = <S extends number | string>(t: TransitionTable<S>) =>
  [...t].flatMap(([from, tos]) => [...tos].map(([to, kind]) => `${from}>${to}:${kind}`)).sort();

describe("the state machines of docs/DOMAIN.md", () => {
  it("project: 準備中 → 進行中 → 完了", () => {
    expect(edges(projectTransitions)).toEqual(["1>2:hand", "2>3:hand"]);
  });

  it("matter: auto edges by negotiations and constructions; 完了 and 保留 by hand", () => {
    const expected = [
      "1>2:auto",
      "2>3:auto",
      "2>4:auto",
      "3>5:auto",
      "5>6:auto",
      "6>7:hand",
      "4>2:auto",
      "4>7:hand",
      ...[1, 2, 3, 4, 5, 6].flatMap((s) => [`${s}>9:hand`, `9>${s}:hand`]),
    ].sort();
    expect(edges(matterTransitions)).toEqual(expected);
  });

  it("negotiation: 1–5 freely, any of them → 6 完了, 完了 final", () => {
    const expected = [1, 2, 3, 4, 5]
      .flatMap((from) =>
        [1, 2, 3, 4, 5, 6].filter((to) => to !== from).map((to) => `${from}>${to}:hand`),
      )
      .sort();
    expect(edges(negotiationTransitions)).toEqual(expected);
  });

  it("construction: dispatch, booking, work, completion; 延期 and 中止; 完了 final", () => {
    expect(edges(constructionTransitions)).toEqual(
      [
        "1>2:hand",
        "1>3:hand",
        "2>3:hand",
        "3>4:hand",
        "4>5:hand",
        "2>6:hand",
        "3>6:hand",
        "4>6:hand",
        "6>1:hand",
        "6>3:hand",
        "1>7:hand",
        "2>7:hand",
        "3>7:hand",
        "4>7:hand",
        "6>7:hand",
      ].sort(),
    );
  });

  it("line code: 使用中 → 撤去予定 → 撤去済", () => {
    expect(edges(lineCodeTransitions)).toEqual(["使用中>撤去予定:hand", "撤去予定>撤去済:hand"]);
  });

  it("refusals name both statuses, say 戻せません going back, and what makes an auto edge", () => {
    expect(refusalMessage(matterWorkflow, 6, 1)).toBe("工事完了の案件を未着手には戻せません");
    expect(refusalMessage(matterWorkflow, 1, 7)).toBe("未着手の案件を完了には変更できません");
    expect(checkHandEdge(matterWorkflow, 2, 3)).toBe(
      "交渉中の案件を合意には変更できません（交渉を完了すると自動で変わります）",
    );
    expect(refusalMessage(constructionWorkflow, 5, 1)).toBe("完了の工事を指示待ちには戻せません");
    expect(refusalMessage(negotiationWorkflow, 6, 1)).toBe("完了の交渉を未交渉には戻せません");
    expect(checkHandEdge(constructionWorkflow, 3, 4)).toBeUndefined();
  });
});

describe("isMatterOverdue", () => {
  it("is a due date before today of a matter still open", () => {
    const today = "2026-11-25";
    expect(isMatterOverdue({ dueDate: "2026-11-24", status: 2 }, today)).toBe(true);
    expect(isMatterOverdue({ dueDate: "2026-11-25", status: 2 }, today)).toBe(false);
    // Finished or on hold: nothing is late any more.
    expect(isMatterOverdue({ dueDate: "2026-11-24", status: 7 }, today)).toBe(false);
    expect(isMatterOverdue({ dueDate: "2026-11-24", status: 9 }, today)).toBe(false);
    expect(isMatterOverdue({ dueDate: null, status: 1 }, today)).toBe(false);
  });
});

describe("counterpartRefusal", () => {
  it("refuses 合意 without a customer and lets every other completion through", () => {
    expect(counterpartRefusal(1, null)).toBe(
      "合意で完了するには交渉相手（顧客）を選択してください",
    );
    expect(counterpartRefusal(1, undefined)).toBeDefined();
    expect(counterpartRefusal(1, 12)).toBeUndefined();
    expect(counterpartRefusal(2, null)).toBeUndefined();
    expect(counterpartRefusal(3, null)).toBeUndefined();
  });
});
