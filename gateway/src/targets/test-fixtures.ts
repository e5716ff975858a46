// Test data made through the gateway itself (GraphQL over real HTTP): the API's demo seed is
// not something a test should depend on, and creating the data this way exercises the writes.
import { expect } from "vitest";
import { gql } from "../test/harness";

/** Runs a GraphQL operation that must succeed and returns its data. */
export async function ok<T>(
  url: string,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const answer = await gql<T>(url, query, { token, variables });
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return answer.body.data!;
}

/** A CSV of `n` apartment targets in 大田区, with the Japanese headers of the import. */
export function targetCsv(n: number, prefix = "テスト"): string {
  const lines = ["物件種別,物件名,物件名カナ,郵便番号,都道府県,市区町村,町域,番地,総戸数"];
  for (let i = 1; i <= n; i++) {
    lines.push(
      `集合住宅,${prefix}ハイツ${i},てすとはいつ,143-0015,東京都,大田区,大森西,${i}-1-1,4`,
    );
  }
  return `${lines.join("\n")}\n`;
}

export type MatterFixture = {
  projectId: string;
  targetIds: string[];
  matterIds: string[];
  customerIds: string[];
};

/**
 * `n` targets (CSV import), one project with a matter per target, a unit and a customer on every
 * `customerEvery`-th target, and one negotiation per matter with a customer (a negotiation needs
 * one, issue #37.2).
 */
export async function createMatters(
  url: string,
  token: string,
  n: number,
  options: { customerEvery?: number; name?: string } = {},
): Promise<MatterFixture> {
  const customerEvery = options.customerEvery ?? 5;
  const name = options.name ?? `一括テスト${Date.now()}`;
  const imported = await ok<{ importTargets: { targetIds: string[] } }>(
    url,
    token,
    `mutation ($content: String!) { importTargets(content: $content) { targetIds } }`,
    { content: targetCsv(n, name) },
  );
  const targetIds = imported.importTargets.targetIds;
  const project = await ok<{ createProject: { id: string } }>(
    url,
    token,
    `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
    { input: { name, workType: 1, status: 2 } },
  );
  const projectId = project.createProject.id;
  const added = await ok<{ addMattersToProject: { created: { id: string; targetId: string }[] } }>(
    url,
    token,
    `mutation ($input: AddMattersInput!) { addMattersToProject(input: $input) { created { id targetId } } }`,
    { input: { projectId, targetIds } },
  );
  const matters = added.addMattersToProject.created;
  const customerOf = new Map<string, string>();
  const withCustomer = targetIds.filter((_, i) => i % customerEvery === 0);
  await inChunks(withCustomer, async (targetId, i) => {
    const detail = await ok<{ createTargetDetail: { id: string } }>(
      url,
      token,
      `mutation ($input: CreateTargetDetailInput!) { createTargetDetail(input: $input) { id } }`,
      { input: { targetId, roomNumber: "101", floor: 1, deviceLineType: 1 } },
    );
    const customer = await ok<{ createCustomer: { id: string } }>(
      url,
      token,
      `mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }`,
      {
        input: {
          targetDetailId: detail.createTargetDetail.id,
          customerType: 1,
          name: `顧客 ${i + 1}`,
          nameKana: "こきゃく",
          phone: "03-1234-5678",
          email: `customer${i}@example.jp`,
        },
      },
    );
    customerOf.set(targetId, customer.createCustomer.id);
  });
  const negotiable = matters.filter((matter) => customerOf.has(matter.targetId));
  await inChunks(negotiable, async (matter) => {
    await ok(
      url,
      token,
      `mutation ($input: CreateNegotiationInput!) { createNegotiation(input: $input) { id } }`,
      {
        input: {
          matterId: matter.id,
          customerId: customerOf.get(matter.targetId)!,
          negotiationStatusId: 2,
        },
      },
    );
  });
  return {
    projectId,
    targetIds,
    matterIds: matters.map((m) => m.id),
    // In target order: the customers are created ten at a time and finish in any order.
    customerIds: withCustomer.map((targetId) => customerOf.get(targetId)!),
  };
}

/**
 * Completes the open negotiation of each matter with `reason` (default 1 合意, which a construction
 * needs; 2 不成立 lets a new negotiation be instructed). The workflow allows one open negotiation
 * per matter, so there is exactly one to complete.
 */
export async function completeNegotiations(
  url: string,
  token: string,
  matterIds: readonly string[],
  reason: 1 | 2 | 3 = 1,
): Promise<void> {
  const data = await ok<{
    negotiations: { items: { id: string; matterId: string; version: number }[] };
  }>(
    url,
    token,
    `query ($ids: [ID!]) { negotiations(filter: { matterId: $ids, negotiationStatusId: [1, 2, 3, 4, 5] }, pageSize: 200) { items { id matterId version } } }`,
    { ids: matterIds },
  );
  expect(data.negotiations.items.map((n) => n.matterId).sort()).toEqual([...matterIds].sort());
  for (const negotiation of data.negotiations.items) {
    await ok(
      url,
      token,
      `mutation ($id: ID!, $reason: Int!, $version: Int!) { updateNegotiation(id: $id, input: { negotiationStatusId: 6, completeReason: $reason, version: $version }) { id } }`,
      { id: negotiation.id, reason, version: negotiation.version },
    );
  }
}

async function inChunks<T>(items: T[], run: (item: T, index: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += 10) {
    await Promise.all(items.slice(i, i + 10).map((item, k) => run(item, i + k)));
  }
}

/** Completes the matters' (only) negotiations 合意: what a construction needs. */
export async function agree(url: string, token: string, matterIds: string[]) {
  const data = await ok<{ negotiations: { items: { id: string; version: number }[] } }>(
    url,
    token,
    `query ($ids: [ID!]) { negotiations(filter: { matterId: $ids }) { items { id version } } }`,
    { ids: matterIds },
  );
  expect(data.negotiations.items).toHaveLength(matterIds.length);
  for (const negotiation of data.negotiations.items) {
    await ok(
      url,
      token,
      `mutation ($id: ID!, $version: Int!) { updateNegotiation(id: $id, input: { negotiationStatusId: 6, completeReason: 1, version: $version }) { id } }`,
      { id: negotiation.id, version: negotiation.version },
    );
  }
}
