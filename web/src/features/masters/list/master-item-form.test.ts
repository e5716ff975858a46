import { describe, expect, it } from "vitest";
import { masterItemSchema, masterItemValues } from "./master-item-form";

describe("master item form", () => {
  it("sends a trimmed name only for a plain list", () => {
    const out = masterItemSchema("CLIENTS").parse({
      name: "  東京電力  ",
      associateCompanyId: "3",
      deviceLineType: "1",
    });
    expect(out).toEqual({ name: "東京電力" });
  });

  it("asks for a name of 1 to 100 characters", () => {
    const empty = masterItemSchema("CLIENTS").safeParse(masterItemValues(null));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("名称を入力してください");
    const long = masterItemSchema("CLIENTS").safeParse({
      ...masterItemValues(null),
      name: "あ".repeat(101),
    });
    expect(long.error?.issues[0]?.message).toBe("名称は100文字以内で入力してください");
  });

  it("needs a team's company and a device model's line type", () => {
    const team = masterItemSchema("TEAMS").safeParse({ ...masterItemValues(null), name: "第9班" });
    expect(team.error?.issues.map((i) => i.message)).toEqual(["協力会社を選択してください"]);
    expect(
      masterItemSchema("TEAMS").parse({
        ...masterItemValues(null),
        name: "第9班",
        associateCompanyId: "2",
      }),
    ).toEqual({ name: "第9班", associateCompanyId: 2 });
    const model = masterItemSchema("DEVICE_MODELS").safeParse(
      masterItemValues({ name: "X-1", deviceLineType: 0 }),
    );
    expect(model.error?.issues.map((i) => i.message)).toEqual(["回線種別を選択してください"]);
    expect(
      masterItemSchema("DEVICE_MODELS").parse(masterItemValues({ name: "X-1", deviceLineType: 2 })),
    ).toEqual({ name: "X-1", deviceLineType: 2 });
  });
});
