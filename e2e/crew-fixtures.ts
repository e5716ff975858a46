// What the crew's browser tests need from the office first (#38).
import type { BrowserSession } from "./browser-session";

/** The partner crew's member (工事担当) of the seed. */
export const CREW = "construction@example.jp";

/**
 * The office dispatches a waiting construction to the crew's team for today (日程確定): a
 * job on the crew's home today (the seed's calendar may have none on this day: a Sunday has no
 * slots). A work type with readings (not 引込線撤去).
 */
export async function bookTodayForCrew(
  session: BrowserSession,
  today: string,
): Promise<{ id: string; code: string }> {
  const gql = <T>(query: string, variables?: Record<string, unknown>, as?: string) =>
    session.graphql(query, variables, as) as Promise<T>;
  const mine = await gql<{ constructions: { items: { teamId: number | null }[] } }>(
    `query { constructions(pageSize: 50) { items { teamId } } }`,
    {},
    CREW,
  );
  const teamId = mine.constructions.items.find((c) => c.teamId)!.teamId!;
  const { constructionFreeSchedules: slots } = await gql<{
    constructionFreeSchedules: { items: { slot: string; remaining: number }[] };
  }>(
    `query ($filter: ConstructionFreeScheduleFilter) {
      constructionFreeSchedules(filter: $filter) { items { slot remaining } } }`,
    { filter: { teamId: [teamId], dateFrom: today, dateTo: today } },
  );
  let slot = slots.items.find((s) => s.remaining > 0)?.slot;
  if (!slot) {
    slot = ["午前", "午後", "終日"].find((s) => !slots.items.some((x) => x.slot === s))!;
    await gql(
      `mutation ($input: CreateConstructionFreeScheduleInput!) {
        createConstructionFreeSchedule(input: $input) { id } }`,
      { input: { teamId, date: today, slot, capacity: 1 } },
    );
  }
  const { constructions: waiting } = await gql<{
    constructions: { items: { id: string; code: string; version: number }[] };
  }>(`query { constructions(filter: { status: [1], workType: [1, 2, 3] }, pageSize: 1) {
      items { id code version } } }`);
  const c = waiting.items[0]!;
  await gql(
    `mutation ($id: ID!, $input: DispatchConstructionInput!) {
      dispatchConstruction(id: $id, input: $input) { id } }`,
    { id: c.id, input: { teamId, scheduledDate: today, slot, status: 3, version: c.version } },
  );
  return { id: c.id, code: c.code };
}
