// A reading nobody took must never become a passing one (issue #36): a JSON body is validated as
// sent, without Ajv's type coercion (null → 0, true → 1, [1] → 1, "-5" → -5), a non-finite number
// is refused, and a reading is rounded once and judged as stored (V-ONU入力 at 1550 nm: −12…+2).
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workflowSuite, type Rec } from "../test/workflow-fixtures";
import { measurements } from "./tables";

const f = workflowSuite();
const PATH = "/basis/measurements";

/** POST with the body text exactly as given (JSON.stringify cannot write 1e309). */
async function postRaw(text: string) {
  const res = await fetch(`${f.api.url}${PATH}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${await f.api.tokenFor("admin@example.jp")}`,
      "content-type": "application/json",
    },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as Rec };
}

const readingsOf = async (constructionId: number) =>
  (
    await f.api.db
      .select({ n: count() })
      .from(measurements)
      .where(eq(measurements.constructionId, constructionId))
  )[0]!.n;

describe("a reading's type is the one sent", () => {
  it("refuses null, true, false, [1], a numeric string and 1e309 for powerDbm; nothing is stored", async () => {
    const c = await f.constructionIn(4);
    const base = `"constructionId": ${c.id}, "point": "V-ONU入力", "wavelengthNm": 1550`;
    const cases: [string, string][] = [
      ["null", "数値で入力してください"],
      ["true", "数値で入力してください"],
      ["false", "数値で入力してください"],
      ["[1]", "数値で入力してください"],
      ['"-5"', "数値で入力してください"],
      ['""', "数値で入力してください"],
      ["{}", "数値で入力してください"],
      // JSON.parse reads 1e309 as Infinity: finite check, then the bound.
      ["1e309", "正しい数値を入力してください"],
      ["-1e309", "正しい数値を入力してください"],
    ];
    for (const [value, message] of cases) {
      const res = await postRaw(`{ ${base}, "powerDbm": ${value} }`);
      expect(res.status, value).toBe(400);
      expect(res.body.powerDbm, value).toContain(message);
    }
    expect(await readingsOf(c.id)).toBe(0);
  });

  it("refuses a coerced id or wavelength too, and a missing powerDbm", async () => {
    const c = await f.constructionIn(4);
    const asString = await postRaw(
      `{ "constructionId": "${c.id}", "point": "V-ONU入力", "wavelengthNm": "1550", "powerDbm": -5 }`,
    );
    expect(asString.status).toBe(400);
    expect(Object.keys(asString.body).sort()).toEqual(["constructionId", "wavelengthNm"]);
    const missing = await postRaw(
      `{ "constructionId": ${c.id}, "point": "V-ONU入力", "wavelengthNm": 1550 }`,
    );
    expect(missing).toEqual({ status: 400, body: { powerDbm: ["必須項目です"] } });
    expect(await readingsOf(c.id)).toBe(0);
  });

  it("refuses null on PATCH; the stored reading and its judgement stay", async () => {
    const c = await f.constructionIn(4);
    const reading = await f.create(PATH, {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -30,
    });
    expect(reading).toMatchObject({ powerDbm: -30, judgement: "不合格" });
    for (const value of [null, true, [1], "0"]) {
      const res = await f.call("PATCH", `${PATH}/${reading.id}`, {
        version: reading.version,
        powerDbm: value,
      });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.powerDbm, JSON.stringify(value)).toEqual(["数値で入力してください"]);
    }
    expect(await f.get(PATH, reading.id)).toMatchObject({
      powerDbm: -30,
      judgement: "不合格",
      version: reading.version,
    });
  });

  it("keeps coercion in the query string: ?constructionId=, ?page=, ?pageSize= still work", async () => {
    const c = await f.constructionIn(4);
    await f.create(PATH, {
      constructionId: c.id,
      point: "V-ONU入力",
      wavelengthNm: 1550,
      powerDbm: -5,
    });
    const res = await f.api.json(PATH, {
      as: "admin@example.jp",
      query: { constructionId: String(c.id), page: "1", pageSize: "10" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ constructionId: c.id, powerDbm: -5 });
  });
});

describe("a reading is rounded once and judged as stored", () => {
  const cases: [number, number, "合格" | "不合格"][] = [
    // V-ONU入力 1550 nm: −12.00…+2.00, bounds inclusive.
    [-12.005, -12.01, "不合格"],
    [-12.004, -12, "合格"],
    [2.005, 2.01, "不合格"],
    [2.004, 2, "合格"],
    [1.005, 1.01, "合格"],
    [-12, -12, "合格"],
    [2, 2, "合格"],
  ];
  for (const [sent, stored, judgement] of cases) {
    it(`${sent} → stored ${stored}, ${judgement}`, async () => {
      const c = await f.constructionIn(4);
      const created = await f.create(PATH, {
        constructionId: c.id,
        point: "V-ONU入力",
        wavelengthNm: 1550,
        powerDbm: sent,
      });
      expect(created).toMatchObject({ powerDbm: stored, judgement });
      // What the database holds, not only what the answer says.
      const [row] = await f.api.db
        .select({ powerDbm: measurements.powerDbm, judgement: measurements.judgement })
        .from(measurements)
        .where(eq(measurements.id, created.id));
      expect(Number(row!.powerDbm)).toBe(stored);
      expect(row!.judgement).toBe(judgement);
    });
  }
});
