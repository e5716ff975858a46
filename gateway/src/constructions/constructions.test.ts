// Construction generation, dispatch, work items, measurements and completion through the
// gateway, over real HTTP, against the real API and real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { createMatters, ok, type MatterFixture } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let fixture: MatterFixture;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  fixture = await createMatters(stack.gateway.url, admin, 3, { customerEvery: 1 });
  // The first two matters' negotiations end 合意; the third stays open.
  const matters = await ok<{
    matters: { items: { id: string; negotiations: { id: string; version: number }[] }[] };
  }>(
    stack.gateway.url,
    admin,
    `query ($p: ID!) { matters(filter: { projectId: [$p] }) { items { id negotiations { id version } } } }`,
    { p: fixture.projectId },
  );
  for (const matter of matters.matters.items.slice(0, 2)) {
    const negotiation = matter.negotiations[0]!;
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateNegotiation(id: $id, input: { statusId: 6, completeReason: 1, version: $version }) { id } }`,
      { id: negotiation.id, version: negotiation.version },
    );
  }
});

type Construction = {
  id: string;
  code: string;
  version: number;
  status: number;
  statusLabel: string;
  workTypeLabel: string;
  matterId: string;
  team: { id: number; name: string } | null;
  associateCompany: { id: number; name: string } | null;
  scheduledDate: string | null;
  slot: string | null;
  matter: { statusLabel: string };
  entries: { id: string; item: string; quantity: number; version: number }[];
  measurements: { id: string; judgement: string | null; passed: boolean; version: number }[];
};
const CONSTRUCTION_FIELDS = `id code version status statusLabel workTypeLabel matterId scheduledDate slot
  team { id name } associateCompany { id name } matter { statusLabel }
  entries { id item quantity version } measurements { id judgement passed version }`;

let constructions: Construction[] = [];

describe("construction generation", () => {
  it("creates a 指示待ち construction with its default item for each agreed matter", async () => {
    const data = await ok<{
      generateConstructions: { created: Construction[]; skippedMatterIds: string[] };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: GenerateConstructionsInput!) { generateConstructions(input: $input) { created { ${CONSTRUCTION_FIELDS} } skippedMatterIds } }`,
      { input: { projectId: fixture.projectId } },
    );
    const result = data.generateConstructions;
    expect(result.created.map((c) => c.matterId).sort()).toEqual(
      fixture.matterIds.slice(0, 2).sort(),
    );
    expect(result.skippedMatterIds).toEqual([fixture.matterIds[2]]);
    for (const construction of result.created) {
      expect(construction.code).toBe(`CN-${construction.id.padStart(8, "0")}`);
      expect(construction).toMatchObject({
        statusLabel: "指示待ち",
        workTypeLabel: "放送",
        matter: { statusLabel: "工事手配中" },
      });
      expect(construction.entries).toMatchObject([{ item: "V-ONU交換", quantity: 1 }]);
    }
    constructions = result.created;
    expect(stack.api.count("POST /api/v1/construction-generate")).toBe(1);
  });

  it("never generates twice for the same matter", async () => {
    const data = await ok<{
      generateConstructions: { created: unknown[]; skippedMatterIds: string[] };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: GenerateConstructionsInput!) { generateConstructions(input: $input) { created { id } skippedMatterIds } }`,
      { input: { matterIds: fixture.matterIds } },
    );
    expect(data.generateConstructions.created).toEqual([]);
    expect([...data.generateConstructions.skippedMatterIds].sort()).toEqual(
      [...fixture.matterIds].sort(),
    );
  });

  it("Matter.constructions and the construction instruction list show them", async () => {
    const order = (await stack.identity.tokens("order@example.jp")).idToken;
    const data = await ok<{
      constructionInstructions: { items: { id: string }[] };
      matter: { constructions: { id: string }[] };
    }>(
      stack.gateway.url,
      order,
      `query ($m: ID!, $ids: [ID!]) { constructionInstructions(filter: { matterId: $ids }) { items { id } } matter(id: $m) { constructions { id } } }`,
      { m: constructions[0]!.matterId, ids: fixture.matterIds },
    );
    expect(data.constructionInstructions.items.map((c) => c.id).sort()).toEqual(
      constructions.map((c) => c.id).sort(),
    );
    expect(data.matter.constructions.map((c) => c.id)).toEqual([constructions[0]!.id]);
  });
});

describe("dispatch", () => {
  let slotId: string;
  let slotVersion: number;

  it("opens a free slot, dispatches one construction into it; a full slot refuses the next", async () => {
    const slot = await ok<{
      createConstructionFreeSchedule: { id: string; version: number; team: { id: number } };
    }>(
      stack.gateway.url,
      admin,
      `mutation { createConstructionFreeSchedule(input: { teamId: 1, date: "2027-01-15", slot: "午前", capacity: 1 }) { id version team { id } } }`,
    );
    slotId = slot.createConstructionFreeSchedule.id;
    slotVersion = slot.createConstructionFreeSchedule.version;
    const first = constructions[0]!;
    const dispatched = await ok<{ dispatchConstruction: Construction }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { dispatchConstruction(id: $id, input: { teamId: 1, scheduledDate: "2027-01-15", slot: "午前", version: $version }) { ${CONSTRUCTION_FIELDS} } }`,
      { id: first.id, version: first.version },
    );
    expect(dispatched.dispatchConstruction).toMatchObject({
      status: 2,
      statusLabel: "指示済",
      scheduledDate: "2027-01-15",
      slot: "午前",
      team: { id: 1 },
    });
    expect(dispatched.dispatchConstruction.associateCompany?.name).toBeTruthy();
    constructions[0] = dispatched.dispatchConstruction;

    const second = constructions[1]!;
    const full = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { dispatchConstruction(id: $id, input: { teamId: 1, scheduledDate: "2027-01-15", slot: "午前", version: $version }) { id } }`,
      { token: admin, variables: { id: second.id, version: second.version } },
    );
    expect(full.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "slot" }],
    });
  });

  it("lists, changes and removes free slots", async () => {
    const listed = await ok<{
      constructionFreeSchedules: { items: { id: string; capacity: number }[] };
    }>(
      stack.gateway.url,
      admin,
      `query { constructionFreeSchedules(filter: { teamId: [1], dateFrom: "2027-01-15", dateTo: "2027-01-15", slot: "午前" }) { items { id capacity } } }`,
    );
    expect(listed.constructionFreeSchedules.items).toEqual([{ id: slotId, capacity: 1 }]);
    const updated = await ok<{
      updateConstructionFreeSchedule: { capacity: number; version: number };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateConstructionFreeSchedule(id: $id, input: { capacity: 3, version: $version }) { capacity version } }`,
      { id: slotId, version: slotVersion },
    );
    expect(updated.updateConstructionFreeSchedule.capacity).toBe(3);
    const spare = await ok<{ createConstructionFreeSchedule: { id: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation { createConstructionFreeSchedule(input: { teamId: 1, date: "2027-01-16", slot: "午後", capacity: 1 }) { id version } }`,
    );
    const deleted = await ok<{ deleteConstructionFreeSchedule: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteConstructionFreeSchedule(id: $id, version: $version) }`,
      {
        id: spare.createConstructionFreeSchedule.id,
        version: spare.createConstructionFreeSchedule.version,
      },
    );
    expect(deleted.deleteConstructionFreeSchedule).toBe(spare.createConstructionFreeSchedule.id);
  });
});

describe("work items, measurements and completion", () => {
  it("adds, changes and removes a work item", async () => {
    const construction = constructions[0]!;
    const created = await ok<{
      createConstructionEntry: {
        id: string;
        item: string;
        version: number;
        construction: { id: string };
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateConstructionEntryInput!) { createConstructionEntry(input: $input) { id item version construction { id } } }`,
      {
        input: {
          constructionId: construction.id,
          removedSerial: "ＳＮ－００１",
          installedSerial: "SN-002",
          quantity: 1,
        },
      },
    );
    expect(created.createConstructionEntry).toMatchObject({
      item: "V-ONU交換",
      construction: { id: construction.id },
    });
    const wrong = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateConstructionEntry(id: $id, input: { item: "撤去", version: $version }) { id } }`,
      {
        token: admin,
        variables: {
          id: created.createConstructionEntry.id,
          version: created.createConstructionEntry.version,
        },
      },
    );
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "item" }],
    });
    const updated = await ok<{ updateConstructionEntry: { quantity: number; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateConstructionEntry(id: $id, input: { quantity: 2, version: $version }) { quantity version } }`,
      { id: created.createConstructionEntry.id, version: created.createConstructionEntry.version },
    );
    expect(updated.updateConstructionEntry.quantity).toBe(2);
    const listed = await ok<{ constructionEntries: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { constructionEntries(filter: { constructionId: [$id] }) { items { id } } }`,
      { id: construction.id },
    );
    expect(listed.constructionEntries.items).toHaveLength(2);
    const deleted = await ok<{ deleteConstructionEntry: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteConstructionEntry(id: $id, version: $version) }`,
      { id: created.createConstructionEntry.id, version: updated.updateConstructionEntry.version },
    );
    expect(deleted.deleteConstructionEntry).toBe(created.createConstructionEntry.id);
  });

  it("records measurements (judged by the API); completing needs all of them to pass", async () => {
    const construction = constructions[0]!;
    const record = (powerDbm: number) =>
      ok<{
        createMeasurement: {
          id: string;
          version: number;
          judgement: string;
          passed: boolean;
          thresholdMin: number;
          thresholdMax: number;
        };
      }>(
        stack.gateway.url,
        admin,
        `mutation ($input: CreateMeasurementInput!) { createMeasurement(input: $input) { id version judgement passed thresholdMin thresholdMax } }`,
        {
          input: {
            constructionId: construction.id,
            point: "V-ONU入力",
            wavelengthNm: 1550,
            powerDbm,
          },
        },
      );
    const good = (await record(-5.25)).createMeasurement;
    const bad = (await record(-20)).createMeasurement;
    expect(good).toMatchObject({
      judgement: "合格",
      passed: true,
      thresholdMin: -12,
      thresholdMax: 2,
    });
    expect(bad).toMatchObject({ judgement: "不合格", passed: false });

    const current = await ok<{ construction: Construction }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { construction(id: $id) { ${CONSTRUCTION_FIELDS} } }`,
      {
        id: construction.id,
      },
    );
    expect(current.construction.measurements.map((m) => m.passed)).toEqual([true, false]);
    const refused = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateConstruction(id: $id, input: { status: 5, version: $version }) { id } }`,
      { token: admin, variables: { id: construction.id, version: current.construction.version } },
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "status" }],
    });

    const remeasured = await ok<{ updateMeasurement: { passed: boolean } }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateMeasurement(id: $id, input: { powerDbm: -3, version: $version }) { passed } }`,
      { id: bad.id, version: bad.version },
    );
    expect(remeasured.updateMeasurement.passed).toBe(true);
    const listed = await ok<{ measurements: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { measurements(filter: { constructionId: [$id], judgement: "合格" }, sort: MEASURED_AT) { items { id } } }`,
      { id: construction.id },
    );
    expect(listed.measurements.items).toHaveLength(2);

    const done = await ok<{ updateConstruction: Construction }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateConstruction(id: $id, input: { status: 5, resultNotes: "V-ONU交換完了", version: $version }) { ${CONSTRUCTION_FIELDS} } }`,
      { id: construction.id, version: current.construction.version },
    );
    expect(done.updateConstruction).toMatchObject({
      status: 5,
      statusLabel: "完了",
      matter: { statusLabel: "工事完了" },
    });
  });

  it("lists constructions with filters; deletes one; a measurement can be removed", async () => {
    const listed = await ok<{
      constructions: { items: { id: string; status: number }[]; pageInfo: { totalCount: number } };
    }>(
      stack.gateway.url,
      admin,
      `query ($ids: [ID!]) { constructions(filter: { matterId: $ids, status: [1, 5] }, sort: STATUS, order: DESC) { items { id status } pageInfo { totalCount } } }`,
      { ids: fixture.matterIds },
    );
    expect(listed.constructions.items.map((c) => c.status)).toEqual([5, 1]);
    const second = constructions[1]!;
    const deleted = await ok<{ deleteConstruction: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteConstruction(id: $id, version: $version) }`,
      { id: second.id, version: second.version },
    );
    expect(deleted.deleteConstruction).toBe(second.id);
    const measurement = await ok<{ createMeasurement: { id: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($c: ID!) { createMeasurement(input: { constructionId: $c, point: "光コンセント", wavelengthNm: 1490, powerDbm: -15 }) { id version } }`,
      { c: constructions[0]!.id },
    );
    const removed = await ok<{ deleteMeasurement: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteMeasurement(id: $id, version: $version) }`,
      { id: measurement.createMeasurement.id, version: measurement.createMeasurement.version },
    );
    expect(removed.deleteMeasurement).toBe(measurement.createMeasurement.id);
  });

  it("creates a construction by hand", async () => {
    const created = await ok<{
      createConstruction: { id: string; statusLabel: string; workType: number };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($m: ID!) { createConstruction(input: { matterId: $m, resultNotes: "手動" }) { id statusLabel workType } }`,
      { m: fixture.matterIds[2] },
    );
    expect(created.createConstruction).toMatchObject({ statusLabel: "指示待ち", workType: 1 });
  });
});

describe("a 工事担当 through the gateway: its own constructions' photos and schedules, nobody else's", () => {
  const photo = (ownerId: string, fileName: string) => ({
    ownerType: "construction",
    ownerId,
    kind: "photo",
    fileName,
    mimeType: "image/jpeg",
    contentBase64: Buffer.from("JPEG").toString("base64"),
  });
  let partner: string;
  const own = { construction: "", photo: "", schedule: "" };
  const other = { construction: "", photo: "", schedule: "" };

  beforeAll(async () => {
    partner = (await stack.identity.tokens("construction@example.jp")).idToken;
    const matters = await createMatters(stack.gateway.url, admin, 2, { customerEvery: 99 });
    // Company 1 (the partner's, team 1) and company 2 (team 3).
    for (const [side, company, team, i] of [
      [own, 1, 1, 0],
      [other, 2, 3, 1],
    ] as const) {
      const { createConstruction } = await ok<{ createConstruction: { id: string } }>(
        stack.gateway.url,
        admin,
        `mutation ($m: ID!, $c: Int!) { createConstruction(input: { matterId: $m, associateCompanyId: $c }) { id } }`,
        { m: matters.matterIds[i], c: company },
      );
      side.construction = createConstruction.id;
      const { createAttachment } = await ok<{ createAttachment: { id: string } }>(
        stack.gateway.url,
        admin,
        `mutation ($input: CreateAttachmentInput!) { createAttachment(input: $input) { id } }`,
        { input: photo(side.construction, `写真${company}.jpg`) },
      );
      side.photo = createAttachment.id;
      const { createSchedule } = await ok<{ createSchedule: { id: string } }>(
        stack.gateway.url,
        admin,
        `mutation ($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }`,
        {
          input: {
            kind: 1,
            teamId: team,
            constructionId: side.construction,
            startAt: "2029-04-01T00:00:00Z",
            endAt: "2029-04-01T03:00:00Z",
            title: `工事${company}`,
          },
        },
      );
      side.schedule = createSchedule.id;
    }
  });

  it("gets the photos of its own construction (Construction.attachments, attachments, attachment)", async () => {
    const data = await ok<{
      construction: { attachments: { id: string; fileName: string; downloadPath: string }[] };
      attachments: { items: { id: string }[] };
      attachment: { fileName: string } | null;
    }>(
      stack.gateway.url,
      partner,
      `query ($c: ID!, $a: ID!) {
        construction(id: $c) { attachments { id fileName downloadPath } }
        attachments(filter: { ownerType: "construction" }, pageSize: 200) { items { id } }
        attachment(id: $a) { fileName }
      }`,
      { c: own.construction, a: own.photo },
    );
    expect(data.construction.attachments).toEqual([
      {
        id: own.photo,
        fileName: "写真1.jpg",
        downloadPath: `/api/v1/basis/attachments/${own.photo}/content`,
      },
    ]);
    const listed = data.attachments.items.map((a) => a.id);
    expect(listed).toContain(own.photo);
    expect(listed).not.toContain(other.photo);
    expect(data.attachment).toEqual({ fileName: "写真1.jpg" });
  });

  it("gets null / nothing for another company's construction, photo and schedule", async () => {
    const data = await ok<{
      construction: unknown;
      attachment: unknown;
      schedule: unknown;
      byTeam: { items: unknown[] };
      byConstruction: { items: unknown[] };
      own: { items: { id: string }[] };
    }>(
      stack.gateway.url,
      partner,
      `query ($c: ID!, $a: ID!, $s: ID!, $cid: [ID!]) {
        construction(id: $c) { id }
        attachment(id: $a) { id }
        schedule(id: $s) { id }
        byTeam: schedules(filter: { teamId: [3] }) { items { id } }
        byConstruction: schedules(filter: { constructionId: $cid }) { items { id } }
        own: schedules(filter: { teamId: [1] }, pageSize: 200) { items { id } }
      }`,
      { c: other.construction, a: other.photo, s: other.schedule, cid: [other.construction] },
    );
    expect(data).toMatchObject({
      construction: null,
      attachment: null,
      schedule: null,
      byTeam: { items: [] },
      byConstruction: { items: [] },
    });
    expect(data.own.items.map((s) => s.id)).toContain(own.schedule);
  });

  it("cannot attach to, or delete from, another company's construction", async () => {
    const attach = await gql(
      stack.gateway.url,
      `mutation ($input: CreateAttachmentInput!) { createAttachment(input: $input) { id } }`,
      { token: partner, variables: { input: photo(other.construction, "横取り.jpg") } },
    );
    expect(attach.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const remove = await gql(
      stack.gateway.url,
      `mutation ($id: ID!) { deleteAttachment(id: $id, version: 1) }`,
      { token: partner, variables: { id: other.photo } },
    );
    expect(remove.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("a role without MATTER_READ and without a scope is refused the attachments by the API", async () => {
    const linecode = (await stack.identity.tokens("linecode@example.jp")).idToken;
    const answer = await gql(
      stack.gateway.url,
      `query ($c: ID!) { construction(id: $c) { id attachments { id } } }`,
      { token: linecode, variables: { c: own.construction } },
    );
    expect(answer.body.data).toEqual({ construction: { id: own.construction, attachments: null } });
    expect(answer.body.errors?.[0]).toMatchObject({
      path: ["construction", "attachments"],
      extensions: { code: "FORBIDDEN" },
    });
  });
});
