// A partner company's 工事担当 through GraphQL (issue #36): every list, every record by id and
// every nested field that a DataLoader batches by id reaches only the constructions dispatched to
// its company and what hangs on them — the API decides (the gateway forwards the user's token),
// and the gateway neither widens it (no shared answer of another user) nor narrows an office
// user's reads with a partner's. `viewer.can.allRecords` tells the menu which one it is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, startTestGateway, testEnv, type TestGateway } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
type Side = "own" | "other";
type Rec = { id: number; version: number; [key: string]: unknown };
const world = {} as Record<Side, Record<string, Rec>>;
let admin: string;
let partner: string;
/** A gateway that shares the /pair lists between requests, as in production. */
let sharing: TestGateway;

async function rest(method: string, path: string, json?: unknown): Promise<Rec> {
  const res = await fetch(`${stack.api.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as Rec;
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  partner = (await stack.identity.tokens("construction@example.jp")).idToken;
  sharing = await startTestGateway(
    testEnv(stack.identity, stack.api.url, { SHARED_READS_TTL_MS: "60000" }),
  );
  // One world per side: project → house → matter (agreed) → construction of the side's company
  // (株式会社東都通信工業 = 1, the partner's; 有限会社湾岸電設 = 2), a customer and a contract.
  for (const [side, company] of [
    ["own", 1],
    ["other", 2],
  ] as const) {
    const w: Record<string, Rec> = {};
    w.project = await rest("POST", "/basis/projects", { name: `GQL範囲${side}`, workType: 1 });
    w.target = await rest("POST", "/basis/targets", { name: `GQL範囲${side}邸`, targetType: 2 });
    const units = (await (
      await fetch(`${stack.api.url}/api/v1/basis/target-details?targetId=${w.target.id}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as Rec[];
    w.unit = units[0]!;
    w.customer = await rest("POST", "/basis/customers", {
      targetDetailId: w.unit.id,
      name: `GQL ${side}`,
      phone: "03-1234-0000",
    });
    w.service = await rest("POST", "/basis/customer-services", { customerId: w.customer.id });
    w.matter = await rest("POST", "/basis/matters", {
      projectId: w.project.id,
      targetId: w.target.id,
    });
    // With its counterpart: 合意 needs one (issue #37.2).
    const ne = await rest("POST", "/basis/negotiations", {
      matterId: w.matter.id,
      customerId: w.customer.id,
      negotiationStatusId: 4,
    });
    w.negotiation = await rest("PATCH", `/basis/negotiations/${ne.id}`, {
      version: ne.version,
      negotiationStatusId: 6,
      completeReason: 1,
    });
    w.construction = await rest("POST", "/basis/constructions", {
      matterId: w.matter.id,
      associateCompanyId: company,
    });
    world[side] = w;
  }
});

afterAll(async () => {
  await sharing?.close();
});

/** Each list as GraphQL asks it: the ids of its first page. */
const LISTS: { name: string; field: string; row: (s: Side) => Rec; visible: boolean }[] = [
  {
    name: "constructions",
    field: "constructions",
    row: (s) => world[s].construction!,
    visible: true,
  },
  { name: "matters", field: "matters", row: (s) => world[s].matter!, visible: true },
  { name: "projects", field: "projects", row: (s) => world[s].project!, visible: true },
  { name: "targets", field: "targets", row: (s) => world[s].target!, visible: true },
  { name: "targetDetails", field: "targetDetails", row: (s) => world[s].unit!, visible: true },
  { name: "customers", field: "customers", row: (s) => world[s].customer!, visible: true },
  {
    name: "customerServices",
    field: "customerServices",
    row: (s) => world[s].service!,
    visible: false,
  },
  {
    name: "negotiations",
    field: "negotiations",
    row: (s) => world[s].negotiation!,
    visible: false,
  },
];

/** The record fields by id (`construction(id:)` …), each a DataLoader batch by id. */
const RECORDS: { field: string; row: (s: Side) => Rec; visible: boolean }[] = [
  { field: "construction", row: (s) => world[s].construction!, visible: true },
  { field: "matter", row: (s) => world[s].matter!, visible: true },
  { field: "project", row: (s) => world[s].project!, visible: true },
  { field: "target", row: (s) => world[s].target!, visible: true },
  { field: "targetDetail", row: (s) => world[s].unit!, visible: true },
  { field: "customer", row: (s) => world[s].customer!, visible: true },
  { field: "negotiation", row: (s) => world[s].negotiation!, visible: false },
];

const cases = [
  ...LISTS.flatMap((l) =>
    (["own", "other"] as const).map((side) => ({
      title: `list ${l.name} · ${side}`,
      run: async () => {
        const answer = await gql<Record<string, { items: { id: string }[] }>>(
          stack.gateway.url,
          `{ ${l.field}(pageSize: 200) { items { id } } }`,
          { token: partner },
        );
        expect(answer.body.errors).toBeUndefined();
        const ids = answer.body.data![l.field]!.items.map((i) => Number(i.id));
        expect(ids.includes(l.row(side).id)).toBe(side === "own" && l.visible);
        // An administrator's list has it: the row exists, the scope hides it.
        const all = await gql<Record<string, { items: { id: string }[] }>>(
          stack.gateway.url,
          `{ ${l.field}(pageSize: 200) { items { id } } }`,
          { token: admin },
        );
        expect(all.body.data![l.field]!.items.map((i) => Number(i.id))).toContain(l.row(side).id);
      },
    })),
  ),
  ...RECORDS.flatMap((r) =>
    (["own", "other"] as const).map((side) => ({
      title: `${r.field}(id) · ${side}`,
      run: async () => {
        const answer = await gql<Record<string, { id: string } | null>>(
          stack.gateway.url,
          `query ($id: ID!) { ${r.field}(id: $id) { id } }`,
          { token: partner, variables: { id: String(r.row(side).id) } },
        );
        expect(answer.status).toBe(200);
        expect(answer.body.data?.[r.field] ?? null).toEqual(
          side === "own" && r.visible ? { id: String(r.row(side).id) } : null,
        );
      },
    })),
  ),
];

describe("GraphQL reads of a partner's 工事担当", () => {
  it.each(cases)("$title", async ({ run }) => {
    await run();
  });

  it("its construction's nested fields reach the matter, project, target, unit and customer's name", async () => {
    const answer = await gql<{
      construction: {
        matter: {
          project: { id: string } | null;
          target: {
            id: string;
            details: { customers: { name: string }[] }[];
          };
        };
      };
    }>(
      stack.gateway.url,
      `query ($id: ID!) { construction(id: $id) { matter { project { id }
        target { id details { customers { name } } } } } }`,
      { token: partner, variables: { id: String(world.own.construction!.id) } },
    );
    expect(answer.body.errors).toBeUndefined();
    const matter = answer.body.data!.construction.matter;
    expect(matter.project).toEqual({ id: String(world.own.project!.id) });
    expect(matter.target.id).toBe(String(world.own.target!.id));
    expect(matter.target.details.flatMap((d) => d.customers)).toEqual([{ name: "GQL own" }]);
  });

  it("viewer.can.allRecords: false for the partner, true for an office user", async () => {
    const ask = (token: string) =>
      gql<{ viewer: { can: { allRecords: boolean; constructionEdit: boolean } } }>(
        stack.gateway.url,
        "{ viewer { can { allRecords constructionEdit } } }",
        { token },
      );
    expect((await ask(partner)).body.data!.viewer.can).toEqual({
      allRecords: false,
      constructionEdit: true,
    });
    expect((await ask(admin)).body.data!.viewer.can.allRecords).toBe(true);
  });

  it("project choices are never shared between a partner and an office user (either order)", async () => {
    const choices = async (token: string) =>
      (
        await gql<{ projectChoices: { id: string }[] }>(sharing.url, "{ projectChoices { id } }", {
          token,
        })
      ).body.data!.projectChoices.map((p) => Number(p.id));
    const own = world.own.project!.id;
    const other = world.other.project!.id;
    // The partner first: its answer must not become the office's.
    const partnerFirst = await choices(partner);
    expect(partnerFirst).toContain(own);
    expect(partnerFirst).not.toContain(other);
    expect(await choices(admin)).toEqual(expect.arrayContaining([own, other]));
    // The office's shared answer, now kept, must not reach the partner.
    expect(await choices(partner)).not.toContain(other);
  });
});
