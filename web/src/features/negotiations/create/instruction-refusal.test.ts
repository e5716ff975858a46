import { describe, expect, it } from "vitest";
import { instructionRefusal } from "./instruction-refusal";

const matter = (status: number, statusLabel: string, instructNegotiation: boolean) => ({
  status,
  statusLabel,
  can: { instructNegotiation },
});

describe("instructionRefusal", () => {
  it("offers the form when the API allows it", () => {
    expect(instructionRefusal(true, matter(1, "未着手", true))).toBeNull();
  });

  it("names the missing permission first", () => {
    expect(instructionRefusal(false, matter(1, "未着手", true))?.title).toBe(
      "交渉指示の権限がありません",
    );
  });

  it("explains an open negotiation, or a status past negotiating", () => {
    expect(instructionRefusal(true, matter(2, "交渉中", false))?.detail).toContain(
      "進行中の交渉があります",
    );
    expect(instructionRefusal(true, matter(5, "工事手配中", false))?.detail).toContain(
      "現在のステータス：工事手配中",
    );
  });

  it("refuses a target without any customer (nobody to negotiate with)", () => {
    expect(instructionRefusal(true, matter(1, "未着手", true), false)?.title).toBe(
      "この対象物件には顧客が登録されていません",
    );
    expect(instructionRefusal(true, matter(1, "未着手", true), true)).toBeNull();
  });
});
