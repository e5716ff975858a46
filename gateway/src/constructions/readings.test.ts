// A reading nobody took must never become a passing one (issue #36): `powerDbm: 1e309` written in
// the query reached the API as JSON null and was stored as 0 dBm 合格. Through the gateway, over
// real HTTP against the real API: a non-finite literal or variable, null, a boolean, a list and a
// string are all refused before anything is stored, and a reading is judged as stored.
import { tokyoDate } from "@cfx/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { NOT_FINITE_MESSAGE } from "../scalars";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { agree, createMatters, ok } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let constructionId: string;

const CREATE = `mutation ($input: CreateMeasurementInput!) { createMeasurement(input: $input) { id powerDbm judgement passed } }`;
const LIST = `query ($id: ID!) { measurements(filter: { constructionId: [$id] }) { items { id powerDbm } } }`;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  const fixture = await createMatters(stack.gateway.url, admin, 1, { customerEvery: 1 });
  await agree(stack.gateway.url, admin, fixture.matterIds);
  const generated = await ok<{
    generateConstructions: { created: { id: string; version: number }[] };
  }>(
    stack.gateway.url,
    admin,
    `mutation ($input: GenerateConstructionsInput!) { generateConstructions(input: $input) { created { id version } } }`,
    { input: { projectId: fixture.projectId } },
  );
  const construction = generated.generateConstructions.created[0]!;
  const date = tokyoDate(new Date(Date.now() + 40 * 86_400_000));
  await ok(
    stack.gateway.url,
    admin,
    `mutation ($date: String!) { createConstructionFreeSchedule(input: { teamId: 1, date: $date, slot: "午後", capacity: 5 }) { id } }`,
    { date },
  );
  await ok(
    stack.gateway.url,
    admin,
    `mutation ($id: ID!, $input: DispatchConstructionInput!) { dispatchConstruction(id: $id, input: $input) { id } }`,
    {
      id: construction.id,
      input: { teamId: 1, scheduledDate: date, slot: "午後", version: construction.version },
    },
  );
  constructionId = construction.id;
}, 120_000);

const stored = async () =>
  (
    await ok<{ measurements: { items: { id: string; powerDbm: number }[] } }>(
      stack.gateway.url,
      admin,
      LIST,
      { id: constructionId },
    )
  ).measurements.items;

/** POST /graphql with the body text exactly as given (JSON.stringify cannot write 1e309). */
async function rawGraphql(body: string) {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { errors?: { message: string }[] } };
}

describe("a non-finite reading", () => {
  it("written in the query (1e309, -1e309, 400 digits) is refused with 400 before anything runs", async () => {
    for (const literal of ["1e309", "-1e309", `1${"0".repeat(400)}`, `-1${"0".repeat(400)}.5`]) {
      const answer = await gql(
        stack.gateway.url,
        `mutation ($id: ID!) { createMeasurement(input: { constructionId: $id, point: "V-ONU入力", wavelengthNm: 1550, powerDbm: ${literal} }) { id } }`,
        { token: admin, variables: { id: constructionId } },
      );
      expect(answer.status, literal.slice(0, 12)).toBe(400);
      expect(answer.body.data ?? undefined).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toBe(`powerDbm: ${NOT_FINITE_MESSAGE}`);
      expect(answer.body.errors?.[0]?.extensions?.http?.status).toBe(400);
    }
    // The update's input is checked alike.
    const update = await gql(
      stack.gateway.url,
      `mutation { updateMeasurement(id: "1", input: { powerDbm: 1e999, version: 1 }) { id } }`,
      { token: admin },
    );
    expect(update.status).toBe(400);
    expect(update.body.errors?.[0]?.message).toBe(`powerDbm: ${NOT_FINITE_MESSAGE}`);
    expect(await stored()).toEqual([]);
  });

  it("sent as a variable (JSON 1e309 reads as Infinity) is refused", async () => {
    const answer = await rawGraphql(
      `{"query": ${JSON.stringify(CREATE)}, "variables": {"input": {"constructionId": "${constructionId}", "point": "V-ONU入力", "wavelengthNm": 1550, "powerDbm": 1e309}}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/powerDbm/);
    expect(await stored()).toEqual([]);
  });

  it("null, a boolean, a list or a string for powerDbm is refused", async () => {
    for (const powerDbm of [null, true, [1], "-5", ""]) {
      const answer = await gql(stack.gateway.url, CREATE, {
        token: admin,
        variables: {
          input: { constructionId, point: "V-ONU入力", wavelengthNm: 1550, powerDbm },
        },
      });
      expect(answer.status, JSON.stringify(powerDbm)).toBe(400);
      expect(answer.body.errors?.[0]?.message, JSON.stringify(powerDbm)).toMatch(/powerDbm/);
    }
    expect(await stored()).toEqual([]);
  });
});

describe("a reading is rounded once and judged as stored (V-ONU入力 1550 nm: −12…+2)", () => {
  it("−12.005 → −12.01 不合格, 2.005 → 2.01 不合格, −12.004 → −12 合格, 2.004 → 2 合格", async () => {
    const record = async (powerDbm: number) =>
      (
        await ok<{ createMeasurement: { powerDbm: number; judgement: string; passed: boolean } }>(
          stack.gateway.url,
          admin,
          CREATE,
          { input: { constructionId, point: "V-ONU入力", wavelengthNm: 1550, powerDbm } },
        )
      ).createMeasurement;
    expect(await record(-12.005)).toEqual({
      id: expect.any(String),
      powerDbm: -12.01,
      judgement: "不合格",
      passed: false,
    });
    expect(await record(2.005)).toMatchObject({
      powerDbm: 2.01,
      judgement: "不合格",
      passed: false,
    });
    expect(await record(-12.004)).toMatchObject({ powerDbm: -12, judgement: "合格", passed: true });
    expect(await record(2.004)).toMatchObject({ powerDbm: 2, judgement: "合格", passed: true });
    expect((await stored()).map((m) => m.powerDbm).sort((a, b) => a - b)).toEqual([
      -12.01, -12, 2, 2.01,
    ]);
  });
});
