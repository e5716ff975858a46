// What the construction screens need beyond the records (issue #18), through the gateway over
// real HTTP: the instruction list (指示待ち and 延期) with "select all matching", the bulk
// dispatch, a week of a company's free slots with the holidays, the readings a work type calls
// for, and who did what by name.
import { tokyoDate } from "@cfx/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { agree, createMatters, ok, type MatterFixture } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let fixture: MatterFixture;
let constructionIds: string[];

/** A calendar day `days` from today in JST. */
const day = (days: number) => tokyoDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  fixture = await createMatters(stack.gateway.url, admin, 3, { customerEvery: 1 });
  await agree(stack.gateway.url, admin, fixture.matterIds);
  const generated = await ok<{ generateConstructions: { created: { id: string }[] } }>(
    stack.gateway.url,
    admin,
    `mutation ($input: GenerateConstructionsInput!) { generateConstructions(input: $input) { created { id } } }`,
    { input: { projectId: fixture.projectId } },
  );
  constructionIds = generated.generateConstructions.created.map((c) => c.id);
  expect(constructionIds).toHaveLength(3);
  // The test API has the demo masters but no business story: team 1's slots for this week.
  for (let d = 0; d < 7; d++)
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateConstructionFreeScheduleInput!) { createConstructionFreeSchedule(input: $input) { id } }`,
      { input: { teamId: 1, date: day(d), slot: "午前", capacity: 2 } },
    );
});

describe("dispatch", () => {
  it("selects every construction to dispatch and dispatches them to one team at once", async () => {
    const selection = await ok<{ constructionIds: { ids: string[]; truncated: boolean } }>(
      stack.gateway.url,
      admin,
      `query ($filter: ConstructionFilter) { constructionIds(filter: $filter, instructions: true) { ids truncated } }`,
      { filter: { projectId: fixture.projectId } },
    );
    expect(selection.constructionIds.ids.sort()).toEqual([...constructionIds].sort());

    const dispatched = await ok<{
      bulkDispatchConstructions: {
        id: string;
        status: number;
        team: { name: string };
        instructedByUser: { name: string };
      }[];
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: BulkDispatchConstructionsInput!) { bulkDispatchConstructions(input: $input) { id status team { name } instructedByUser { name } } }`,
      { input: { constructionIds: constructionIds.slice(0, 2), teamId: 1 } },
    );
    expect(dispatched.bulkDispatchConstructions.map((c) => c.status)).toEqual([2, 2]);
    expect(dispatched.bulkDispatchConstructions[0]!.team.name).toBeTruthy();
    expect(dispatched.bulkDispatchConstructions[0]!.instructedByUser.name).toBeTruthy();

    // Dispatched ones leave the instruction list; a second try names the refused one.
    const left = await ok<{ constructionInstructions: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($filter: ConstructionFilter) { constructionInstructions(filter: $filter) { items { id } } }`,
      { filter: { projectId: fixture.projectId } },
    );
    expect(left.constructionInstructions.items.map((c) => c.id)).toEqual([constructionIds[2]]);
    const refused = await gql(
      stack.gateway.url,
      `mutation ($input: BulkDispatchConstructionsInput!) { bulkDispatchConstructions(input: $input) { id } }`,
      { token: admin, variables: { input: { constructionIds, teamId: 1 } } },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(refused.body.errors)).toContain("指示済の工事は一括手配できません");
  });

  it("the instruction ids are INSTRUCTION_SEND's", async () => {
    const crew = (await stack.identity.tokens("construction@example.jp")).idToken;
    const answer = await gql(stack.gateway.url, `{ constructionIds(instructions: true) { ids } }`, {
      token: crew,
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("a company's week of free slots, and the week's holidays", async () => {
    const teams = await ok<{ teams: { id: string; associateCompanyId: number }[] }>(
      stack.gateway.url,
      admin,
      `{ teams { id associateCompanyId } }`,
    );
    const company = (teams.teams.find((t) => t.id === "1") ?? teams.teams[0]!).associateCompanyId;
    const from = day(0);
    const to = day(6);
    const week = await ok<{
      constructionFreeSchedules: {
        items: { teamId: number; capacity: number; booked: number; remaining: number }[];
      };
    }>(
      stack.gateway.url,
      admin,
      `query ($filter: ConstructionFreeScheduleFilter) { constructionFreeSchedules(filter: $filter, pageSize: 200) { items { teamId capacity booked remaining } } }`,
      { filter: { associateCompanyId: [company], dateFrom: from, dateTo: to } },
    );
    const own = new Set(
      teams.teams.filter((t) => t.associateCompanyId === company).map((t) => Number(t.id)),
    );
    expect(week.constructionFreeSchedules.items.length).toBeGreaterThanOrEqual(7);
    for (const slot of week.constructionFreeSchedules.items) {
      expect(own.has(slot.teamId)).toBe(true);
      expect(slot.remaining).toBe(Math.max(0, slot.capacity - slot.booked));
    }
    const holidays = await ok<{ holidays: { date: string; name: string }[] }>(
      stack.gateway.url,
      admin,
      `{ holidays(from: "2026-11-01", to: "2026-11-30") { date name } }`,
    );
    expect(holidays.holidays).toEqual([
      { date: "2026-11-03", name: "文化の日" },
      { date: "2026-11-23", name: "勤労感謝の日" },
    ]);
    const tooLong = await gql(
      stack.gateway.url,
      `{ holidays(from: "2026-01-01", to: "2028-01-01") { date } }`,
      {
        token: admin,
      },
    );
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("offers the readings the work type calls for with their ranges, and names who measured", async () => {
    const id = constructionIds[0]!;
    const before = await ok<{
      construction: {
        workType: number;
        expectedReadings: { point: string; wavelengthNm: number; minDbm: number; maxDbm: number }[];
      };
    }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { construction(id: $id) { workType expectedReadings { point wavelengthNm minDbm maxDbm } } }`,
      { id },
    );
    expect(before.construction.expectedReadings.length).toBeGreaterThan(0);
    for (const r of before.construction.expectedReadings) {
      expect(r.minDbm).toBeLessThan(r.maxDbm);
    }
    const first = before.construction.expectedReadings[0]!;
    // Measured once the date is booked: the dispatched construction into tomorrow's slot.
    const current = await ok<{ construction: { version: number } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { construction(id: $id) { version } }`,
      { id },
    );
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $input: DispatchConstructionInput!) { dispatchConstruction(id: $id, input: $input) { status } }`,
      {
        id,
        input: {
          teamId: 1,
          scheduledDate: day(1),
          slot: "午前",
          version: current.construction.version,
        },
      },
    );
    const measured = await ok<{
      createMeasurement: { judgement: string; measuredByUser: { name: string } };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateMeasurementInput!) { createMeasurement(input: $input) { judgement measuredByUser { name } } }`,
      {
        input: {
          constructionId: id,
          point: first.point,
          wavelengthNm: first.wavelengthNm,
          powerDbm: (first.minDbm + first.maxDbm) / 2,
        },
      },
    );
    expect(measured.createMeasurement.judgement).toBe("合格");
    expect(measured.createMeasurement.measuredByUser.name).toBeTruthy();
  });
});
