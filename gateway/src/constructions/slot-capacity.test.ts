// A free slot is never overbooked (issue #40), through the gateway over real HTTP: 20 dispatches
// race for the last place of a slot as 20 concurrent mutations; exactly one wins, the other 19
// get the API's refusal as a GraphQL error with its Japanese message, and the slot's count equals
// its capacity. The lock itself is the API's (api/src/constructions/slot-capacity.test.ts proves
// it on PostgreSQL); this file shows what a client of the gateway sees.
import { tokyoDate } from "@cfx/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { agree, createMatters, ok } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let constructions: { id: string; version: number }[];

const FULL = "この枠は満員です。別の日時を選択してください";
const DISPATCH = `mutation ($id: ID!, $input: DispatchConstructionInput!) { dispatchConstruction(id: $id, input: $input) { id status scheduledDate slot } }`;
const SLOTS = `query ($filter: ConstructionFreeScheduleFilter) { constructionFreeSchedules(filter: $filter) { items { id version capacity booked remaining } } }`;

/** A calendar day `days` from today in JST. */
const day = (days: number) => tokyoDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  const fixture = await createMatters(stack.gateway.url, admin, 21, {
    customerEvery: 1,
    name: `枠テスト${Date.now()}`,
  });
  await agree(stack.gateway.url, admin, fixture.matterIds);
  const generated = await ok<{
    generateConstructions: { created: { id: string; version: number }[] };
  }>(
    stack.gateway.url,
    admin,
    `mutation ($input: GenerateConstructionsInput!) { generateConstructions(input: $input) { created { id version } } }`,
    { input: { projectId: fixture.projectId } },
  );
  constructions = generated.generateConstructions.created;
  expect(constructions).toHaveLength(21);
}, 300_000);

describe("the last place of a free slot", () => {
  it("goes to exactly 1 of 20 concurrent dispatchConstruction mutations", async () => {
    const date = day(20);
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateConstructionFreeScheduleInput!) { createConstructionFreeSchedule(input: $input) { id } }`,
      { input: { teamId: 1, date, slot: "午前", capacity: 2 } },
    );
    const [first, ...racers] = constructions;
    const input = (c: { version: number }) => ({
      teamId: 1,
      scheduledDate: date,
      slot: "午前",
      version: c.version,
    });
    await ok(stack.gateway.url, admin, DISPATCH, { id: first!.id, input: input(first!) });

    const answers = await Promise.all(
      racers.map((c) =>
        gql<{ dispatchConstruction: { status: number } }>(stack.gateway.url, DISPATCH, {
          token: admin,
          variables: { id: c.id, input: input(c) },
        }),
      ),
    );
    const won = answers.filter((a) => !a.body.errors);
    const refused = answers.filter((a) => a.body.errors);
    expect(won, answers.map((a) => a.text).join("\n")).toHaveLength(1);
    expect(won[0]!.body.data!.dispatchConstruction).toMatchObject({
      status: 3,
      scheduledDate: date,
      slot: "午前",
    });
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.body.errors![0]).toMatchObject({
        message: FULL,
        extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "slot", messages: [FULL] }] },
      });

    const slots = await ok<{
      constructionFreeSchedules: {
        items: { id: string; version: number; capacity: number; booked: number }[];
      };
    }>(stack.gateway.url, admin, SLOTS, {
      filter: { teamId: [1], dateFrom: date, dateTo: date, slot: "午前" },
    });
    const [slot] = slots.constructionFreeSchedules.items;
    expect(slot).toMatchObject({ capacity: 2, booked: 2, remaining: 0 });

    // Nor can the slot be shrunk below what it holds.
    const lower = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $input: UpdateConstructionFreeScheduleInput!) { updateConstructionFreeSchedule(id: $id, input: $input) { id } }`,
      { token: admin, variables: { id: slot!.id, input: { capacity: 1, version: slot!.version } } },
    );
    expect(lower.body.errors?.[0]).toMatchObject({
      message: "予約が2件あるため、2未満にはできません",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "capacity" }] },
    });
  });
});
