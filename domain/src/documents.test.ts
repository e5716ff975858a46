import { describe, expect, it } from "vitest";
import { printedAddressee, splitHonorific } from "./documents";

describe("the addressee's honorific", () => {
  it("is printed once, whether typed or not", () => {
    expect(printedAddressee("山田 太郎")).toBe("山田 太郎　様");
    expect(printedAddressee("山田 太郎 様")).toBe("山田 太郎　様");
    expect(printedAddressee("山田 太郎様")).toBe("山田 太郎　様");
    expect(printedAddressee("山田 太郎 様　様 ")).toBe("山田 太郎　様");
    expect(printedAddressee("株式会社東都通信工業 御中")).toBe("株式会社東都通信工業　御中");
  });
  it("keeps a name that is only an honorific-like word", () => {
    expect(splitHonorific("様")).toEqual({ name: "様", honorific: null });
    expect(splitHonorific("御中")).toEqual({ name: "御中", honorific: null });
  });
});
