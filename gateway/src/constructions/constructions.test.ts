// Construction generation, dispatch, work items, measurements and completion through the
// gateway, over real HTTP, against the real API and real tokens. The steps follow the workflow of
// docs/DOMAIN.md: a construction only for an agreed matter, 指示待ち → 指示済 / 日程確定 (a slot dated
// today or later) → 施工中 → 完了.
import { tokyoDate } from "@cfx/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { agree, createMatters, ok, type MatterFixture } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let fixture: MatterFixture;

/** A calendar day `days` from today in JST (dispatch books only today or later). */
const day = (days: number) => tokyoDate(new Date(Date.now() + days * 86_400_000));
const SLOT_DAY = day(30);

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  fixture = await createMatters(stack.gateway.url, admin, 3, { customerEvery: 1 });
  // The first two matters' negotiations end 合意; the third stays open.
  await agree(stack.gateway.url, admin, fixture.matterIds.slice(0, 2));
});

type Actions = {
  dispatch: boolean;
  schedule: boolean;
  start: boolean;
  complete: boolean;
  postpone: boolean;
  cancel: boolean;
  delete: boolean;
};
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
  allowedStatuses: number[];
  can: Actions;
  matter: { statusLabel: string };
  entries: { id: string; item: string; quantity: number; version: number }[];
  measurements: { id: string; judgement: string | null; passed: boolean; version: number }[];
};
const CONSTRUCTION_FIELDS = `id code version status statusLabel workTypeLabel matterId scheduledDate slot
  allowedStatuses can { dispatch schedule start complete postpone cancel delete }
  team { id name } associateCompany { id name } matter { statusLabel }
  entries { id item quantity version } measurements { id judgement passed version }`;

/** Every action false but the named ones. */
const only = (...allowed: (keyof Actions)[]): Actions => ({
  dispatch: allowed.includes("dispatch"),
  schedule: allowed.includes("schedule"),
  start: allowed.includes("start"),
  complete: allowed.includes("complete"),
  postpone: allowed.includes("postpone"),
  cancel: allowed.includes("cancel"),
  delete: allowed.includes("delete"),
});

let constructions: Construction[] = [];

const UPDATE = `mutation ($id: ID!, $input: UpdateConstructionInput!) { updateConstruction(id: $id, input: $input) { ${CONSTRUCTION_FIELDS} } }`;
const DISPATCH = `mutation ($id: ID!, $input: DispatchConstructionInput!) { dispatchConstruction(id: $id, input: $input) { ${CONSTRUCTION_FIELDS} } }`;

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
    // The spec's path, not the API's older alias.
    expect(stack.api.count("POST /api/v1/basis/construction-generate")).toBe(1);
    expect(stack.api.count("POST /api/v1/construction-generate")).toBe(0);
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

describe("what may be done next", () => {
  it("a 指示待ち construction offers dispatch, scheduling and cancelling, per the caller's flags", async () => {
    // 管理者: every flag. 発注担当: constructionEdit and instructionSend. 工事担当:
    // constructionEdit without instructionSend (and sees only its company's: none yet).
    // 引込線登録: no constructionEdit.
    const first = constructions[0]!;
    expect(first.allowedStatuses).toEqual([2, 3, 7]);
    expect(first.can).toEqual(only("dispatch", "schedule", "cancel", "delete"));

    const query = `query ($id: ID!) { construction(id: $id) { allowedStatuses can { dispatch schedule start complete postpone cancel delete } } }`;
    const read = async (email: string) =>
      ok<{ construction: Pick<Construction, "allowedStatuses" | "can"> | null }>(
        stack.gateway.url,
        (await stack.identity.tokens(email)).idToken,
        query,
        { id: first.id },
      );
    expect((await read("order@example.jp")).construction).toEqual({
      allowedStatuses: [2, 3, 7],
      can: only("dispatch", "schedule", "cancel", "delete"),
    });
    expect((await read("linecode@example.jp")).construction).toEqual({
      allowedStatuses: [],
      can: only(),
    });
  });
});

describe("dispatch", () => {
  let slotId: string;
  let slotVersion: number;

  it("books a free slot: 日程確定; a full slot and a past date are refused; a team alone is 指示済", async () => {
    const slot = await ok<{
      createConstructionFreeSchedule: { id: string; version: number; team: { id: number } };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($date: String!) { createConstructionFreeSchedule(input: { teamId: 1, date: $date, slot: "午前", capacity: 1 }) { id version team { id } } }`,
      { date: SLOT_DAY },
    );
    slotId = slot.createConstructionFreeSchedule.id;
    slotVersion = slot.createConstructionFreeSchedule.version;
    const first = constructions[0]!;
    const dispatched = await ok<{ dispatchConstruction: Construction }>(
      stack.gateway.url,
      admin,
      DISPATCH,
      {
        id: first.id,
        input: { teamId: 1, scheduledDate: SLOT_DAY, slot: "午前", version: first.version },
      },
    );
    expect(dispatched.dispatchConstruction).toMatchObject({
      status: 3,
      statusLabel: "日程確定",
      scheduledDate: SLOT_DAY,
      slot: "午前",
      team: { id: 1 },
      allowedStatuses: [4, 6, 7],
      can: only("schedule", "start", "postpone", "cancel", "delete"),
    });
    expect(dispatched.dispatchConstruction.associateCompany?.name).toBeTruthy();
    constructions[0] = dispatched.dispatchConstruction;

    const second = constructions[1]!;
    const full = await gql(stack.gateway.url, DISPATCH, {
      token: admin,
      variables: {
        id: second.id,
        input: { teamId: 1, scheduledDate: SLOT_DAY, slot: "午前", version: second.version },
      },
    });
    expect(full.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "slot", messages: ["この枠は満員です。別の日時を選択してください"] }],
    });
    const past = await gql(stack.gateway.url, DISPATCH, {
      token: admin,
      variables: {
        id: second.id,
        input: { teamId: 1, scheduledDate: day(-1), slot: "午前", version: second.version },
      },
    });
    expect(past.body.errors?.[0]).toMatchObject({
      message: "工事予定日は今日以降の日付を選択してください",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "scheduledDate" }] },
    });

    const teamOnly = await ok<{ dispatchConstruction: Construction }>(
      stack.gateway.url,
      admin,
      DISPATCH,
      { id: second.id, input: { teamId: 3, version: second.version } },
    );
    expect(teamOnly.dispatchConstruction).toMatchObject({
      status: 2,
      statusLabel: "指示済",
      team: { id: 3 },
      scheduledDate: null,
      slot: null,
      allowedStatuses: [3, 6, 7],
      can: only("dispatch", "schedule", "postpone", "cancel", "delete"),
    });
    constructions[1] = teamOnly.dispatchConstruction;
  });

  it("lists free slots with their bookings; changes and removes them", async () => {
    const listed = await ok<{
      constructionFreeSchedules: {
        items: { id: string; capacity: number; booked: number; remaining: number }[];
      };
    }>(
      stack.gateway.url,
      admin,
      `query ($date: String!) { constructionFreeSchedules(filter: { teamId: [1], dateFrom: $date, dateTo: $date, slot: "午前" }) { items { id capacity booked remaining } } }`,
      { date: SLOT_DAY },
    );
    expect(listed.constructionFreeSchedules.items).toEqual([
      { id: slotId, capacity: 1, booked: 1, remaining: 0 },
    ]);
    const updated = await ok<{
      updateConstructionFreeSchedule: { capacity: number; booked: number; remaining: number };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateConstructionFreeSchedule(id: $id, input: { capacity: 3, version: $version }) { capacity booked remaining } }`,
      { id: slotId, version: slotVersion },
    );
    expect(updated.updateConstructionFreeSchedule).toEqual({
      capacity: 3,
      booked: 1,
      remaining: 2,
    });
    const spare = await ok<{ createConstructionFreeSchedule: { id: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($date: String!) { createConstructionFreeSchedule(input: { teamId: 1, date: $date, slot: "午後", capacity: 1 }) { id version } }`,
      { date: day(31) },
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
    const record = (point: string, wavelengthNm: number, powerDbm: number) =>
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
        { input: { constructionId: construction.id, point, wavelengthNm, powerDbm } },
      );
    const good = (await record("V-ONU入力", 1550, -5.25)).createMeasurement;
    const bad = (await record("V-ONU入力", 1550, -20)).createMeasurement;
    expect(good).toMatchObject({
      judgement: "合格",
      passed: true,
      thresholdMin: -12,
      thresholdMax: 2,
    });
    expect(bad).toMatchObject({ judgement: "不合格", passed: false });
    // A measurement can be removed while the work is open.
    const extra = (await record("光コンセント", 1490, -15)).createMeasurement;
    const removed = await ok<{ deleteMeasurement: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteMeasurement(id: $id, version: $version) }`,
      { id: extra.id, version: extra.version },
    );
    expect(removed.deleteMeasurement).toBe(extra.id);

    // 日程確定 → 施工中; with measurements it can no longer be deleted.
    const started = await ok<{ updateConstruction: Construction }>(
      stack.gateway.url,
      admin,
      UPDATE,
      { id: construction.id, input: { status: 4, version: construction.version } },
    );
    expect(started.updateConstruction).toMatchObject({
      statusLabel: "施工中",
      allowedStatuses: [5, 6, 7],
      can: only("complete", "postpone", "cancel"),
    });
    const current = started.updateConstruction;
    expect(current.measurements.map((m) => m.passed)).toEqual([true, false]);
    const refused = await gql(stack.gateway.url, UPDATE, {
      token: admin,
      variables: { id: construction.id, input: { status: 5, version: current.version } },
    });
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

    const done = await ok<{ updateConstruction: Construction }>(stack.gateway.url, admin, UPDATE, {
      id: construction.id,
      input: { status: 5, resultNotes: "V-ONU交換完了", version: current.version },
    });
    expect(done.updateConstruction).toMatchObject({
      status: 5,
      statusLabel: "完了",
      matter: { statusLabel: "工事完了" },
      allowedStatuses: [],
      can: only(),
    });
    constructions[0] = done.updateConstruction;
  });

  it("lists constructions with filters; deletes one without measurements", async () => {
    const listed = await ok<{
      constructions: { items: { id: string; status: number }[]; pageInfo: { totalCount: number } };
    }>(
      stack.gateway.url,
      admin,
      `query ($ids: [ID!]) { constructions(filter: { matterId: $ids, status: [2, 5] }, sort: STATUS, order: DESC) { items { id status } pageInfo { totalCount } } }`,
      { ids: fixture.matterIds },
    );
    expect(listed.constructions.items.map((c) => c.status)).toEqual([5, 2]);
    const second = constructions[1]!;
    expect(second.can.delete).toBe(true);
    const deleted = await ok<{ deleteConstruction: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteConstruction(id: $id, version: $version) }`,
      { id: second.id, version: second.version },
    );
    expect(deleted.deleteConstruction).toBe(second.id);
  });

  it("creates a construction by hand once the matter is agreed; a refused transition arrives in Japanese", async () => {
    const matterId = fixture.matterIds[2]!;
    const create = `mutation ($m: ID!) { createConstruction(input: { matterId: $m, resultNotes: "手動" }) { ${CONSTRUCTION_FIELDS} } }`;
    const early = await gql(stack.gateway.url, create, {
      token: admin,
      variables: { m: matterId },
    });
    expect(early.body.errors?.[0]).toMatchObject({
      message: "交渉中の案件には工事を作成できません（交渉が合意した案件だけ）",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "matterId" }] },
    });

    await agree(stack.gateway.url, admin, [matterId]);
    const { createConstruction: created } = await ok<{ createConstruction: Construction }>(
      stack.gateway.url,
      admin,
      create,
      { m: matterId },
    );
    expect(created).toMatchObject({
      statusLabel: "指示待ち",
      matter: { statusLabel: "工事手配中" },
    });

    const jump = await gql<{ updateConstruction: unknown }>(stack.gateway.url, UPDATE, {
      token: admin,
      variables: { id: created.id, input: { status: 5, version: created.version } },
    });
    expect(jump.body.data).toBeNull();
    expect(jump.body.errors?.[0]).toMatchObject({
      message: "指示待ちの工事を完了には変更できません",
      path: ["updateConstruction"],
      extensions: {
        code: "BAD_USER_INPUT",
        http: { status: 400 },
        fieldErrors: [{ field: "status", messages: ["指示待ちの工事を完了には変更できません"] }],
      },
    });
    // Nothing was half-applied.
    const after = await ok<{ construction: Pick<Construction, "status" | "version"> }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { construction(id: $id) { status version } }`,
      { id: created.id },
    );
    expect(after.construction).toEqual({ status: 1, version: created.version });

    // 中止 is final: nothing may be done with it any more.
    const cancelled = await ok<{ updateConstruction: Construction }>(
      stack.gateway.url,
      admin,
      UPDATE,
      { id: created.id, input: { status: 7, version: created.version } },
    );
    expect(cancelled.updateConstruction).toMatchObject({
      statusLabel: "中止",
      allowedStatuses: [],
      can: only("delete"),
    });
  });
});

describe("a 工事担当 through the gateway: its own constructions' photos and schedules, nobody else's", () => {
  const photo = (ownerId: string, fileName: string) => ({
    ownerType: "construction",
    ownerId,
    kind: "photo",
    fileName,
    mimeType: "image/jpeg",
    // A JPEG's leading bytes: photos are checked by their content (api/src/attachments).
    contentBase64: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString("base64"),
  });
  let partner: string;
  const own = { construction: "", photo: "", schedule: "" };
  const other = { construction: "", photo: "", schedule: "" };

  beforeAll(async () => {
    partner = (await stack.identity.tokens("construction@example.jp")).idToken;
    const matters = await createMatters(stack.gateway.url, admin, 2, { customerEvery: 1 });
    await agree(stack.gateway.url, admin, matters.matterIds);
    // Company 1 (the partner's, team 1) and company 2 (team 3): dispatched to the team (指示済).
    for (const [side, company, team, i] of [
      [own, 1, 1, 0],
      [other, 2, 3, 1],
    ] as const) {
      const { createConstruction } = await ok<{
        createConstruction: { id: string; associateCompanyId: number };
      }>(
        stack.gateway.url,
        admin,
        `mutation ($m: ID!, $t: Int!) { createConstruction(input: { matterId: $m, teamId: $t }) { id associateCompanyId } }`,
        { m: matters.matterIds[i], t: team },
      );
      expect(createConstruction.associateCompanyId).toBe(company);
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
