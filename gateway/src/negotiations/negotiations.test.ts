// Negotiations, their history, schedules and attachments through the gateway, over real HTTP,
// against the real API and real tokens.
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
});

type Actions = { complete: boolean; reassign: boolean; delete: boolean };
type Negotiation = {
  id: string;
  code: string;
  version: number;
  negotiationStatusId: number;
  statusLabel: string;
  completeReason: number;
  completeReasonLabel: string;
  completedAt: string | null;
  allowedStatuses: number[];
  can: Actions;
  matter: { id: string; status: number; statusLabel: string };
  customer: { id: string } | null;
};
const NEGOTIATION_FIELDS = `id code version negotiationStatusId statusLabel negotiationStatus { name } completeReason completeReasonLabel
  completedAt scheduledAt allowedStatuses can { complete reassign delete }
  matter { id status statusLabel } customer { id }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateNegotiationInput!) { updateNegotiation(id: $id, input: $input) { ${NEGOTIATION_FIELDS} } }`;

/** The open negotiation the fixture instructed for `matterId`. */
async function fixtureNegotiation(matterId: string): Promise<Negotiation> {
  const data = await ok<{ matter: { negotiations: Negotiation[] } }>(
    stack.gateway.url,
    admin,
    `query ($id: ID!) { matter(id: $id) { negotiations { ${NEGOTIATION_FIELDS} } } }`,
    { id: matterId },
  );
  expect(data.matter.negotiations).toHaveLength(1);
  return data.matter.negotiations[0]!;
}

describe("negotiations", () => {
  let negotiation: Negotiation;

  it("one open negotiation per matter: the next is instructed once the last is handed over (引継ぎ)", async () => {
    const first = await fixtureNegotiation(fixture.matterIds[1]!);
    // The counterpart must be a customer of the matter's target: the one the fixture chose.
    const customerId = first.customer!.id;
    const input = {
      matterId: fixture.matterIds[1],
      customerId,
      negotiationStatusId: 3,
      scheduledAt: "2026-06-01T01:00:00.000Z",
    };
    const create = `mutation ($input: CreateNegotiationInput!) { createNegotiation(input: $input) { ${NEGOTIATION_FIELDS} } }`;
    const twice = await gql(stack.gateway.url, create, { token: admin, variables: { input } });
    expect(twice.body.errors?.[0]).toMatchObject({
      message: `この案件には進行中の交渉（${first.code}）があります`,
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "matterId" }] },
    });
    const handedOver = await ok<{ updateNegotiation: Negotiation }>(
      stack.gateway.url,
      admin,
      UPDATE,
      {
        id: first.id,
        input: { negotiationStatusId: 6, completeReason: 3, version: first.version },
      },
    );
    expect(handedOver.updateNegotiation).toMatchObject({
      completeReasonLabel: "引継ぎ",
      matter: { statusLabel: "交渉中" },
    });

    const data = await ok<{ createNegotiation: Negotiation }>(stack.gateway.url, admin, create, {
      input,
    });
    negotiation = data.createNegotiation;
    expect(negotiation.code).toBe(`NE-${negotiation.id.padStart(8, "0")}`);
    expect(negotiation).toMatchObject({
      negotiationStatusId: 3,
      statusLabel: "訪問予定",
      completeReasonLabel: "未選択",
      matter: { id: fixture.matterIds[1], statusLabel: "交渉中" },
      customer: { id: customerId },
    });
  });

  it("lists and reads negotiations", async () => {
    const data = await ok<{
      negotiations: { items: { id: string }[]; pageInfo: { totalCount: number } };
      negotiation: { id: string };
    }>(
      stack.gateway.url,
      admin,
      `query ($matterId: ID!, $id: ID!) {
        negotiations(filter: { matterId: [$matterId], negotiationStatusId: [3], scheduledFrom: "2026-05-31T00:00:00Z" }, sort: SCHEDULED_AT, order: DESC) { items { id } pageInfo { totalCount } }
        negotiation(id: $id) { id }
      }`,
      { matterId: fixture.matterIds[1], id: negotiation.id },
    );
    expect(data.negotiations.items.map((n) => n.id)).toEqual([negotiation.id]);
    expect(data.negotiations.pageInfo.totalCount).toBe(1);
    expect(data.negotiation.id).toBe(negotiation.id);
  });

  it("says what may be done next, per the caller's flags", async () => {
    // 管理者 (negotiationEdit): statuses 1–5 freely, 完了; 発注担当 (no negotiationEdit): nothing.
    expect(negotiation.allowedStatuses).toEqual([1, 2, 4, 5, 6]);
    expect(negotiation.can).toEqual({ complete: true, reassign: true, delete: true });
    const order = (await stack.identity.tokens("order@example.jp")).idToken;
    const read = await ok<{ negotiation: Pick<Negotiation, "allowedStatuses" | "can"> }>(
      stack.gateway.url,
      order,
      `query ($id: ID!) { negotiation(id: $id) { allowedStatuses can { complete reassign delete } } }`,
      { id: negotiation.id },
    );
    expect(read.negotiation).toEqual({
      allowedStatuses: [],
      can: { complete: false, reassign: false, delete: false },
    });
  });

  it("refuses 完了 without a reason with the API's field message", async () => {
    const answer = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateNegotiation(id: $id, input: { negotiationStatusId: 6, version: $version }) { id } }`,
      { token: admin, variables: { id: negotiation.id, version: negotiation.version } },
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "completeReason" }],
    });
  });

  it("records contacts: histories list oldest first under the negotiation", async () => {
    for (const [contactedAt, outcome] of [
      ["2026-06-02T01:00:00.000Z", "承諾"],
      ["2026-06-01T01:00:00.000Z", "不在"],
    ] as const) {
      await ok(
        stack.gateway.url,
        admin,
        `mutation ($input: CreateNegotiationHistoryInput!) { createNegotiationHistory(input: $input) { id } }`,
        {
          input: {
            negotiationId: negotiation.id,
            contactedAt,
            method: 3,
            counterpart: "本人",
            outcome,
            memo: "メモ",
          },
        },
      );
    }
    const data = await ok<{
      negotiation: {
        histories: {
          id: string;
          outcome: string;
          methodLabel: string;
          version: number;
          negotiation: { id: string };
        }[];
      };
    }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { negotiation(id: $id) { histories { id outcome methodLabel version negotiation { id } } } }`,
      { id: negotiation.id },
    );
    const histories = data.negotiation.histories;
    expect(histories.map((h) => h.outcome)).toEqual(["不在", "承諾"]);
    expect(histories[0]).toMatchObject({
      methodLabel: "電話",
      negotiation: { id: negotiation.id },
    });
    const updated = await ok<{ updateNegotiationHistory: { memo: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateNegotiationHistory(id: $id, input: { memo: "再訪問の約束", version: $version }) { memo version } }`,
      { id: histories[0]!.id, version: histories[0]!.version },
    );
    expect(updated.updateNegotiationHistory.memo).toBe("再訪問の約束");
    const list = await ok<{ negotiationHistories: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { negotiationHistories(filter: { negotiationId: [$id], outcome: "承諾" }) { items { id } } }`,
      { id: negotiation.id },
    );
    expect(list.negotiationHistories.items.map((h) => h.id)).toEqual([histories[1]!.id]);
    const deleted = await ok<{ deleteNegotiationHistory: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteNegotiationHistory(id: $id, version: $version) }`,
      { id: histories[0]!.id, version: updated.updateNegotiationHistory.version },
    );
    expect(deleted.deleteNegotiationHistory).toBe(histories[0]!.id);
  });

  it("books, moves and cancels a visit (schedule) of the negotiation", async () => {
    const created = await ok<{
      createSchedule: {
        id: string;
        version: number;
        kindLabel: string;
        negotiation: { id: string };
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateScheduleInput!) { createSchedule(input: $input) { id version kindLabel negotiation { id } } }`,
      {
        input: {
          kind: 2,
          userId: 1,
          startAt: "2026-06-03T01:00:00.000Z",
          endAt: "2026-06-03T02:00:00.000Z",
          title: "訪問（佐藤様）",
          negotiationId: negotiation.id,
        },
      },
    );
    expect(created.createSchedule).toMatchObject({
      kindLabel: "交渉",
      negotiation: { id: negotiation.id },
    });
    const moved = await ok<{ updateSchedule: { startAt: string; version: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateSchedule(id: $id, input: { startAt: "2026-06-03T03:00:00.000Z", endAt: "2026-06-03T04:00:00.000Z", version: $version }) { startAt version } }`,
      { id: created.createSchedule.id, version: created.createSchedule.version },
    );
    expect(moved.updateSchedule.startAt).toBe("2026-06-03T03:00:00.000Z");
    const listed = await ok<{
      schedules: { items: { id: string }[] };
      negotiation: { schedules: { id: string }[] };
    }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { schedules(filter: { negotiationId: [$id], kind: [2] }) { items { id } } negotiation(id: $id) { schedules { id } } }`,
      { id: negotiation.id },
    );
    expect(listed.schedules.items.map((s) => s.id)).toEqual([created.createSchedule.id]);
    expect(listed.negotiation.schedules.map((s) => s.id)).toEqual([created.createSchedule.id]);
    const deleted = await ok<{ deleteSchedule: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteSchedule(id: $id, version: $version) }`,
      { id: created.createSchedule.id, version: moved.updateSchedule.version },
    );
    expect(deleted.deleteSchedule).toBe(created.createSchedule.id);
  });

  it("a negotiation staff member may not book a construction schedule (kind 1)", async () => {
    const staff = (await stack.identity.tokens("negotiation@example.jp")).idToken;
    const answer = await gql(
      stack.gateway.url,
      `mutation { createSchedule(input: { kind: 1, userId: 1, startAt: "2026-06-03T01:00:00Z", endAt: "2026-06-03T02:00:00Z", title: "工事" }) { id } }`,
      { token: staff },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(stack.api.count("POST /api/v1/basis/schedules")).toBe(0);
  });

  it("stores a document as an attachment of the negotiation and lists it", async () => {
    const pdf = Buffer.from("%PDF-1.4\n% テスト\n").toString("base64");
    const created = await ok<{
      createAttachment: {
        id: string;
        version: number;
        documentTypeLabel: string;
        size: number;
        kind: string;
        downloadPath: string;
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateAttachmentInput!) { createAttachment(input: $input) { id version documentTypeLabel size kind downloadPath } }`,
      {
        input: {
          ownerType: "negotiation",
          ownerId: negotiation.id,
          documentType: 8,
          fileName: "撤去承諾書.pdf",
          mimeType: "application/pdf",
          contentBase64: pdf,
        },
      },
    );
    expect(created.createAttachment).toMatchObject({
      documentTypeLabel: "撤去承諾書",
      kind: "document",
    });
    const listed = await ok<{
      attachments: { items: { id: string }[] };
      negotiation: { attachments: { fileName: string }[] };
    }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { attachments(filter: { ownerType: "negotiation", ownerId: [$id], documentType: [8] }) { items { id } } negotiation(id: $id) { attachments { fileName } } }`,
      { id: negotiation.id },
    );
    expect(listed.attachments.items.map((a) => a.id)).toEqual([created.createAttachment.id]);
    expect(listed.negotiation.attachments).toEqual([{ fileName: "撤去承諾書.pdf" }]);

    // Any GraphQL client fetches the file on the gateway's origin with the same token (#39).
    const urls = await ok<{ attachment: { downloadUrl: string }; attachmentsZipUrl: string }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { attachment(id: $id) { downloadUrl } attachmentsZipUrl(ids: [$id]) }`,
      { id: created.createAttachment.id },
    );
    const origin = new URL(stack.gateway.url).origin;
    expect(urls.attachment.downloadUrl).toBe(
      `${origin}/files/attachments/${created.createAttachment.id}`,
    );
    const auth = { authorization: `Bearer ${admin}` };
    const file = await fetch(urls.attachment.downloadUrl, { headers: auth });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString("base64")).toBe(pdf);
    expect((await fetch(urls.attachment.downloadUrl)).status).toBe(401);
    const zip = await fetch(urls.attachmentsZipUrl, { headers: auth });
    expect(zip.status).toBe(200);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString("latin1"),
    ).toBe("PK");
    const tooMany = await gql(stack.gateway.url, `query { attachmentsZipUrl(ids: []) }`, {
      token: admin,
    });
    expect(tooMany.body.errors?.[0]?.message).toBe("ファイルは1〜100件のIDで指定してください");
    const deleted = await ok<{ deleteAttachment: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteAttachment(id: $id, version: $version) }`,
      { id: created.createAttachment.id, version: created.createAttachment.version },
    );
    expect(deleted.deleteAttachment).toBe(created.createAttachment.id);
  });

  it("completes with 合意: the matter becomes 合意; 完了 is final and is not deleted", async () => {
    const done = await ok<{ updateNegotiation: Negotiation }>(stack.gateway.url, admin, UPDATE, {
      id: negotiation.id,
      input: { negotiationStatusId: 6, completeReason: 1, version: negotiation.version },
    });
    expect(done.updateNegotiation).toMatchObject({
      statusLabel: "完了",
      completeReasonLabel: "合意",
      matter: { statusLabel: "合意" },
      allowedStatuses: [],
      can: { complete: false, reassign: false, delete: false },
    });
    expect(done.updateNegotiation.completedAt).toBeTruthy();
    const reopened = await gql(stack.gateway.url, UPDATE, {
      token: admin,
      variables: {
        id: negotiation.id,
        input: { negotiationStatusId: 1, version: done.updateNegotiation.version },
      },
    });
    expect(reopened.body.errors?.[0]).toMatchObject({
      message: "完了の交渉を未交渉には戻せません",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "negotiationStatusId" }] },
    });
    const deleted = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { deleteNegotiation(id: $id, version: $version) }`,
      { token: admin, variables: { id: negotiation.id, version: done.updateNegotiation.version } },
    );
    expect(deleted.body.errors?.[0]).toMatchObject({
      message: "完了した交渉は削除できません",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("deletes an open negotiation", async () => {
    const open = await fixtureNegotiation(fixture.matterIds[2]!);
    expect(open.can.delete).toBe(true);
    const deleted = await ok<{ deleteNegotiation: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteNegotiation(id: $id, version: $version) }`,
      { id: open.id, version: open.version },
    );
    expect(deleted.deleteNegotiation).toBe(open.id);
  });
});

describe("bulk negotiation instruction", () => {
  it("instructs a project's instructable matters in one call; a refused one is named and none is made", async () => {
    // The same targets in a new project: four fresh matters, one of them instructed by hand.
    const project = await ok<{ createProject: { id: string } }>(
      stack.gateway.url,
      admin,
      `mutation { createProject(input: { name: "一括交渉指示テスト", workType: 1 }) { id } }`,
    );
    const projectId = project.createProject.id;
    const added = await ok<{ addMattersToProject: { created: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `mutation ($input: AddMattersInput!) { addMattersToProject(input: $input) { created { id } } }`,
      { input: { projectId, targetIds: fixture.targetIds } },
    );
    const matterIds = added.addMattersToProject.created.map((m) => m.id);
    const busy = matterIds[0]!;
    await ok(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateNegotiationInput!) { createNegotiation(input: $input) { id } }`,
      { input: { matterId: busy } },
    );
    const instructable = await ok<{ matterIds: { ids: string[] } }>(
      stack.gateway.url,
      admin,
      `query ($filter: MatterFilter) { matterIds(filter: $filter) { ids } }`,
      { filter: { projectId: [projectId], instructable: true } },
    );
    const free = instructable.matterIds.ids;
    expect(free).toEqual(matterIds.slice(1));
    const MUTATION = `mutation ($input: BulkCreateNegotiationsInput!) { bulkCreateNegotiations(input: $input) { id assigneeUserId scheduledAt matter { id statusLabel } } }`;
    const input = { assigneeUserId: 5, visitFrom: "2031-03-03", visitTo: "2031-03-07" };
    const refused = await gql(stack.gateway.url, MUTATION, {
      token: admin,
      variables: { input: { ...input, matterIds: [...free, busy] } },
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        new RegExp(`^MT-${busy.padStart(8, "0")}: この案件には進行中の交渉`),
      ),
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ field: "matterIds" }] },
    });
    const made = await ok<{
      bulkCreateNegotiations: { matter: { id: string; statusLabel: string } }[];
    }>(stack.gateway.url, admin, MUTATION, { input: { ...input, matterIds: free } });
    expect(made.bulkCreateNegotiations.map((n) => n.matter.id)).toEqual(free);
    expect(made.bulkCreateNegotiations.every((n) => n.matter.statusLabel === "交渉中")).toBe(true);
    const listed = await ok<{ negotiations: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($filter: NegotiationFilter) { negotiations(filter: $filter, pageSize: 50) { items { id } } }`,
      { filter: { projectId: [projectId], open: true } },
    );
    expect(listed.negotiations.items).toHaveLength(matterIds.length);
  });
});
