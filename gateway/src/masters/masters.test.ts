// Master lists through the gateway, over real HTTP, against the real API seeded with the demo
// masters, with real tokens.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  completeReasonLabels,
  deviceLineTypeLabels,
  negotiationStatusLabels,
  targetTypeLabels,
} from "@cfx/domain/enumerations";
import { ROLE_TYPES } from "@cfx/domain/flags";
import { beforeAll, describe, expect, it } from "vitest";
import type { MasterKind } from "../generated/resolvers-types";
import { buildSchema } from "../schema";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { masterKinds } from "./kinds";

const stack = useTestStack();
/** 管理者: every flag. */
let admin: string;
/** マネージャー: masterManage without userManage. */
let manager: string;
/** 案件担当: neither masterManage nor userManage. */
let matter: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  manager = (await stack.identity.tokens("manager@example.jp")).idToken;
  matter = (await stack.identity.tokens("matter@example.jp")).idToken;
});

type Entry = { id: number; name: string };
type Seed = {
  fixedLists: Record<
    | "roleTypes"
    | "targetTypes"
    | "negotiationCompleteReasons"
    | "negotiationStatuses"
    | "scheduleTypes",
    Entry[]
  >;
  demoLists: Record<
    | "associateCompanies"
    | "clients"
    | "contractTypes"
    | "contractDetailTypes"
    | "contractReceivers"
    | "customerServiceItems"
    | "deviceInstallationTypes"
    | "jobCategories"
    | "targetInstallationTypes",
    Entry[]
  >;
  demoDeviceModels: (Entry & { deviceLineType: number })[];
  demoTeamList: { name: string; associateCompany: string }[];
};

/** The API's own seed values (the module the test API was seeded from). */
async function loadSeed(): Promise<Seed> {
  const file = join(
    dirname(fileURLToPath(import.meta.url)),
    "../../../api/src/masters/seed-data.ts",
  );
  return (await import(pathToFileURL(file).href)) as Seed;
}

function openApiPaths(): Record<string, Record<string, unknown>> {
  const file = createRequire(import.meta.url).resolve("@cfx/api/openapi.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { paths: Record<string, never> }).paths;
}

const ITEM = `kind id name sortOrder version deviceLineType deviceLineTypeLabel associateCompanyId associateCompany { id name }`;

type Item = {
  kind: MasterKind;
  id: number;
  name: string;
  sortOrder: number | null;
  version: number | null;
  deviceLineType: number | null;
  deviceLineTypeLabel: string | null;
  associateCompanyId: number | null;
  associateCompany: Entry | null;
};

const kinds = Object.keys(masterKinds) as MasterKind[];
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe("the kinds", () => {
  it("every /pair/* list of the API's document has a MasterKind (users is assignableUsers, the thresholds measurementThresholds)", () => {
    const lists = Object.keys(openApiPaths())
      .map((path) => /^\/api\/v1\/pair\/([^/]+)$/.exec(path)?.[1])
      .filter(
        (list): list is string =>
          list !== undefined && list !== "users" && list !== "measurement-thresholds",
      );
    expect(lists.length).toBeGreaterThanOrEqual(17);
    const covered = kinds.map((kind) => masterKinds[kind].list as string);
    expect(lists.filter((list) => !covered.includes(list))).toEqual([]);
    expect(covered.filter((list) => !lists.includes(list))).toEqual([]);
  });

  it("the schema's MasterKind enum is exactly the kinds the gateway maps", () => {
    const values = buildSchema().getType("MasterKind")?.toConfig() as
      { values?: Record<string, unknown> } | undefined;
    expect(Object.keys(values?.values ?? {}).sort()).toEqual([...kinds].sort());
  });

  it("masterKinds says a list is editable exactly when the API has POST /pair/<list>", async () => {
    const answer = await gql<{
      masterKinds: { kind: MasterKind; label: string; editable: boolean }[];
    }>(stack.gateway.url, `{ masterKinds { kind label editable } }`, { token: matter });
    expect(answer.body.errors).toBeUndefined();
    const paths = openApiPaths();
    const got = answer.body.data!.masterKinds;
    expect(got.map((entry) => entry.kind)).toEqual(kinds);
    for (const entry of got) {
      const writable = "post" in (paths[`/api/v1/pair/${masterKinds[entry.kind].list}`] ?? {});
      expect({ kind: entry.kind, editable: entry.editable }).toEqual({
        kind: entry.kind,
        editable: writable,
      });
    }
    expect(got.find((entry) => entry.kind === "TEAMS")).toMatchObject({ label: "班" });
    expect(got.filter((entry) => !entry.editable).map((entry) => entry.kind)).toEqual([
      "NEGOTIATION_COMPLETE_REASONS",
      "NEGOTIATION_STATUSES",
      "PROJECTS",
      "ROLE_TYPES",
      "SCHEDULE_TYPES",
      "TARGET_TYPES",
    ]);
  });
});

describe("masterList", () => {
  it("answers every kind with the seeded names, to a user without masterManage", async () => {
    // /pair/projects lists the projects; the test API has no business seed, so make one.
    const project = await gql<{ createProject: { id: string } }>(
      stack.gateway.url,
      `mutation { createProject(input: { name: "マスタ確認プロジェクト", workType: 1, clientId: 1 }) { id } }`,
      { token: admin },
    );
    expect(project.body.errors).toBeUndefined();
    stack.api.requests.length = 0;

    const query = `{ ${kinds.map((kind) => `${kind}: masterList(kind: ${kind}) { ${ITEM} }`).join("\n")} }`;
    const answer = await gql<Record<MasterKind, Item[]>>(stack.gateway.url, query, {
      token: matter,
    });
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data!;
    const seed = await loadSeed();
    const expected: Record<Exclude<MasterKind, "PROJECTS" | "TEAMS" | "DEVICE_MODELS">, Entry[]> = {
      ASSOCIATE_COMPANIES: seed.demoLists.associateCompanies,
      CLIENTS: seed.demoLists.clients,
      CONTRACT_TYPES: seed.demoLists.contractTypes,
      CONTRACT_DETAIL_TYPES: seed.demoLists.contractDetailTypes,
      CONTRACT_RECEIVERS: seed.demoLists.contractReceivers,
      CUSTOMER_SERVICE_ITEMS: seed.demoLists.customerServiceItems,
      DEVICE_INSTALLATION_TYPES: seed.demoLists.deviceInstallationTypes,
      JOB_CATEGORIES: seed.demoLists.jobCategories,
      TARGET_INSTALLATION_TYPES: seed.demoLists.targetInstallationTypes,
      NEGOTIATION_COMPLETE_REASONS: seed.fixedLists.negotiationCompleteReasons,
      NEGOTIATION_STATUSES: seed.fixedLists.negotiationStatuses,
      ROLE_TYPES: seed.fixedLists.roleTypes,
      SCHEDULE_TYPES: seed.fixedLists.scheduleTypes,
      TARGET_TYPES: seed.fixedLists.targetTypes,
    };
    for (const [kind, entries] of Object.entries(expected) as [MasterKind, Entry[]][]) {
      expect({ kind, items: data[kind].map(({ id, name }) => ({ id, name })) }).toEqual({
        kind,
        items: entries,
      });
      // Only a team has a company, only a device model a line type.
      for (const item of data[kind]) {
        expect(item).toMatchObject({ kind, associateCompanyId: null, deviceLineType: null });
        expect(item.version).toBeGreaterThanOrEqual(1);
      }
    }
    expect(names(data.TEAMS)).toEqual(names(seed.demoTeamList));
    expect(data.TEAMS.map((team) => team.associateCompany?.name)).toEqual(
      seed.demoTeamList.map((team) => team.associateCompany),
    );
    expect(
      data.DEVICE_MODELS.map(({ id, name, deviceLineType }) => ({ id, name, deviceLineType })),
    ).toEqual(seed.demoDeviceModels);
    expect(data.DEVICE_MODELS.map((model) => model.deviceLineTypeLabel)).toEqual(
      seed.demoDeviceModels.map(
        (model) => deviceLineTypeLabels[model.deviceLineType as keyof typeof deviceLineTypeLabels],
      ),
    );
    expect(names(data.PROJECTS)).toContain("マスタ確認プロジェクト");
    expect(data.PROJECTS[0]).toMatchObject({ sortOrder: null, version: null });

    // The lists the spec fixes are the enumerations of @cfx/domain, name for name.
    expect(names(data.TARGET_TYPES)).toEqual(Object.values(targetTypeLabels));
    expect(names(data.NEGOTIATION_STATUSES)).toEqual(Object.values(negotiationStatusLabels));
    expect(names(data.NEGOTIATION_COMPLETE_REASONS)).toEqual(Object.values(completeReasonLabels));
    expect(names(data.ROLE_TYPES)).toEqual(Object.values(ROLE_TYPES));

    // One REST call per list (and the team's companies from one more, or from the same list).
    expect(stack.api.count("GET /api/v1/pair/")).toBeLessThanOrEqual(kinds.length + 1);
  });

  it("keeps the deprecated fields answering the same lists", async () => {
    const answer = await gql<{
      roleTypes: Entry[];
      teams: (Entry & { associateCompanyId: number })[];
      list: Item[];
    }>(
      stack.gateway.url,
      `{ roleTypes { id name } teams { id name associateCompanyId } list: masterList(kind: TEAMS) { id name associateCompanyId } }`,
      { token: matter },
    );
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data!;
    expect(data.teams).toEqual(data.list);
    expect(data.roleTypes.map((role) => role.name)).toEqual(Object.values(ROLE_TYPES));
  });
});

const CREATE = `mutation ($kind: MasterKind!, $input: CreateMasterItemInput!) {
  createMasterItem(kind: $kind, input: $input) { ${ITEM} }
}`;
const UPDATE = `mutation ($kind: MasterKind!, $id: Int!, $input: UpdateMasterItemInput!) {
  updateMasterItem(kind: $kind, id: $id, input: $input) { ${ITEM} }
}`;
const DELETE = `mutation ($kind: MasterKind!, $id: Int!, $version: Int!) {
  deleteMasterItem(kind: $kind, id: $id, version: $version)
}`;

describe("writes", () => {
  it("masterManage (マネージャー) creates, updates and deletes a team", async () => {
    const created = await gql<{ createMasterItem: Item }>(stack.gateway.url, CREATE, {
      token: manager,
      variables: { kind: "TEAMS", input: { name: "  第9班 ", associateCompanyId: 2 } },
    });
    expect(created.body.errors).toBeUndefined();
    const team = created.body.data!.createMasterItem;
    expect(team).toMatchObject({
      kind: "TEAMS",
      name: "第9班",
      version: 1,
      associateCompanyId: 2,
      deviceLineType: null,
    });
    expect(team.associateCompany?.name).toBeTruthy();
    expect(stack.api.count("POST /api/v1/pair/teams")).toBe(1);

    const updated = await gql<{ updateMasterItem: Item }>(stack.gateway.url, UPDATE, {
      token: manager,
      variables: { kind: "TEAMS", id: team.id, input: { name: "第10班", version: team.version } },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateMasterItem).toMatchObject({
      id: team.id,
      name: "第10班",
      version: 2,
      associateCompanyId: 2,
    });

    const stale = await gql(stack.gateway.url, UPDATE, {
      token: manager,
      variables: { kind: "TEAMS", id: team.id, input: { name: "第11班", version: 1 } },
    });
    expect(stale.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");

    const deleted = await gql<{ deleteMasterItem: number }>(stack.gateway.url, DELETE, {
      token: manager,
      variables: { kind: "TEAMS", id: team.id, version: 2 },
    });
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data!.deleteMasterItem).toBe(team.id);
    const after = await gql<{ masterList: Item[] }>(
      stack.gateway.url,
      `{ masterList(kind: TEAMS) { id } }`,
      { token: matter },
    );
    expect(after.body.data!.masterList.map((item) => item.id)).not.toContain(team.id);
  });

  it("creates a device model with its line type, and a plain entry", async () => {
    const model = await gql<{ createMasterItem: Item }>(stack.gateway.url, CREATE, {
      token: admin,
      variables: { kind: "DEVICE_MODELS", input: { name: "RONU-900", deviceLineType: 2 } },
    });
    expect(model.body.errors).toBeUndefined();
    expect(model.body.data!.createMasterItem).toMatchObject({
      deviceLineType: 2,
      deviceLineTypeLabel: "R-ONU",
    });
    const plain = await gql<{ createMasterItem: Item }>(stack.gateway.url, CREATE, {
      token: admin,
      variables: { kind: "CONTRACT_RECEIVERS", input: { name: "Web受付", sortOrder: 5 } },
    });
    expect(plain.body.errors).toBeUndefined();
    expect(plain.body.data!.createMasterItem).toMatchObject({ name: "Web受付", sortOrder: 5 });
  });

  it("without masterManage every write is FORBIDDEN and the API is never asked", async () => {
    for (const [query, variables] of [
      [CREATE, { kind: "CLIENTS", input: { name: "新しい発注元" } }],
      [UPDATE, { kind: "CLIENTS", id: 1, input: { name: "x", version: 1 } }],
      [DELETE, { kind: "CLIENTS", id: 1, version: 1 }],
    ] as const) {
      const answer = await gql(stack.gateway.url, query, { token: matter, variables });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({
        message: "この操作を行う権限がありません",
        extensions: { code: "FORBIDDEN" },
      });
    }
    expect(
      stack.api.requests.filter((request) => !request.startsWith("GET /api/v1/login")),
    ).toEqual([]);
  });

  it("a fixed list refuses writes in Japanese before the API is asked", async () => {
    for (const [query, variables] of [
      [CREATE, { kind: "TARGET_TYPES", input: { name: "倉庫" } }],
      [UPDATE, { kind: "ROLE_TYPES", id: 1, input: { name: "x", version: 1 } }],
      [DELETE, { kind: "SCHEDULE_TYPES", id: 1, version: 1 }],
    ] as const) {
      const answer = await gql(stack.gateway.url, query, { token: admin, variables });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/仕様で決められた一覧のため変更できません$/),
        extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "kind" }] },
      });
    }
    const project = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: { kind: "PROJECTS", input: { name: "x" } },
    });
    expect(project.body.errors?.[0]?.message).toBe(
      "プロジェクトはプロジェクトの画面で登録・変更してください",
    );
    expect(
      stack.api.requests.filter((request) => !request.startsWith("GET /api/v1/login")),
    ).toEqual([]);
  });

  it("a column of another list, or a missing one, is refused on its field", async () => {
    const foreign = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: {
        kind: "CLIENTS",
        input: { name: "x", associateCompanyId: 1, deviceLineType: 1 },
      },
    });
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [
        { field: "deviceLineType", messages: ["この一覧にはない項目です"] },
        { field: "associateCompanyId", messages: ["この一覧にはない項目です"] },
      ],
    });
    const missing = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: { kind: "TEAMS", input: { name: "第12班" } },
    });
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "associateCompanyId", messages: ["必須項目です"] }],
    });
    // The API's own checks come back on their fields: a duplicate name.
    const duplicate = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: { kind: "ASSOCIATE_COMPANIES", input: { name: "株式会社関東光ネットワーク工事" } },
    });
    expect(duplicate.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "name", messages: ["この名称は既に登録されています"] }],
    });
  });
});

describe("assignableUsers", () => {
  it("names every live user for a role without userManage, from /pair/users", async () => {
    const answer = await gql<{ assignableUsers: { id: string; code: string; name: string }[] }>(
      stack.gateway.url,
      `{ assignableUsers { id code name } }`,
      { token: matter },
    );
    expect(answer.body.errors).toBeUndefined();
    const users = answer.body.data!.assignableUsers;
    expect(users.map((user) => user.name)).toEqual(
      expect.arrayContaining(["管理 太郎", "佐藤 健一", "鈴木 美咲", "渡辺 翔太"]),
    );
    expect(users[0]!.code).toBe(users[0]!.id.padStart(8, "0"));
    expect(stack.api.count("GET /api/v1/pair/users")).toBe(1);
    expect(stack.api.count("GET /api/v1/basis/users")).toBe(0);
  });
});

type Threshold = {
  id: number;
  point: string;
  wavelengthNm: number;
  minDbm: number;
  maxDbm: number;
  version: number;
  updatedBy: { name: string } | null;
};
const THRESHOLD = "id point wavelengthNm minDbm maxDbm version updatedBy { name }";
const THRESHOLDS = `query ($point: String) { measurementThresholds(point: $point) { ${THRESHOLD} } }`;
const CREATE_THRESHOLD = `mutation ($input: CreateMeasurementThresholdInput!) {
  createMeasurementThreshold(input: $input) { ${THRESHOLD} }
}`;
const UPDATE_THRESHOLD = `mutation ($id: Int!, $input: UpdateMeasurementThresholdInput!) {
  updateMeasurementThreshold(id: $id, input: $input) { ${THRESHOLD} }
}`;
const DELETE_THRESHOLD = `mutation ($id: Int!, $version: Int!) {
  deleteMeasurementThreshold(id: $id, version: $version)
}`;

/** point@wavelength → [min, max], for comparing rows whatever their order. */
const ranges = (rows: Threshold[]) =>
  Object.fromEntries(
    rows.map((row) => [`${row.point}@${row.wavelengthNm}`, [row.minDbm, row.maxDbm]]),
  );

async function thresholds(token: string, point?: string): Promise<Threshold[]> {
  const answer = await gql<{ measurementThresholds: Threshold[] }>(stack.gateway.url, THRESHOLDS, {
    token,
    variables: { point },
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.measurementThresholds;
}

describe("measurement thresholds", () => {
  it("lists the thresholds of docs/DOMAIN.md to any signed-in user, filtered by point", async () => {
    const rows = await thresholds(matter);
    expect(ranges(rows)).toEqual({
      "V-ONU入力@1550": [-12, 2],
      "R-ONU入力@1490": [-27, -8],
      "R-ONU入力@1550": [-12, 2],
      "光コンセント@1490": [-27, -8],
      "光コンセント@1550": [-12, 2],
      "クロージャ@1310": [-27, -8],
    });
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
    const onu = await thresholds(matter, "R-ONU入力");
    expect(onu.map((row) => row.wavelengthNm).sort()).toEqual([1490, 1550]);
    expect(stack.api.count("GET /api/v1/pair/measurement-thresholds")).toBe(2);
  });

  it("masterManage (管理者) changes a row; a stale version and a reversed range are refused", async () => {
    const row = (await thresholds(admin, "クロージャ"))[0]!;
    const updated = await gql<{ updateMeasurementThreshold: Threshold }>(
      stack.gateway.url,
      UPDATE_THRESHOLD,
      { token: admin, variables: { id: row.id, input: { maxDbm: -7.5, version: row.version } } },
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateMeasurementThreshold).toEqual({
      ...row,
      maxDbm: -7.5,
      version: row.version + 1,
      updatedBy: { name: "管理 太郎" },
    });
    expect(ranges(await thresholds(matter, "クロージャ"))).toEqual({
      "クロージャ@1310": [-27, -7.5],
    });

    const stale = await gql(stack.gateway.url, UPDATE_THRESHOLD, {
      token: admin,
      variables: { id: row.id, input: { maxDbm: -7, version: row.version } },
    });
    expect(stale.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const reversed = await gql(stack.gateway.url, UPDATE_THRESHOLD, {
      token: admin,
      variables: { id: row.id, input: { minDbm: 0, version: row.version + 1 } },
    });
    expect(reversed.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "maxDbm", messages: ["上限は下限以上の値を入力してください"] }],
    });
  });

  it("masterManage (マネージャー) adds a row for a new point and wavelength and deletes it", async () => {
    const created = await gql<{ createMeasurementThreshold: Threshold }>(
      stack.gateway.url,
      CREATE_THRESHOLD,
      {
        token: manager,
        variables: { input: { point: "クロージャ", wavelengthNm: 1550, minDbm: -12, maxDbm: 2 } },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const row = created.body.data!.createMeasurementThreshold;
    expect(row).toMatchObject({ point: "クロージャ", wavelengthNm: 1550, version: 1 });
    expect(stack.api.count("POST /api/v1/pair/measurement-thresholds")).toBe(1);

    const deleted = await gql<{ deleteMeasurementThreshold: number }>(
      stack.gateway.url,
      DELETE_THRESHOLD,
      { token: manager, variables: { id: row.id, version: row.version } },
    );
    expect(deleted.body).toEqual({ data: { deleteMeasurementThreshold: row.id } });
    expect((await thresholds(matter, "クロージャ")).map((r) => r.id)).not.toContain(row.id);
  });

  it("without masterManage every write is FORBIDDEN and the API is never asked", async () => {
    const row = (await thresholds(matter))[0]!;
    stack.api.requests.length = 0;
    for (const [query, variables] of [
      [
        CREATE_THRESHOLD,
        { input: { point: "クロージャ", wavelengthNm: 1490, minDbm: -27, maxDbm: -8 } },
      ],
      [UPDATE_THRESHOLD, { id: row.id, input: { maxDbm: 30, version: row.version } }],
      [DELETE_THRESHOLD, { id: row.id, version: row.version }],
    ] as const) {
      const answer = await gql(stack.gateway.url, query, { token: matter, variables });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({
        message: "この操作を行う権限がありません",
        extensions: { code: "FORBIDDEN" },
      });
    }
    expect(
      stack.api.requests.filter((request) => !request.startsWith("GET /api/v1/login")),
    ).toEqual([]);
    expect(ranges(await thresholds(matter, row.point))).toMatchObject(ranges([row]));
  });
});
