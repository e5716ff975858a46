// Per-field permissions of the business areas. Extends the schema walk of
// permissions/directives.test.ts (every root field has a decision) to every field that carries a
// flag, and proves each flag over real HTTP with real tokens: without it FORBIDDEN (and the REST
// endpoint behind the field is never called), with it data.
import { tokyoDate } from "@cfx/domain/dates";
import { isObjectType } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fieldDecision } from "../permissions/directives";
import { buildSchema } from "../schema";
import { startTestApi, type TestApi } from "../test/api";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";
import { completeNegotiations, createMatters, ok, type MatterFixture } from "./test-fixtures";

/** `Type.field` → the flag written on it, for every field of every object type. */
function flaggedFields(): Map<string, string> {
  const schema = buildSchema();
  const out = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const decision = fieldDecision(schema, field as never);
      if (decision?.kind === "requires") out.set(`${type.name}.${field.name}`, decision.permission);
    }
  }
  return out;
}

function mutationNames(): string[] {
  return Object.keys(buildSchema().getMutationType()!.getFields());
}

// The flag of each write, by the record it writes (docs/DOMAIN.md, "Roles and permission flags").
const writeFlags: [RegExp, string][] = [
  [/^((create|update|delete)User|resetUserPassword)$/, "USER_MANAGE"],
  [/^((create|update|delete)MachineClient|rotateMachineClientSecret)$/, "USER_MANAGE"],
  [/^(create|update|delete)MasterItem$/, "MASTER_MANAGE"],
  [/^(retire|restore|reorder)MasterItems?$/, "MASTER_MANAGE"],
  [/^(create|update|delete)MeasurementThreshold$/, "MASTER_MANAGE"],
  [
    /^(create|update|delete)(Target|TargetDetail|Customer|CustomerService|Project|Matter)$/,
    "TARGET_EDIT",
  ],
  [/^(importTargets|bulkUpdateMatters|addMattersToProject)$/, "TARGET_EDIT"],
  [/^(create|update|delete)(Negotiation|NegotiationHistory)$/, "NEGOTIATION_EDIT"],
  [/^bulkCreateNegotiations$/, "NEGOTIATION_EDIT"],
  [/^(saveDocumentSettings|generateDocuments)$/, "NEGOTIATION_EDIT"],
  [
    /^(create|update|delete)(Construction|ConstructionEntry|Measurement|ConstructionFreeSchedule)$/,
    "CONSTRUCTION_EDIT",
  ],
  [/^generateConstructions$/, "CONSTRUCTION_EDIT"],
  [/^(dispatchConstruction|bulkDispatchConstructions)$/, "INSTRUCTION_SEND"],
  [/^(create|update|delete)LineCode$/, "LINE_CODE_EDIT"],
  [/^importLineCodes$/, "LINE_CODE_EDIT"],
  [/^((create|update|delete)ExternalSource|executeExternalSource)$/, "MASTER_MANAGE"],
  [/^dryRunExternalSource$/, "MASTER_MANAGE"],
];
// Writes whose flag depends on the record (schedule kind, attachment owner): decided by the
// resolver and the API, declared @signedIn on purpose.
const recordDependentWrites = [
  "noop",
  "createSchedule",
  "updateSchedule",
  "deleteSchedule",
  "createAttachment",
  "deleteAttachment",
];

// Flags on fields of non-root types: the sensitive fields.
const sensitiveFields: Record<string, string> = {
  "Customer.phone": "MATTER_READ",
  "Customer.mobile": "MATTER_READ",
  "Customer.email": "MATTER_READ",
  "Customer.postalCode": "MATTER_READ",
  "Customer.address": "MATTER_READ",
  "Negotiation.attachments": "MATTER_READ",
  // Assignees, managers and authors are UserRef {id, code, name} from /pair/users: open to every
  // signed-in user, so they carry no flag (the full User stays behind Query.users/user).
};

describe("the schema walk covers every flagged field", () => {
  const flagged = flaggedFields();

  it("the sensitive fields carry their flags, and no other non-root field carries one", () => {
    const nonRoot = Object.fromEntries(
      [...flagged].filter(
        ([field]) => !field.startsWith("Query.") && !field.startsWith("Mutation."),
      ),
    );
    expect(nonRoot).toEqual(sensitiveFields);
  });

  it("every write carries its area's edit flag", () => {
    const wrong: string[] = [];
    for (const name of mutationNames()) {
      if (recordDependentWrites.includes(name)) {
        expect(flagged.get(`Mutation.${name}`), name).toBeUndefined();
        continue;
      }
      const expected = writeFlags.find(([pattern]) => pattern.test(name))?.[1];
      if (!expected || flagged.get(`Mutation.${name}`) !== expected)
        wrong.push(`${name}: ${flagged.get(`Mutation.${name}`)} (expected ${expected})`);
    }
    expect(wrong).toEqual([]);
  });

  it("external sources need MASTER_MANAGE, the instruction list INSTRUCTION_SEND; attachments are the API's call", () => {
    for (const field of [
      "externalSources",
      "externalSource",
      "externalSourceDetails",
      "externalSourceDetail",
    ])
      expect(flagged.get(`Query.${field}`)).toBe("MASTER_MANAGE");
    expect(flagged.get("Query.constructionInstructions")).toBe("INSTRUCTION_SEND");
    // matterRead sees every file and a 工事担当 its own constructions' (row scope, in the API):
    // a flag here would refuse what the API allows.
    expect(flagged.get("Query.attachments")).toBeUndefined();
    expect(flagged.get("Query.attachment")).toBeUndefined();
  });
});

let identity: TestIdentity;
let api: TestApi;
let gateway: TestGateway;
let fixture: MatterFixture;
/** A matter whose negotiation ended 不成立: a new one may be instructed (one open at a time). */
let negotiableMatterId: string;
const tokens: Record<string, string> = {};

async function token(who: string): Promise<string> {
  tokens[who] ??= (await identity.tokens(`${who}@example.jp`)).idToken;
  return tokens[who];
}

beforeAll(async () => {
  identity = await startTestIdentity();
  api = await startTestApi(identity);
  gateway = await startTestGateway(testEnv(identity, api.url));
  const admin = await token("admin");
  fixture = await createMatters(gateway.url, admin, 1, { customerEvery: 1 });
  const matter = await ok<{ matter: { version: number } }>(
    gateway.url,
    admin,
    `query ($id: ID!) { matter(id: $id) { version } }`,
    {
      id: fixture.matterIds[0],
    },
  );
  await ok(
    gateway.url,
    admin,
    `mutation ($input: BulkUpdateMattersInput!) { bulkUpdateMatters(input: $input) { id } }`,
    {
      input: {
        items: [{ id: fixture.matterIds[0], version: matter.matter.version }],
        assigneeUserId: 1,
      },
    },
  );
  // A construction only for a matter whose negotiation ended 合意 (docs/DOMAIN.md "Workflows").
  await completeNegotiations(gateway.url, admin, fixture.matterIds);
  await ok(
    gateway.url,
    admin,
    `mutation ($m: ID!) { createConstruction(input: { matterId: $m }) { id } }`,
    {
      m: fixture.matterIds[0],
    },
  );
  const negotiable = await createMatters(gateway.url, admin, 1, {
    customerEvery: 1,
    name: `交渉権限${Date.now()}`,
  });
  await completeNegotiations(gateway.url, admin, negotiable.matterIds, 2);
  negotiableMatterId = negotiable.matterIds[0]!;
  await ok(
    gateway.url,
    admin,
    `mutation { createExternalSource(input: { name: "城南CATV 物件台帳", kind: "CSVファイル", columnMapping: [{ sourceColumn: "物件名", field: "name" }], keyField: "name" }) { id } }`,
  );
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.close();
});

beforeEach(() => {
  api.requests.length = 0;
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

// flag → who holds it, who does not, the operation, the REST route it must not reach when refused,
// and the path of the refused field.
const cases: {
  flag: string;
  holder: string;
  other: string;
  query: () => { query: string; variables?: Record<string, unknown> };
  rest: string;
  path: (string | number)[];
}[] = [
  {
    flag: "MATTER_READ",
    holder: "negotiation",
    // 引込線登録: no matterRead and, unlike a partner's crew, no row scope that would hide the
    // customer itself (api/src/constructions/partner-scope.ts).
    other: "linecode",
    query: () => ({
      query: `query ($id: ID!) { customer(id: $id) { name phone } }`,
      variables: { id: fixture.customerIds[0] },
    }),
    rest: "GET /api/v1/never",
    path: ["customer", "phone"],
  },
  {
    flag: "MASTER_MANAGE",
    holder: "manager",
    other: "matter",
    query: () => ({
      query: `query { externalSources { items { name columnMapping { sourceColumn field } } } }`,
    }),
    rest: "GET /api/v1/basis/external-sources",
    path: ["externalSources"],
  },
  {
    flag: "INSTRUCTION_SEND",
    holder: "order",
    other: "matter",
    query: () => ({ query: `query { constructionInstructions { items { code statusLabel } } }` }),
    rest: "GET /api/v1/basis/constructions",
    path: ["constructionInstructions"],
  },
  {
    flag: "USER_MANAGE",
    holder: "admin",
    other: "manager",
    query: () => ({
      query: `query ($id: ID!) { user(id: $id) { code email } }`,
      variables: { id: "1" },
    }),
    rest: "GET /api/v1/basis/users",
    path: ["user"],
  },
  {
    flag: "TARGET_EDIT",
    holder: "matter",
    other: "negotiation",
    query: () => ({
      query: `mutation { createTarget(input: { name: "権限テスト${unique()}" }) { code } }`,
    }),
    rest: "POST /api/v1/basis/targets",
    path: ["createTarget"],
  },
  {
    flag: "NEGOTIATION_EDIT",
    holder: "negotiation",
    other: "order",
    query: () => ({
      query: `mutation ($m: ID!) { createNegotiation(input: { matterId: $m }) { code } }`,
      variables: { m: negotiableMatterId },
    }),
    rest: "POST /api/v1/basis/negotiations",
    path: ["createNegotiation"],
  },
  {
    flag: "CONSTRUCTION_EDIT",
    holder: "construction-manager",
    other: "matter",
    query: () => ({
      query: `mutation ($d: String!) { createConstructionFreeSchedule(input: { teamId: 1, date: $d, slot: "終日", capacity: 2 }) { id } }`,
      // Free slots are offered from today on (JST): a day well ahead, whatever the year.
      variables: { d: tokyoDate(new Date(Date.now() + 60 * 86_400_000)) },
    }),
    rest: "POST /api/v1/basis/construction-free-schedules",
    path: ["createConstructionFreeSchedule"],
  },
  {
    flag: "LINE_CODE_EDIT",
    holder: "linecode",
    other: "matter",
    query: () => ({
      query: `mutation { createLineCode(input: { lineCode: "P-${unique()}" }) { lineCode } }`,
    }),
    rest: "POST /api/v1/basis/line-codes",
    path: ["createLineCode"],
  },
];

describe.each(cases)("$flag over HTTP", ({ holder, other, query, rest, path }) => {
  it(`${other} gets FORBIDDEN and the API is not asked`, async () => {
    const { query: text, variables } = query();
    const answer = await gql(gateway.url, text, { token: await token(other), variables });
    expect(answer.status).toBe(200);
    const error = answer.body.errors?.find((e) => JSON.stringify(e.path) === JSON.stringify(path));
    expect(error?.extensions).toMatchObject({ code: "FORBIDDEN", http: { status: 403 } });
    expect(error?.message).toBe("この操作を行う権限がありません");
    expect(api.count(rest)).toBe(0);
  });

  it(`${holder} gets data`, async () => {
    const { query: text, variables } = query();
    const answer = await gql<Record<string, unknown>>(gateway.url, text, {
      token: await token(holder),
      variables,
    });
    expect(answer.body.errors).toBeUndefined();
    let value: unknown = answer.body.data;
    for (const key of path) value = (value as Record<string, unknown>)[key];
    expect(value).toBeTruthy();
  });
});

describe("user relations need no USER_MANAGE", () => {
  it("matter staff (no userManage) see the assignee's name, read from /pair/users, not /basis/users", async () => {
    const answer = await gql<{
      matter: { assigneeUserId: number; assignee: { id: string; code: string; name: string } };
    }>(
      gateway.url,
      `query ($id: ID!) { matter(id: $id) { assigneeUserId assignee { id code name } } }`,
      { token: await token("matter"), variables: { id: fixture.matterIds[0] } },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.matter).toEqual({
      assigneeUserId: 1,
      assignee: { id: "1", code: "00000001", name: "管理 太郎" },
    });
    expect(api.count("GET /api/v1/pair/users")).toBe(1);
    expect(api.count("GET /api/v1/basis/users")).toBe(0);
  });

  it("assignees and managers come from /pair/users, one call per depth of the query", async () => {
    const admin = await token("admin");
    const { project } = await ok<{ project: { version: number } }>(
      gateway.url,
      admin,
      `query ($id: ID!) { project(id: $id) { version } }`,
      { id: fixture.projectId },
    );
    await ok(
      gateway.url,
      admin,
      `mutation ($id: ID!, $v: Int!) { updateProject(id: $id, input: { managerUserId: 2, version: $v }) { id } }`,
      { id: fixture.projectId, v: project.version },
    );
    api.requests.length = 0;
    const answer = await gql<{
      matters: { items: { assignee: { name: string } | null; project: { manager: unknown } }[] };
    }>(
      gateway.url,
      `query ($p: [ID!]) { matters(filter: { projectId: $p }) { items { assignee { name } project { manager { code name } } } } }`,
      { token: await token("negotiation"), variables: { p: [fixture.projectId] } },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.matters.items).toEqual([
      {
        assignee: { name: "管理 太郎" },
        project: { manager: { code: "00000002", name: "佐藤 健一" } },
      },
    ]);
    // matters.items.assignee in one batch, matters.items.project.manager in the next.
    expect(api.count("GET /api/v1/pair/users")).toBe(2);
    expect(api.count("GET /api/v1/basis/users")).toBe(0);
  });
});

describe("a refused field does not cost the rest of the answer", () => {
  it("without MATTER_READ the customer's name is there and the contact details are null", async () => {
    const answer = await gql<{
      customer: { name: string; phone: string | null; email: string | null };
    }>(gateway.url, `query ($id: ID!) { customer(id: $id) { name phone email } }`, {
      token: await token("linecode"),
      variables: { id: fixture.customerIds[0] },
    });
    expect(answer.body.data?.customer).toEqual({ name: "顧客 1", phone: null, email: null });
    expect(answer.body.errors?.map((e) => e.path?.join("."))).toEqual([
      "customer.phone",
      "customer.email",
    ]);
  });

  it("searching customers by phone needs MATTER_READ too", async () => {
    const answer = await gql(
      gateway.url,
      `query { customers(filter: { phone: "03" }) { items { id } } }`,
      {
        token: await token("construction"),
      },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(api.count("GET /api/v1/basis/customers")).toBe(0);
  });
});
