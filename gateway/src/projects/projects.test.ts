// Projects and matters through the gateway, over real HTTP, against the real API and real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { createMatters, type MatterFixture } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let fixture: MatterFixture;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  fixture = await createMatters(stack.gateway.url, admin, 100, { customerEvery: 5 });
});

type MatterRow = {
  id: string;
  code: string;
  status: number;
  statusLabel: string;
  version: number;
  target: { code: string; name: string; targetTypeLabel: string } | null;
  negotiations: {
    code: string;
    statusLabel: string;
    negotiationStatus: { id: number; name: string } | null;
    customer: { code: string; name: string } | null;
  }[];
};

const MATTER_LIST = `query Matters($pageSize: Int, $page: Int, $filter: MatterFilter) {
  matters(pageSize: $pageSize, page: $page, filter: $filter) {
    items {
      id code status statusLabel workTypeLabel version
      project { code name }
      target { code name targetTypeLabel }
      negotiations { code statusLabel negotiationStatus { id name } customer { code name } }
    }
    pageInfo { page pageSize totalCount }
  }
}`;

async function matterList(pageSize: number) {
  stack.api.requests.length = 0;
  const answer = await gql<{ matters: { items: MatterRow[]; pageInfo: { totalCount: number } } }>(
    stack.gateway.url,
    MATTER_LIST,
    { token: admin, variables: { pageSize, filter: { projectId: [fixture.projectId] } } },
  );
  expect(answer.body.errors).toBeUndefined();
  return { page: answer.body.data!.matters, calls: [...stack.api.requests].sort() };
}

describe("the matter list", () => {
  it("makes the same REST calls for 10 and for 100 rows (target, customer, negotiation status)", async () => {
    const ten = await matterList(10);
    const hundred = await matterList(100);
    expect(ten.page.items).toHaveLength(10);
    expect(hundred.page.items).toHaveLength(100);
    // The relations are really there (else a missing call would prove nothing).
    for (const page of [ten.page, hundred.page]) {
      expect(page.items.every((m) => m.target !== null)).toBe(true);
      const negotiations = page.items.flatMap((m) => m.negotiations);
      expect(negotiations.length).toBeGreaterThan(0);
      expect(negotiations.some((n) => n.customer !== null)).toBe(true);
      expect(negotiations.every((n) => n.negotiationStatus?.name === n.statusLabel)).toBe(true);
    }
    console.log(`REST calls: 10 rows → ${ten.calls.length}, 100 rows → ${hundred.calls.length}`);
    expect(hundred.calls).toEqual(ten.calls);
    expect(ten.calls).toEqual([
      "GET /api/v1/basis/customers",
      "GET /api/v1/basis/matters",
      "GET /api/v1/basis/negotiations",
      "GET /api/v1/basis/projects",
      "GET /api/v1/basis/targets",
      "GET /api/v1/pair/negotiation-statuses",
    ]);
    const first = hundred.page.items[0]!;
    expect(first.code).toBe(`MT-${first.id.padStart(8, "0")}`);
    expect(first.target?.code).toMatch(/^TA-\d{8}$/);
  });
});

const MATTER_FIELDS =
  "id code status statusLabel version dueDate assigneeUserId projectId targetId";

type MatterState = {
  status: number;
  statusLabel: string;
  version: number;
  statusBeforeHold: number | null;
  statusBeforeHoldLabel: string | null;
  allowedStatuses: number[];
  can: { delete: boolean; instructNegotiation: boolean; createConstruction: boolean };
};
const MATTER_STATE = `status statusLabel version statusBeforeHold statusBeforeHoldLabel allowedStatuses
  can { delete instructNegotiation createConstruction }`;

describe("projects", () => {
  let id: string;
  let version: number;

  it("creates, reads, lists, updates and deletes a project", async () => {
    const created = await gql<{
      createProject: {
        id: string;
        code: string;
        version: number;
        workTypeLabel: string;
        statusLabel: string;
        allowedStatuses: number[];
        can: { delete: boolean; addMatters: boolean };
        client: { name: string } | null;
      };
    }>(
      stack.gateway.url,
      `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id code version workTypeLabel statusLabel allowedStatuses can { delete addMatters } client { name } } }`,
      {
        token: admin,
        variables: {
          input: {
            name: "大森西 光化 2026",
            workType: 3,
            clientId: 1,
            startDate: "2026-04-01",
            endDate: "2026-09-30",
          },
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data!.createProject;
    expect(project.code).toBe(`PR-${project.id.padStart(8, "0")}`);
    expect(project.workTypeLabel).toBe("放送+通信");
    expect(project.statusLabel).toBe("準備中");
    expect(project.allowedStatuses).toEqual([2]);
    expect(project.can).toEqual({ delete: true, addMatters: true });
    expect(project.client?.name).toBeTruthy();
    id = project.id;
    version = project.version;

    const list = await gql<{
      projects: { items: { id: string }[]; pageInfo: { totalCount: number } };
    }>(
      stack.gateway.url,
      `query { projects(filter: { name: "大森西 光化" }, sort: NAME, order: DESC) { items { id } pageInfo { totalCount } } }`,
      { token: admin },
    );
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data!.projects.items.map((p) => p.id)).toContain(id);

    // 準備中 → 完了 skips a step: refused in Japanese, nothing changes.
    const skipped = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateProject(id: $id, input: { name: "x", status: 3, version: $version }) { id } }`,
      { token: admin, variables: { id, version } },
    );
    expect(skipped.body.errors?.[0]).toMatchObject({
      message: "準備中のプロジェクトを完了には変更できません",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "status" }] },
    });

    const updated = await gql<{
      updateProject: {
        name: string;
        status: number;
        statusLabel: string;
        version: number;
        allowedStatuses: number[];
      };
    }>(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateProject(id: $id, input: { name: "大森西 光化 2026（改）", status: 2, version: $version }) { name status statusLabel version allowedStatuses } }`,
      { token: admin, variables: { id, version } },
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateProject).toMatchObject({
      name: "大森西 光化 2026（改）",
      statusLabel: "進行中",
      version: version + 1,
      allowedStatuses: [3],
    });
    version = updated.body.data!.updateProject.version;

    const bad = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateProject(id: $id, input: { startDate: "2026-10-01", version: $version }) { id } }`,
      { token: admin, variables: { id, version } },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "endDate" }],
    });

    const read = await gql<{ project: { name: string } | null }>(
      stack.gateway.url,
      `query ($id: ID!) { project(id: $id) { name } }`,
      {
        token: admin,
        variables: { id },
      },
    );
    expect(read.body.data!.project?.name).toBe("大森西 光化 2026（改）");

    const deleted = await gql<{ deleteProject: string }>(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { deleteProject(id: $id, version: $version) }`,
      { token: admin, variables: { id, version } },
    );
    expect(deleted.body).toEqual({ data: { deleteProject: id } });
    const gone = await gql(stack.gateway.url, `query ($id: ID!) { project(id: $id) { id } }`, {
      token: admin,
      variables: { id },
    });
    expect(gone.body).toEqual({ data: { project: null } });
  });
});

describe("matters", () => {
  it("creates, reads, updates and deletes a matter; its relations resolve", async () => {
    const targetId = fixture.targetIds[0]!;
    const project = await gql<{ createProject: { id: string } }>(
      stack.gateway.url,
      `mutation { createProject(input: { name: "単票テスト", workType: 4 }) { id } }`,
      { token: admin },
    );
    const projectId = project.body.data!.createProject.id;
    const created = await gql<{
      createMatter: MatterState & {
        id: string;
        code: string;
        version: number;
        workType: number;
        workTypeLabel: string;
        project: { id: string };
        target: { id: string };
      };
    }>(
      stack.gateway.url,
      `mutation ($input: CreateMatterInput!) { createMatter(input: $input) { id code version workType workTypeLabel ${MATTER_STATE} project { id } target { id } } }`,
      { token: admin, variables: { input: { projectId, targetId, dueDate: "2026-12-31" } } },
    );
    expect(created.body.errors).toBeUndefined();
    const matter = created.body.data!.createMatter;
    expect(matter).toMatchObject({
      workType: 4,
      workTypeLabel: "引込線撤去",
      statusLabel: "未着手",
      project: { id: projectId },
      target: { id: targetId },
    });

    const duplicate = await gql(
      stack.gateway.url,
      `mutation ($input: CreateMatterInput!) { createMatter(input: $input) { id } }`,
      {
        token: admin,
        variables: { input: { projectId, targetId } },
      },
    );
    expect(duplicate.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "targetId" }],
    });

    expect(matter).toMatchObject({
      statusBeforeHold: null,
      statusBeforeHoldLabel: null,
      allowedStatuses: [9],
      can: { delete: true, instructNegotiation: true, createConstruction: false },
    });

    // A person may not make the changes negotiations and constructions make.
    const jump = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateMatter(id: $id, input: { status: 7, version: $version }) { id } }`,
      { token: admin, variables: { id: matter.id, version: matter.version } },
    );
    expect(jump.body.errors?.[0]).toMatchObject({
      message: "未着手の案件を完了には変更できません",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "status" }] },
    });

    const updated = await gql<{ updateMatter: MatterState }>(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateMatter(id: $id, input: { status: 9, notes: "保留中", version: $version }) { ${MATTER_STATE} } }`,
      { token: admin, variables: { id: matter.id, version: matter.version } },
    );
    expect(updated.body.data!.updateMatter).toMatchObject({
      status: 9,
      statusLabel: "保留",
      statusBeforeHold: 1,
      statusBeforeHoldLabel: "未着手",
      allowedStatuses: [1],
      // On hold, no negotiation is instructed until it is taken off hold.
      can: { delete: true, instructNegotiation: false, createConstruction: false },
    });
    // A 引込線登録 (no targetEdit) may change nothing of it. (A 工事担当 does not even see it: no
    // construction of its company hangs on it.)
    const lineClerk = (await stack.identity.tokens("linecode@example.jp")).idToken;
    const seen = await gql<{ matter: MatterState }>(
      stack.gateway.url,
      `query ($id: ID!) { matter(id: $id) { ${MATTER_STATE} } }`,
      { token: lineClerk, variables: { id: matter.id } },
    );
    expect(seen.body.data?.matter).toMatchObject({
      allowedStatuses: [],
      can: { delete: false, instructNegotiation: false, createConstruction: false },
    });

    const target = await gql<{ target: { matters: { id: string }[] } }>(
      stack.gateway.url,
      `query ($id: ID!) { target(id: $id) { matters { id } } }`,
      { token: admin, variables: { id: targetId } },
    );
    expect(target.body.data!.target.matters.map((m) => m.id)).toContain(matter.id);

    const deleted = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { deleteMatter(id: $id, version: $version) }`,
      {
        token: admin,
        variables: { id: matter.id, version: updated.body.data!.updateMatter.version },
      },
    );
    expect(deleted.body).toEqual({ data: { deleteMatter: matter.id } });
  });

  it("bulk-updates many matters in one call; a refused change or a stale version changes none", async () => {
    const page = await gql<{ matters: { items: { id: string; version: number }[] } }>(
      stack.gateway.url,
      `query ($filter: MatterFilter) { matters(filter: $filter, pageSize: 5) { items { id version } } }`,
      // The matters being negotiated (those with a customer).
      { token: admin, variables: { filter: { projectId: [fixture.projectId], status: [2] } } },
    );
    const items = page.body.data!.matters.items;
    expect(items).toHaveLength(5);
    // 交渉中 → 工事手配中 is made by creating a construction, never by hand: the first matter's
    // refusal (named by its code) refuses the whole call.
    const refused = await gql(
      stack.gateway.url,
      `mutation ($input: BulkUpdateMattersInput!) { bulkUpdateMatters(input: $input) { id } }`,
      { token: admin, variables: { input: { items, status: 5, dueDate: "2026-08-31" } } },
    );
    const code = `MT-${items[0]!.id.padStart(8, "0")}`;
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        new RegExp(`^${code}: 交渉中の案件を工事手配中には変更できません`),
      ),
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "status" }] },
    });

    stack.api.requests.length = 0;
    const bulk = await gql<{
      bulkUpdateMatters: (MatterState & { id: string; dueDate: string })[];
    }>(
      stack.gateway.url,
      `mutation ($input: BulkUpdateMattersInput!) { bulkUpdateMatters(input: $input) { ${MATTER_FIELDS} ${MATTER_STATE} } }`,
      { token: admin, variables: { input: { items, status: 9, dueDate: "2026-08-31" } } },
    );
    expect(bulk.body.errors).toBeUndefined();
    const rows = bulk.body.data!.bulkUpdateMatters;
    expect(rows.map((r) => r.id)).toEqual(items.map((i) => i.id));
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 9,
        statusLabel: "保留",
        dueDate: "2026-08-31",
        statusBeforeHold: 2,
        statusBeforeHoldLabel: "交渉中",
        allowedStatuses: [2],
      });
    }
    expect(stack.api.count("POST /api/v1/bulk/update/matters")).toBe(1);

    // The first matter's version is now stale: CONFLICT and nothing changes for any of them.
    const stale = await gql(
      stack.gateway.url,
      `mutation ($input: BulkUpdateMattersInput!) { bulkUpdateMatters(input: $input) { id } }`,
      {
        token: admin,
        variables: {
          input: {
            items: [items[0], ...rows.slice(1).map((r) => ({ id: r.id, version: r.version }))],
            status: 2,
          },
        },
      },
    );
    expect(stale.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const after = await gql<{ matters: { items: { id: string }[] } }>(
      stack.gateway.url,
      `query ($filter: MatterFilter) { matters(filter: $filter, pageSize: 50) { items { id } } }`,
      { token: admin, variables: { filter: { projectId: [fixture.projectId], status: [9] } } },
    );
    // The five are still the project's only matters on hold.
    const held = after.body.data!.matters.items.map((m) => m.id);
    expect(held.sort()).toEqual(items.map((i) => i.id).sort());
  });

  it("adds targets to a project as matters, skipping the ones it already has", async () => {
    const project = await gql<{ createProject: { id: string } }>(
      stack.gateway.url,
      `mutation { createProject(input: { name: "案件追加テスト", workType: 2 }) { id } }`,
      { token: admin },
    );
    const projectId = project.body.data!.createProject.id;
    const first = fixture.targetIds.slice(0, 3);
    const added = await gql<{
      addMattersToProject: {
        created: {
          targetId: string;
          workType: number;
          statusLabel: string;
          project: { id: string };
        }[];
        skippedTargetIds: string[];
      };
    }>(
      stack.gateway.url,
      `mutation ($input: AddMattersInput!) { addMattersToProject(input: $input) { created { targetId workType statusLabel project { id } } skippedTargetIds } }`,
      {
        token: admin,
        variables: { input: { projectId, targetIds: first, dueDate: "2026-07-01" } },
      },
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addMattersToProject.created.map((m) => m.targetId)).toEqual(first);
    expect(added.body.data!.addMattersToProject.created[0]).toMatchObject({
      workType: 2,
      statusLabel: "未着手",
      project: { id: projectId },
    });
    const again = await gql<{
      addMattersToProject: { created: unknown[]; skippedTargetIds: string[] };
    }>(
      stack.gateway.url,
      `mutation ($input: AddMattersInput!) { addMattersToProject(input: $input) { created { id } skippedTargetIds } }`,
      {
        token: admin,
        variables: { input: { projectId, targetIds: fixture.targetIds.slice(0, 4) } },
      },
    );
    expect(again.body.data!.addMattersToProject.created).toHaveLength(1);
    expect(again.body.data!.addMattersToProject.skippedTargetIds.sort()).toEqual([...first].sort());

    const unknown = await gql(
      stack.gateway.url,
      `mutation ($input: AddMattersInput!) { addMattersToProject(input: $input) { skippedTargetIds } }`,
      {
        token: admin,
        variables: { input: { projectId, targetIds: ["99999999"] } },
      },
    );
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "targetIds" }],
    });
  });
});

describe("the project list", () => {
  const PROJECT_LIST = `query Projects($pageSize: Int, $filter: ProjectFilter) {
    projects(pageSize: $pageSize, filter: $filter, sort: ID, order: DESC) {
      items {
        id code name statusLabel workTypeLabel startDate endDate
        client { name } jobCategory { name } manager { name }
        matterCounts { status statusLabel count }
      }
      pageInfo { totalCount }
    }
  }`;
  type ProjectRow = {
    client: { name: string } | null;
    manager: { name: string } | null;
    matterCounts: { status: number; statusLabel: string; count: number }[];
  };

  it("makes the same REST calls for 2 and for 12 rows, matter counts included", async () => {
    for (let i = 0; i < 12; i++)
      await gql(
        stack.gateway.url,
        `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
        {
          token: admin,
          variables: {
            input: {
              name: `一覧件数テスト${i}`,
              workType: 1,
              clientId: 1,
              jobCategoryId: 1,
              managerUserId: 2,
            },
          },
        },
      );
    const list = async (pageSize: number) => {
      stack.api.requests.length = 0;
      const answer = await gql<{ projects: { items: ProjectRow[] } }>(
        stack.gateway.url,
        PROJECT_LIST,
        { token: admin, variables: { pageSize, filter: { namePrefix: "一覧件数テスト" } } },
      );
      expect(answer.body.errors).toBeUndefined();
      return { items: answer.body.data!.projects.items, calls: [...stack.api.requests].sort() };
    };
    const two = await list(2);
    const twelve = await list(12);
    expect(two.items).toHaveLength(2);
    expect(twelve.items).toHaveLength(12);
    expect(twelve.items.every((p) => p.client && p.manager)).toBe(true);
    expect(twelve.calls).toEqual(two.calls);
    console.log(`REST calls: 2 rows → ${two.calls.length}, 12 rows → ${twelve.calls.length}`);

    // A project with matters shows them by status, labelled.
    const withMatters = await gql<{ project: ProjectRow }>(
      stack.gateway.url,
      `query ($id: ID!) { project(id: $id) { matterCounts { status statusLabel count } } }`,
      { token: admin, variables: { id: fixture.projectId } },
    );
    const counts = withMatters.body.data!.project.matterCounts;
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(100);
    expect(counts.every((c) => c.statusLabel.length > 0)).toBe(true);
  });

  it("offers every live project as a filter choice, newest first, from one /pair/projects call", async () => {
    // A 完了 project takes no more matters: its choice says so, as the project's own `can` does.
    const created = await gql<{ createProject: { id: string; version: number } }>(
      stack.gateway.url,
      `mutation { createProject(input: { name: "完了済みの選択肢", workType: 1 }) { id version } }`,
      { token: admin },
    );
    const { id } = created.body.data!.createProject;
    let { version } = created.body.data!.createProject;
    for (const status of [2, 3]) {
      const moved = await gql<{ updateProject: { version: number } }>(
        stack.gateway.url,
        `mutation ($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { version } }`,
        { token: admin, variables: { id, input: { status, version } } },
      );
      expect(moved.body.errors).toBeUndefined();
      version = moved.body.data!.updateProject.version;
    }
    const listed = await gql<{
      projects: {
        items: { id: string; code: string; name: string; can: { addMatters: boolean } }[];
      };
    }>(
      stack.gateway.url,
      `{ projects(pageSize: 200, sort: ID, order: DESC) { items { id code name can { addMatters } } } }`,
      { token: admin },
    );
    stack.api.requests.length = 0;
    const answer = await gql<{
      projectChoices: { id: string; code: string; name: string; canAddMatters: boolean }[];
    }>(stack.gateway.url, `{ projectChoices { id code name canAddMatters } }`, { token: admin });
    expect(answer.body.errors).toBeUndefined();
    const choices = answer.body.data!.projectChoices;
    expect(choices.find((c) => c.id === id)).toMatchObject({ canAddMatters: false });
    expect(choices.some((c) => c.canAddMatters)).toBe(true);
    expect(choices).toEqual(
      listed.body.data!.projects.items.map(({ can, ...p }) => ({
        ...p,
        canAddMatters: can.addMatters,
      })),
    );
    expect(stack.api.requests.filter((r) => r !== "GET /api/v1/login")).toEqual([
      "GET /api/v1/pair/projects",
    ]);
  });

  it("answers every matching id for select all matching", async () => {
    const ids = await gql<{ matterIds: { ids: string[]; truncated: boolean } }>(
      stack.gateway.url,
      `query ($filter: MatterFilter) { matterIds(filter: $filter, sort: ID, order: DESC) { ids truncated } }`,
      { token: admin, variables: { filter: { projectId: [fixture.projectId] } } },
    );
    expect(ids.body.errors).toBeUndefined();
    expect(ids.body.data!.matterIds.truncated).toBe(false);
    expect(ids.body.data!.matterIds.ids).toHaveLength(100);
    expect(ids.body.data!.matterIds.ids[0]).toBe(
      String(Math.max(...fixture.matterIds.map(Number))),
    );
    const targetIds = async (filter: object) => {
      const answer = await gql<{ targetIds: { ids: string[] } }>(
        stack.gateway.url,
        `query ($filter: TargetFilter) { targetIds(filter: $filter) { ids } }`,
        { token: admin, variables: { filter } },
      );
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data!.targetIds.ids;
    };
    const all = await targetIds({});
    expect(all).toEqual(expect.arrayContaining(fixture.targetIds));
    const inProject = new Set(fixture.targetIds);
    const outside = await targetIds({ notInProjectId: fixture.projectId });
    expect(outside).toEqual(all.filter((id) => !inProject.has(id)));
  });
});
