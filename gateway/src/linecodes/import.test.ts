// The drop-line import and the list's filters through the gateway, over real HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { shiftJis } from "../external-sources/test-sjis";
import { ok } from "../targets/test-fixtures";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
let admin: string;
let matter: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  matter = (await stack.identity.tokens("matter@example.jp")).idToken;
});

const IMPORT = `mutation ($content: String!, $dryRun: Boolean) {
  importLineCodes(content: $content, contentEncoding: BASE64, dryRun: $dryRun) {
    dryRun total valid created updated errors { row field message } lineCodeIds
  }
}`;

type Answer = {
  importLineCodes: {
    dryRun: boolean;
    total: number;
    valid: number;
    created: number;
    updated: number;
    errors: { row: number; field: string; message: string }[];
    lineCodeIds: string[];
  };
};

describe("importLineCodes", () => {
  it("dry run reports the bad rows; the real run registers; the list filters find them", async () => {
    const bad = shiftJis(
      "引込線コード,電柱番号,ケーブル種別,状態\r\nGW-001,森ケ崎 1,同軸5C,使用中\r\nGW-002,森ケ崎 2,銅線,撤去予定\r\n",
    ).toString("base64");
    const dry = await ok<Answer>(stack.gateway.url, admin, IMPORT, { content: bad, dryRun: true });
    expect(dry.importLineCodes).toMatchObject({ dryRun: true, total: 2, valid: 1, created: 1 });
    expect(dry.importLineCodes.errors).toEqual([
      expect.objectContaining({ row: 2, field: "cableType" }),
    ]);
    const refused = await gql(stack.gateway.url, IMPORT, {
      token: admin,
      variables: { content: bad, dryRun: false },
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const good = shiftJis(
      "引込線コード,電柱番号,ケーブル種別,状態\r\nGW-001,森ケ崎 1,同軸5C,使用中\r\nGW-002,森ケ崎 2,光ドロップ,撤去予定\r\n",
    ).toString("base64");
    const real = await ok<Answer>(stack.gateway.url, admin, IMPORT, { content: good });
    expect(real.importLineCodes).toMatchObject({ dryRun: false, created: 2, updated: 0 });
    expect(real.importLineCodes.lineCodeIds).toHaveLength(2);

    const { lineCodes, lineCodeIds } = await ok<{
      lineCodes: { items: { lineCode: string }[]; pageInfo: { totalCount: number } };
      lineCodeIds: { ids: string[]; truncated: boolean };
    }>(
      stack.gateway.url,
      admin,
      `query ($filter: LineCodeFilter) {
        lineCodes(filter: $filter, sort: POLE_NUMBER, order: DESC) { items { lineCode } pageInfo { totalCount } }
        lineCodeIds(filter: $filter) { ids truncated }
      }`,
      { filter: { lineCode: "GW-", status: ["使用中", "撤去予定"], hasRemovalConsent: false } },
    );
    expect(lineCodes.items.map((l) => l.lineCode)).toEqual(["GW-002", "GW-001"]);
    expect(lineCodeIds).toEqual({ ids: real.importLineCodes.lineCodeIds, truncated: false });
  });

  it("needs LINE_CODE_EDIT", async () => {
    const answer = await gql(stack.gateway.url, IMPORT, {
      token: matter,
      variables: { content: Buffer.from("引込線コード\r\nX\r\n").toString("base64") },
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
