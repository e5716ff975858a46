// External sources (外部連携) and their runs through the gateway, over real HTTP, against the
// real API and real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../schema";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { ok } from "../targets/test-fixtures";

const stack = useTestStack();
let manager: string;

beforeAll(async () => {
  manager = (await stack.identity.tokens("manager@example.jp")).idToken;
});

type Source = {
  id: string;
  name: string;
  kind: string;
  encoding: string;
  targetEntity: string;
  columnMapping: { sourceColumn: string; field: string }[];
  keyField: string;
  enabled: boolean;
  lastStatus: string | null;
  version: number;
};
const SOURCE_FIELDS = `id name kind encoding targetEntity columnMapping { sourceColumn field } keyField enabled lastStatus lastRunAt version`;
const RUN_FIELDS = `id status rowsTotal rowsCreated rowsUpdated rowsFailed errors { row field message } createdAt externalSource { id name }`;

describe("external sources", () => {
  let source: Source;

  it("creates a CSV source with its column mapping", async () => {
    const data = await ok<{ createExternalSource: Source }>(
      stack.gateway.url,
      manager,
      `mutation ($input: CreateExternalSourceInput!) { createExternalSource(input: $input) { ${SOURCE_FIELDS} } }`,
      {
        input: {
          name: "城南CATV 物件台帳",
          kind: "CSVファイル",
          columnMapping: [
            { sourceColumn: "物件", field: "name" },
            { sourceColumn: "〒", field: "postalCode" },
            { sourceColumn: "戸数", field: "totalUnits" },
          ],
          keyField: "name",
        },
      },
    );
    source = data.createExternalSource;
    expect(source).toMatchObject({
      kind: "CSVファイル",
      encoding: "UTF-8",
      targetEntity: "targets",
      enabled: true,
      lastStatus: null,
    });
    // The API keeps the mapping as a JSON object; its key order is not part of the contract.
    expect([...source.columnMapping].sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { sourceColumn: "物件", field: "name" },
      { sourceColumn: "〒", field: "postalCode" },
      { sourceColumn: "戸数", field: "totalUnits" },
    ]);
  });

  it("refuses an unknown field in the mapping with the API's message", async () => {
    const answer = await gql(
      stack.gateway.url,
      `mutation { createExternalSource(input: { name: "x", kind: "CSVファイル", columnMapping: [{ sourceColumn: "a", field: "nonsense" }], keyField: "name" }) { id } }`,
      { token: manager },
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "columnMapping" }],
    });
  });

  it("refuses an HTTP JSON source at loopback or the metadata address (no host allowed by default)", async () => {
    for (const url of [
      "http://127.0.0.1:4010/api/v1/users",
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      const answer = await gql(
        stack.gateway.url,
        `mutation ($url: String!) { createExternalSource(input: { name: "x", kind: "HTTP JSON", url: $url, columnMapping: [{ sourceColumn: "a", field: "name" }], keyField: "name" }) { id } }`,
        { token: manager, variables: { url } },
      );
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fieldErrors: [{ field: "url", messages: ["許可されていない接続先です"] }],
      });
    }
  });

  it("has no mutation that writes a run: only executeExternalSource records one", () => {
    const mutation = buildSchema().getMutationType();
    const names = Object.keys(mutation?.getFields() ?? {}).filter((n) => /ExternalSource/.test(n));
    expect(names.sort()).toEqual([
      "createExternalSource",
      "deleteExternalSource",
      // Records nothing: the API runs it in a transaction it always rolls back.
      "dryRunExternalSource",
      "executeExternalSource",
      "updateExternalSource",
    ]);
  });

  it("runs it on a CSV: a bad row keeps the whole batch out and is reported; reruns upsert by key", async () => {
    const name = `連携ハイツ${Date.now()}`;
    const csv = `物件,〒,戸数\n${name},143-0015,6\n${name}弐,12,4\n`;
    const first = await ok<{
      executeExternalSource: {
        id: string;
        status: string;
        rowsTotal: number;
        rowsCreated: number;
        rowsFailed: number;
        errors: { row: number; field: string }[];
        createdAt: string;
        externalSource: { id: string };
      };
    }>(
      stack.gateway.url,
      manager,
      `mutation ($id: ID!, $content: String!) { executeExternalSource(id: $id, content: $content) { ${RUN_FIELDS} } }`,
      { id: source.id, content: csv },
    );
    expect(first.executeExternalSource).toMatchObject({
      status: "失敗",
      rowsTotal: 2,
      rowsCreated: 0,
      rowsFailed: 1,
      externalSource: { id: source.id },
    });
    expect(first.executeExternalSource.errors).toMatchObject([{ row: 2, field: "postalCode" }]);
    expect(first.executeExternalSource.createdAt).toBeTruthy();

    const second = await ok<{
      executeExternalSource: { status: string; rowsUpdated: number; rowsCreated: number };
    }>(
      stack.gateway.url,
      manager,
      `mutation ($id: ID!, $content: String!, $enc: FileContentEncoding) { executeExternalSource(id: $id, content: $content, contentEncoding: $enc) { ${RUN_FIELDS} } }`,
      {
        id: source.id,
        content: Buffer.from(`物件,〒,戸数\n${name},143-0015,6\n`).toString("base64"),
        enc: "BASE64",
      },
    );
    expect(second.executeExternalSource).toMatchObject({
      status: "成功",
      rowsUpdated: 0,
      rowsCreated: 1,
    });
    const third = await ok<{
      executeExternalSource: { status: string; rowsUpdated: number; rowsCreated: number };
    }>(
      stack.gateway.url,
      manager,
      `mutation ($id: ID!, $content: String!) { executeExternalSource(id: $id, content: $content) { ${RUN_FIELDS} } }`,
      { id: source.id, content: `物件,〒,戸数\n${name},143-0015,8\n` },
    );
    expect(third.executeExternalSource).toMatchObject({
      status: "成功",
      rowsUpdated: 1,
      rowsCreated: 0,
    });
    const targets = await ok<{ targets: { items: { totalUnits: number }[] } }>(
      stack.gateway.url,
      manager,
      `query ($name: String!) { targets(filter: { name: $name }) { items { totalUnits } } }`,
      { name: `${name}` },
    );
    expect(targets.targets.items).toEqual([{ totalUnits: 8 }]);
  });

  it("lists the source with its runs, newest first; lists and reads runs", async () => {
    const data = await ok<{
      externalSources: {
        items: { id: string; lastStatus: string; details: { status: string }[] }[];
      };
      externalSourceDetails: {
        items: { id: string; status: string }[];
        pageInfo: { totalCount: number };
      };
    }>(
      stack.gateway.url,
      manager,
      `query ($id: ID!) {
        externalSources(filter: { name: "城南", kind: "CSVファイル", enabled: true }, sort: NAME) { items { id lastStatus details { status } } }
        externalSourceDetails(filter: { externalSourceId: [$id] }) { items { id status } pageInfo { totalCount } }
      }`,
      { id: source.id },
    );
    expect(data.externalSources.items).toEqual([
      {
        id: source.id,
        lastStatus: "成功",
        details: [{ status: "成功" }, { status: "成功" }, { status: "失敗" }],
      },
    ]);
    expect(data.externalSourceDetails.pageInfo.totalCount).toBe(3);
    expect(data.externalSourceDetails.items.map((r) => r.status)).toEqual(["成功", "成功", "失敗"]);
    const run = await ok<{ externalSourceDetail: { status: string } }>(
      stack.gateway.url,
      manager,
      `query ($id: ID!) { externalSourceDetail(id: $id) { status } }`,
      { id: data.externalSourceDetails.items[2]!.id },
    );
    expect(run.externalSourceDetail.status).toBe("失敗");
  });

  it("updates (disable) and deletes a source; a disabled source does not run", async () => {
    const current = await ok<{ externalSource: Source }>(
      stack.gateway.url,
      manager,
      `query ($id: ID!) { externalSource(id: $id) { ${SOURCE_FIELDS} } }`,
      {
        id: source.id,
      },
    );
    const updated = await ok<{ updateExternalSource: Source }>(
      stack.gateway.url,
      manager,
      `mutation ($id: ID!, $version: Int!) { updateExternalSource(id: $id, input: { enabled: false, columnMapping: [{ sourceColumn: "名称", field: "name" }], version: $version }) { ${SOURCE_FIELDS} } }`,
      { id: source.id, version: current.externalSource.version },
    );
    expect(updated.updateExternalSource).toMatchObject({
      enabled: false,
      columnMapping: [{ sourceColumn: "名称", field: "name" }],
    });
    const refused = await gql(
      stack.gateway.url,
      `mutation ($id: ID!) { executeExternalSource(id: $id, content: "名称\\nx\\n") { id } }`,
      {
        token: manager,
        variables: { id: source.id },
      },
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "enabled" }],
    });
    const deleted = await ok<{ deleteExternalSource: string }>(
      stack.gateway.url,
      manager,
      `mutation ($id: ID!, $version: Int!) { deleteExternalSource(id: $id, version: $version) }`,
      { id: source.id, version: updated.updateExternalSource.version },
    );
    expect(deleted.deleteExternalSource).toBe(source.id);
  });
});

describe("dashboard", () => {
  it("counts with Japanese status labels, in one REST call", async () => {
    const admin = (await stack.identity.tokens("admin@example.jp")).idToken;
    const project = await ok<{ createProject: { id: string } }>(
      stack.gateway.url,
      admin,
      `mutation { createProject(input: { name: "集計", workType: 1 }) { id } }`,
    );
    const target = await ok<{ createTarget: { id: string } }>(
      stack.gateway.url,
      admin,
      `mutation { createTarget(input: { name: "集計ハイツ" }) { id } }`,
    );
    // A matter is created 未着手 and put 保留 by hand (docs/DOMAIN.md "Workflows").
    const matter = await ok<{ createMatter: { id: string; status: number; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($p: ID!, $t: ID!) { createMatter(input: { projectId: $p, targetId: $t }) { id status version } }`,
      {
        p: project.createProject.id,
        t: target.createTarget.id,
      },
    );
    expect(matter.createMatter.status).toBe(1);
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $v: Int!) { updateMatter(id: $id, input: { status: 9, version: $v }) { id } }`,
      { id: matter.createMatter.id, v: matter.createMatter.version },
    );
    stack.api.requests.length = 0;
    const data = await ok<{
      dashboard: {
        targets: number;
        mattersByStatus: { status: number; label: string; count: number }[];
        constructionsByStatus: unknown[];
        myOpenNegotiations: number;
        negotiationsToday: number;
      };
    }>(
      stack.gateway.url,
      admin,
      `query { dashboard { targets mattersByStatus { status label count } constructionsByStatus { status label count } myOpenNegotiations negotiationsToday } }`,
    );
    expect(data.dashboard.targets).toBeGreaterThanOrEqual(1);
    const onHold = data.dashboard.mattersByStatus.find((row) => row.status === 9);
    expect(onHold).toMatchObject({ label: "保留" });
    expect(onHold!.count).toBeGreaterThanOrEqual(1);
    expect(stack.api.requests).toEqual(["GET /api/v1/dashboard"]);
  });
});
