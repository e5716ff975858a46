import { describe, expect, it } from "vitest";
import { NEW_SERVICE, PERIOD_MESSAGE, serviceFormSchema, serviceFormValues } from "./service-form";

const values = { ...serviceFormValues(NEW_SERVICE), contractTypeId: "3", implementation: "1" };

describe("contract content form", () => {
  it("turns the inputs into the API's values", () => {
    expect(
      serviceFormSchema.parse({ ...values, startDate: "2026-04-01", endDate: "2027-03-31" }),
    ).toMatchObject({
      contractTypeId: 3,
      contractDetailTypeId: null,
      implementation: 1,
      startDate: "2026-04-01",
      endDate: "2027-03-31",
      operatorCustomerNo: null,
    });
  });

  it("refuses an end before the start with the API's message", () => {
    const bad = serviceFormSchema.safeParse({
      ...values,
      startDate: "2026-04-01",
      endDate: "2026-03-31",
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["endDate", PERIOD_MESSAGE],
    ]);
    expect(
      serviceFormSchema.safeParse({ ...values, startDate: "2026-04-01", endDate: "2026-04-01" })
        .success,
    ).toBe(true);
  });

  it("refuses a date that is no real day", () => {
    const bad = serviceFormSchema.safeParse({ ...values, startDate: "2026/02/30" });
    expect(bad.error?.issues[0]?.message).toBe("開始日はYYYY/MM/DDの形式で入力してください");
  });
});
