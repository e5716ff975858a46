// Query.history and the createdBy / updatedBy names of the records, over real HTTP against the
// real API (its audit rows, its read rules) and real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { completeNegotiations, createMatters, ok } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

type Change = {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
  masked: boolean;
};
type Entry = {
  id: string;
  action: string;
  actionLabel: string;
  at: string;
  user: { id: string; name: string } | null;
  changes: Change[];
};

const HISTORY = `query ($entity: HistoryEntity!, $id: ID!) {
  history(entity: $entity, id: $id) {
    id action actionLabel at user { id name } changes { field label from to masked }
  }
}`;

const changeOf = (entry: Entry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);

describe("history of a record", () => {
  let targetId: string;

  beforeAll(async () => {
    const created = await ok<{ createTarget: { id: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id version } }`,
      { input: { targetType: 3, name: "履歴ハイツ", postalCode: "1430015", clientId: 1 } },
    );
    targetId = created.createTarget.id;
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $input: UpdateTargetInput!) { updateTarget(id: $id, input: $input) { id } }`,
      {
        id: targetId,
        input: {
          targetType: 2,
          name: "履歴邸",
          clientId: 2,
          version: created.createTarget.version,
        },
      },
    );
  });

  it("lists create and update newest first, with the user's name, labels and display values", async () => {
    const data = await ok<{ history: Entry[] }>(stack.gateway.url, admin, HISTORY, {
      entity: "TARGET",
      id: targetId,
    });
    const [update, create] = data.history;
    expect(data.history).toHaveLength(2);
    expect(update).toMatchObject({
      action: "UPDATE",
      actionLabel: "更新",
      user: { name: "管理 太郎" },
    });
    expect(create).toMatchObject({
      action: "CREATE",
      actionLabel: "登録",
      user: { name: "管理 太郎" },
    });
    expect(Number(update!.id)).toBeGreaterThan(Number(create!.id));
    expect(Number.isNaN(Date.parse(update!.at))).toBe(false);
    // Enumeration codes as their labels, masters as names, field labels in Japanese (the forms'
    // labels: both read @cfx/domain/fields).
    expect(changeOf(update, "targetType")).toEqual({
      field: "targetType",
      label: "物件種別",
      from: "集合住宅",
      to: "戸建",
      masked: false,
    });
    expect(changeOf(update, "name")).toMatchObject({
      label: "物件名",
      from: "履歴ハイツ",
      to: "履歴邸",
    });
    const clients = await ok<{ clients: { id: number; name: string }[] }>(
      stack.gateway.url,
      admin,
      `{ clients { id name } }`,
    );
    const clientName = (id: number) => clients.clients.find((client) => client.id === id)?.name;
    expect(changeOf(update, "clientId")).toMatchObject({
      label: "発注元",
      from: clientName(1),
      to: clientName(2),
    });
    // A create lists what was set; the postal code as shown on screens; no bookkeeping columns.
    expect(changeOf(create, "postalCode")).toMatchObject({
      label: "郵便番号",
      from: null,
      to: "143-0015",
    });
    expect(changeOf(create, "version")).toBeUndefined();
    expect(changeOf(update, "postalCode")).toBeUndefined();
  });

  it("reads master and user names once per history (one /pair/users call)", async () => {
    await ok(stack.gateway.url, admin, HISTORY, { entity: "TARGET", id: targetId });
    expect(stack.api.count("GET /api/v1/audit")).toBe(1);
    expect(stack.api.count("GET /api/v1/pair/users")).toBe(1);
    expect(stack.api.count("GET /api/v1/pair/clients")).toBe(1);
  });

  it("refuses a bad id before any REST call", async () => {
    const answer = await gql(stack.gateway.url, HISTORY, {
      token: admin,
      variables: { entity: "TARGET", id: "abc" },
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(stack.api.count("GET /api/v1/audit")).toBe(0);
  });
});

describe("the API's read rules hold for history", () => {
  let ownConstruction: string;
  let otherConstruction: string;
  let customerId: string;

  beforeAll(async () => {
    const matters = await createMatters(stack.gateway.url, admin, 2, {
      customerEvery: 1,
      name: `履歴テスト${Date.now()}`,
    });
    customerId = matters.customerIds[0]!;
    // A construction only for a matter whose negotiation ended 合意 (docs/DOMAIN.md "Workflows").
    await completeNegotiations(stack.gateway.url, admin, matters.matterIds);
    const ids: string[] = [];
    for (const [i, company] of [
      [0, 1],
      [1, 2],
    ] as const) {
      const { createConstruction } = await ok<{ createConstruction: { id: string } }>(
        stack.gateway.url,
        admin,
        `mutation ($m: ID!, $c: Int!) { createConstruction(input: { matterId: $m, associateCompanyId: $c }) { id } }`,
        { m: matters.matterIds[i], c: company },
      );
      ids.push(createConstruction.id);
    }
    [ownConstruction, otherConstruction] = ids as [string, string];
  });

  it("a 工事担当 sees its own company's construction history and not another company's", async () => {
    const partner = (await stack.identity.tokens("construction@example.jp")).idToken;
    const own = await ok<{ history: Entry[] }>(stack.gateway.url, partner, HISTORY, {
      entity: "CONSTRUCTION",
      id: ownConstruction,
    });
    expect(own.history[0]).toMatchObject({ action: "CREATE", user: { name: "管理 太郎" } });
    expect(changeOf(own.history[0], "status")).toMatchObject({
      label: "工事状態",
      to: "指示待ち",
    });
    expect(changeOf(own.history[0], "workType")).toMatchObject({ label: "工事種別", to: "放送" });

    const other = await gql<{ history: Entry[] }>(stack.gateway.url, HISTORY, {
      token: partner,
      variables: { entity: "CONSTRUCTION", id: otherConstruction },
    });
    expect(other.body.data?.history).toBeUndefined();
    expect(other.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("masks customers' contact details for a role without matterRead", async () => {
    const full = await ok<{ history: Entry[] }>(stack.gateway.url, admin, HISTORY, {
      entity: "CUSTOMER",
      id: customerId,
    });
    expect(changeOf(full.history.at(-1), "phone")).toMatchObject({
      label: "電話番号",
      to: "03-1234-5678",
      masked: false,
    });
    const lineCodeStaff = (await stack.identity.tokens("linecode@example.jp")).idToken;
    const masked = await ok<{ history: Entry[] }>(stack.gateway.url, lineCodeStaff, HISTORY, {
      entity: "CUSTOMER",
      id: customerId,
    });
    const created = masked.history.at(-1);
    for (const field of ["phone", "email"]) {
      expect(changeOf(created, field)).toMatchObject({ from: null, to: null, masked: true });
    }
    expect(changeOf(created, "customerType")).toMatchObject({ to: "オーナー", masked: false });
    expect(JSON.stringify(masked.history)).not.toContain("1234-5678");
  });

  it("a user's history needs userManage", async () => {
    const manager = (await stack.identity.tokens("manager@example.jp")).idToken;
    const answer = await gql(stack.gateway.url, HISTORY, {
      token: manager,
      variables: { entity: "USER", id: "1" },
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("createdBy / updatedBy on every record", () => {
  it("names the users on several types, one /pair/users call for a whole page", async () => {
    const fixture = await createMatters(stack.gateway.url, admin, 6, {
      customerEvery: 2,
      name: `作成者テスト${Date.now()}`,
    });
    stack.api.requests.length = 0;
    const data = await ok<{
      matters: {
        items: {
          createdBy: { name: string } | null;
          updatedBy: { name: string } | null;
          target: { createdBy: { name: string } | null };
        }[];
      };
      customers: { items: { createdBy: { name: string } | null }[] };
      negotiations: { items: { updatedBy: { name: string } | null }[] };
    }>(
      stack.gateway.url,
      admin,
      `query ($p: [ID!]) {
        matters(filter: { projectId: $p }, pageSize: 50) { items { createdBy { name } updatedBy { name } target { createdBy { name } } } }
        customers(pageSize: 50) { items { createdBy { name } } }
        negotiations(pageSize: 50) { items { updatedBy { name } } }
      }`,
      { p: [fixture.projectId] },
    );
    expect(data.matters.items).toHaveLength(6);
    for (const matter of data.matters.items) {
      expect(matter.createdBy?.name).toBe("管理 太郎");
      expect(matter.updatedBy?.name).toBe("管理 太郎");
      expect(matter.target.createdBy?.name).toBe("管理 太郎");
    }
    expect(data.customers.items.length).toBeGreaterThan(0);
    expect(data.customers.items.every((c) => c.createdBy?.name === "管理 太郎")).toBe(true);
    expect(data.negotiations.items.some((n) => n.updatedBy?.name === "管理 太郎")).toBe(true);
    // The names of every record of the request in one batch, whatever the page size.
    expect(stack.api.count("GET /api/v1/pair/users")).toBe(1);
  });

  it("needs no userManage", async () => {
    const negotiator = (await stack.identity.tokens("negotiation@example.jp")).idToken;
    const data = await ok<{ projects: { items: { createdBy: { name: string } | null }[] } }>(
      stack.gateway.url,
      negotiator,
      `{ projects(pageSize: 5) { items { createdBy { name } } } }`,
    );
    expect(data.projects.items.length).toBeGreaterThan(0);
    expect(data.projects.items[0]?.createdBy?.name).toBe("管理 太郎");
  });
});
