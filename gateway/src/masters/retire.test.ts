// Retire, restore and reorder through the gateway, over real HTTP: a retired entry leaves the
// pull-down (masterList) but the records that use it still show its name.
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../targets/test-fixtures";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
let admin: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

type Item = { id: number; name: string; version: number; sortOrder: number; retired: boolean };
const ITEM = "id name version sortOrder retired retiredAt";
const list = async (kind: string, withRetired = false) =>
  (
    await ok<{ masterList: Item[] }>(
      stack.gateway.url,
      admin,
      `query ($kind: MasterKind!, $with: Boolean) { masterList(kind: $kind, withRetired: $with) { ${ITEM} } }`,
      { kind, with: withRetired },
    )
  ).masterList;

describe("retire and restore", () => {
  it("a client in use: delete refused, retired it leaves the pull-down, its target still names it", async () => {
    const client = (await list("CLIENTS"))[0]!;
    const { createTarget: target } = await ok<{ createTarget: { id: string } }>(
      stack.gateway.url,
      admin,
      `mutation ($client: Int) { createTarget(input: { name: "廃止確認邸", clientId: $client }) { id } }`,
      { client: client.id },
    );

    const refused = await gql(
      stack.gateway.url,
      `mutation ($id: Int!, $v: Int!) { deleteMasterItem(kind: CLIENTS, id: $id, version: $v) }`,
      { token: admin, variables: { id: client.id, v: client.version } },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "使用中のため削除できません。廃止にしてください",
      extensions: { code: "BAD_USER_INPUT" },
    });

    const { retireMasterItem: retired } = await ok<{ retireMasterItem: Item }>(
      stack.gateway.url,
      admin,
      `mutation ($id: Int!, $v: Int!) { retireMasterItem(kind: CLIENTS, id: $id, version: $v) { ${ITEM} } }`,
      { id: client.id, v: client.version },
    );
    expect(retired.retired).toBe(true);
    expect((await list("CLIENTS")).map((c) => c.id)).not.toContain(client.id);
    expect((await list("CLIENTS", true)).find((c) => c.id === client.id)?.retired).toBe(true);
    const named = await ok<{ target: { client: { name: string } | null } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { target(id: $id) { client { name } } }`,
      { id: target.id },
    );
    expect(named.target.client?.name).toBe(client.name);

    const { restoreMasterItem: restored } = await ok<{ restoreMasterItem: Item }>(
      stack.gateway.url,
      admin,
      `mutation ($id: Int!, $v: Int!) { restoreMasterItem(kind: CLIENTS, id: $id, version: $v) { ${ITEM} } }`,
      { id: client.id, v: retired.version },
    );
    expect(restored.retired).toBe(false);
    expect((await list("CLIENTS")).map((c) => c.id)).toContain(client.id);
  });
});

describe("reorder", () => {
  it("puts the entries in the given order, 1, 2, 3…; a fixed list is refused", async () => {
    const before = await list("JOB_CATEGORIES", true);
    const ids = before.map((i) => i.id).reverse();
    const { reorderMasterItems } = await ok<{ reorderMasterItems: Item[] }>(
      stack.gateway.url,
      admin,
      `mutation ($ids: [Int!]!) { reorderMasterItems(kind: JOB_CATEGORIES, ids: $ids) { ${ITEM} } }`,
      { ids },
    );
    expect(reorderMasterItems.map((i) => i.id)).toEqual(ids);
    expect(reorderMasterItems.map((i) => i.sortOrder)).toEqual(ids.map((_, i) => i + 1));
    const fixed = await gql(
      stack.gateway.url,
      `mutation { reorderMasterItems(kind: ROLE_TYPES, ids: [1]) { id } }`,
      { token: admin },
    );
    expect(fixed.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
