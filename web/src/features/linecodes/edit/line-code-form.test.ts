import { describe, expect, it } from "vitest";
import {
  dayToInstant,
  lineCodeFormSchema,
  lineCodeFormValues,
  lineCodeInput,
  statusOptions,
  type LineCodeFormSource,
} from "./line-code-form";

const line: LineCodeFormSource = {
  lineCode: "LC-0001",
  targetDetailId: "5",
  poleNumber: "森ケ崎 190",
  poleOwner: null,
  cableType: "同軸5C",
  lineKind: null,
  status: "撤去予定",
  allowedStatuses: ["撤去済"],
  removedAt: null,
  // 10:30 in Tokyo on 2026-04-01.
  removalConsentAt: "2026-04-01T01:30:00.000Z",
  notes: "",
};

describe("引込線編集's form", () => {
  it("starts from the line (consent as its Tokyo day, status kept)", () => {
    expect(lineCodeFormValues(line)).toMatchObject({
      lineCode: "LC-0001",
      targetDetailId: "5",
      poleOwner: "",
      status: "",
      removedAt: "",
      removalConsentAt: "2026-04-01",
    });
  });

  it("sends the stored instant back when the day is unchanged, midnight Tokyo for a new day", () => {
    expect(dayToInstant("2026-04-01", line.removalConsentAt)).toBe(line.removalConsentAt);
    expect(dayToInstant("2026-04-02", line.removalConsentAt)).toBe("2026-04-01T15:00:00.000Z");
    expect(dayToInstant("", line.removalConsentAt)).toBeNull();
  });

  it("asks for the removal day when the line becomes 撤去済, and sends it only then", () => {
    const values = { ...lineCodeFormValues(line), status: "撤去済" };
    const refused = lineCodeFormSchema.safeParse(values);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["removedAt"]);
    const input = lineCodeInput(
      lineCodeFormSchema.parse({ ...values, removedAt: "2026-05-10" }),
      line,
    );
    expect(input).toMatchObject({ status: "撤去済", removedAt: "2026-05-09T15:00:00.000Z" });
    const kept = lineCodeInput(
      lineCodeFormSchema.parse({ ...lineCodeFormValues(line), removedAt: "2026-05-10" }),
      line,
    );
    // Nothing changed: nothing sent (an empty note stays as the line has it).
    expect(kept).toEqual({});
    const edited = lineCodeInput(
      lineCodeFormSchema.parse({
        ...lineCodeFormValues(line),
        poleOwner: " 東京電力 ",
        cableType: "",
        removalConsentAt: "2026-04-02",
      }),
      line,
    );
    expect(edited).toEqual({
      poleOwner: "東京電力",
      cableType: null,
      removalConsentAt: "2026-04-01T15:00:00.000Z",
    });
  });

  it("refuses an empty code and a day that does not exist", () => {
    const bad = lineCodeFormSchema.safeParse({
      ...lineCodeFormValues(line),
      lineCode: " ",
      removalConsentAt: "2026-02-30",
    });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      "lineCode",
      "removalConsentAt",
    ]);
  });

  it("words the next statuses as what they do", () => {
    expect(statusOptions(line)).toEqual([{ id: "撤去済", name: "撤去済にする" }]);
  });
});
