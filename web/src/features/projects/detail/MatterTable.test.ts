import { describe, expect, it } from "vitest";
import { isOverdue, shortAddress } from "./MatterTable";

describe("isOverdue", () => {
  it("is a due date before today of a matter still open", () => {
    expect(isOverdue({ dueDate: "2026-11-24", status: 2 }, "2026-11-25")).toBe(true);
    expect(isOverdue({ dueDate: "2026-11-25", status: 2 }, "2026-11-25")).toBe(false);
    // Finished, failed or on hold: nothing is late any more.
    expect(isOverdue({ dueDate: "2026-11-24", status: 7 }, "2026-11-25")).toBe(false);
    expect(isOverdue({ dueDate: "2026-11-24", status: 9 }, "2026-11-25")).toBe(false);
    expect(isOverdue({ dueDate: null, status: 1 }, "2026-11-25")).toBe(false);
  });
});

describe("shortAddress", () => {
  it("joins city, town and street", () => {
    expect(
      shortAddress({
        id: "1",
        code: "TA-1",
        name: "x",
        city: "大田区",
        town: "大森西",
        street: null,
      }),
    ).toBe("大田区 大森西");
  });
});
