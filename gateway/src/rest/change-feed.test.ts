// The change feed through GraphQL (issue #39): `updatedSince` on a list gives a page of changes
// with `changeCursor` and the tombstones (`deletedIds`), for targets and constructions.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { agree, createMatters, ok } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

type FeedPage = {
  items: { id: string; version: number }[];
  deletedIds: string[];
  changeCursor: string | null;
};

/** Pages a list's feed until an empty page, applying it to `rows`; the last cursor. */
async function sync(list: string, cursor: string, rows: Map<string, number>): Promise<string> {
  for (;;) {
    const data = await ok<Record<string, FeedPage>>(
      stack.gateway.url,
      admin,
      `query ($since: String) { ${list}(updatedSince: $since, pageSize: 200) {
        items { id version } deletedIds changeCursor } }`,
      { since: cursor },
    );
    const page = data[list]!;
    for (const item of page.items) rows.set(item.id, item.version);
    for (const id of page.deletedIds) rows.delete(id);
    expect(page.changeCursor).toEqual(expect.any(String));
    cursor = page.changeCursor!;
    if (page.items.length === 0 && page.deletedIds.length === 0) return cursor;
  }
}

/** Every live row of a list (id → version) the ordinary way, page by page. */
async function allRows(list: string): Promise<Map<string, number>> {
  const rows = new Map<string, number>();
  for (let page = 1; ; page++) {
    const data = await ok<Record<string, { items: { id: string; version: number }[] }>>(
      stack.gateway.url,
      admin,
      `query ($page: Int) { ${list}(page: $page, pageSize: 200) { items { id version } } }`,
      { page },
    );
    for (const item of data[list]!.items) rows.set(item.id, item.version);
    if (data[list]!.items.length < 200) return rows;
  }
}

const sorted = (rows: Map<string, number>) => [...rows].sort((a, b) => Number(a[0]) - Number(b[0]));

describe("updatedSince on GraphQL lists", () => {
  it("syncs targets: every row, then the new, changed and deleted ones", async () => {
    const rows = new Map<string, number>();
    let cursor = await sync("targets", "0", rows);
    expect(sorted(rows)).toEqual(sorted(await allRows("targets")));

    const { createTarget } = await ok<{ createTarget: { id: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id version } }`,
      { input: { targetType: 2, name: "同期 太郎邸", prefecture: "東京都", city: "大田区" } },
    );
    cursor = await sync("targets", cursor, rows);
    expect(rows.get(createTarget.id)).toBe(1);
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!) { deleteTarget(id: $id, version: 1) }`,
      { id: createTarget.id },
    );
    const data = await ok<{ targets: FeedPage }>(
      stack.gateway.url,
      admin,
      `query ($since: String) { targets(updatedSince: $since) { items { id } deletedIds changeCursor } }`,
      { since: cursor },
    );
    expect(data.targets.items).toEqual([]);
    expect(data.targets.deletedIds).toEqual([createTarget.id]);
    rows.delete(createTarget.id);
    await sync("targets", data.targets.changeCursor!, rows);
    expect(sorted(rows)).toEqual(sorted(await allRows("targets")));
  });

  it("syncs constructions, and a list without updatedSince has no cursor and no tombstones", async () => {
    const fixture = await createMatters(stack.gateway.url, admin, 2, { customerEvery: 1 });
    await agree(stack.gateway.url, admin, fixture.matterIds);
    for (const matterId of fixture.matterIds)
      await ok(
        stack.gateway.url,
        admin,
        `mutation ($m: ID!) { createConstruction(input: { matterId: $m }) { id } }`,
        { m: matterId },
      );
    const rows = new Map<string, number>();
    const cursor = await sync("constructions", "0", rows);
    expect(rows.size).toBeGreaterThanOrEqual(2);
    expect(sorted(rows)).toEqual(sorted(await allRows("constructions")));
    const [id, version] = sorted(rows)[0]!;
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $input: UpdateConstructionInput!) { updateConstruction(id: $id, input: $input) { id } }`,
      { id, input: { version, resultNotes: "同期テスト" } },
    );
    const changed = new Map<string, number>();
    await sync("constructions", cursor, changed);
    expect([...changed]).toEqual([[id, version + 1]]);

    const plain = await ok<{ constructions: FeedPage }>(
      stack.gateway.url,
      admin,
      `{ constructions(pageSize: 1) { items { id } deletedIds changeCursor } }`,
    );
    expect(plain.constructions).toMatchObject({ deletedIds: [], changeCursor: null });
  });

  it("refuses a broken cursor with the Japanese message", async () => {
    const answer = await gql(stack.gateway.url, `{ targets(updatedSince: "xyz") { deletedIds } }`, {
      token: admin,
    });
    expect(JSON.stringify(answer.body.errors)).toMatch(/変更カーソルが正しくありません/);
  });
});
