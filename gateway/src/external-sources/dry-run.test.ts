// The mapping editor's field catalogue, the dry run of a Shift_JIS sample and the real run with
// the file, through the gateway over real HTTP: the dry run changes nothing and records nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../targets/test-fixtures";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { shiftJis } from "./test-sjis";

const stack = useTestStack();
let admin: string;
let matter: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  matter = (await stack.identity.tokens("matter@example.jp")).idToken;
});

const CREATE = `mutation ($input: CreateExternalSourceInput!) { createExternalSource(input: $input) { id } }`;
const DRY = `mutation ($id: ID!, $content: String) {
  dryRunExternalSource(id: $id, content: $content, contentEncoding: BASE64) {
    total created updated failed errors { row field message } sample { field value }
  }
}`;
const RUN = `mutation ($id: ID!, $content: String) {
  executeExternalSource(id: $id, content: $content, contentEncoding: BASE64) { status rowsCreated rowsFailed }
}`;
const RUNS = `query ($id: ID!) { externalSource(id: $id) { lastStatus details { status rowsFailed } } }`;

describe("external source fields and dry run", () => {
  it("offers the importable fields in Japanese; refused without masterManage", async () => {
    const { externalSourceFields } = await ok<{
      externalSourceFields: { field: string; label: string; required: boolean }[];
    }>(
      stack.gateway.url,
      admin,
      `{ externalSourceFields(targetEntity: "targets") { field label required } }`,
    );
    expect(externalSourceFields).toContainEqual({ field: "name", label: "物件名", required: true });
    const refused = await gql(
      stack.gateway.url,
      `{ externalSourceFields(targetEntity: "targets") { field } }`,
      {
        token: matter,
      },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const bad = await gql(
      stack.gateway.url,
      `{ externalSourceFields(targetEntity: "users") { field } }`,
      {
        token: admin,
      },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("a Shift_JIS sample: the dry run maps and reports, applies nothing; the real run applies", async () => {
    const { createExternalSource: source } = await ok<{ createExternalSource: { id: string } }>(
      stack.gateway.url,
      admin,
      CREATE,
      {
        input: {
          name: "ゲートウェイ試し実行",
          kind: "CSVファイル",
          encoding: "Shift_JIS",
          keyField: "name",
          columnMapping: [
            { sourceColumn: "物件名", field: "name" },
            { sourceColumn: "郵便", field: "postalCode" },
          ],
        },
      },
    );
    const bad = shiftJis("物件名,郵便\r\n試し髙橋邸1,143-0015\r\n,143-0016\r\n").toString("base64");
    const { dryRunExternalSource: dry } = await ok<{
      dryRunExternalSource: {
        total: number;
        created: number;
        failed: number;
        errors: { row: number; field: string }[];
        sample: { field: string; value: string }[][];
      };
    }>(stack.gateway.url, admin, DRY, { id: source.id, content: bad });
    expect(dry).toMatchObject({ total: 2, created: 1, failed: 1 });
    expect(dry.errors).toEqual([expect.objectContaining({ row: 2, field: "name" })]);
    expect(dry.sample[0]).toEqual([
      { field: "name", value: "試し髙橋邸1" },
      { field: "postalCode", value: "143-0015" },
    ]);
    // Nothing recorded: no run, no last status.
    const before = await ok<{ externalSource: { lastStatus: string | null; details: unknown[] } }>(
      stack.gateway.url,
      admin,
      RUNS,
      { id: source.id },
    );
    expect(before.externalSource).toEqual({ lastStatus: null, details: [] });

    const good = shiftJis(
      "物件名,郵便\r\n試し髙橋邸1,143-0015\r\n試し髙橋邸2,143-0016\r\n",
    ).toString("base64");
    const failed = await ok<{ executeExternalSource: { status: string } }>(
      stack.gateway.url,
      admin,
      RUN,
      { id: source.id, content: bad },
    );
    expect(failed.executeExternalSource.status).toBe("失敗");
    const run = await ok<{ executeExternalSource: { status: string; rowsCreated: number } }>(
      stack.gateway.url,
      admin,
      RUN,
      { id: source.id, content: good },
    );
    expect(run.executeExternalSource).toMatchObject({ status: "成功", rowsCreated: 2 });
    const after = await ok<{ externalSource: { details: { status: string }[] } }>(
      stack.gateway.url,
      admin,
      RUNS,
      { id: source.id },
    );
    expect(after.externalSource.details.map((d) => d.status)).toEqual(["成功", "失敗"]);

    const { externalSources } = await ok<{ externalSources: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($since: String) { externalSources(filter: { failedSince: $since }) { items { id } } }`,
      { since: "2999-01-01" },
    );
    expect(externalSources.items).toEqual([]);
  });
});
