// The documents through the gateway, over real HTTP against the real API: a page's settings,
// the preview, the generation, 帳票一覧's rows with their place in the flow, and the ZIP route.
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { createMatters, ok, type MatterFixture } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
let fixture: MatterFixture;
let negotiationId: string;

const SETTINGS = `id negotiationId kind saved version issueDate addresseeName addresseeAddress
  constructionDate constructionSlot items { name quantity unit note } remarks lastTypes
  documentTypes { type label } issuer { companyName sealText } updatedBy { name }`;

type Settings = {
  id: string | null;
  kind: string;
  saved: boolean;
  version: number;
  issueDate: string;
  addresseeName: string;
  items: { name: string; quantity: number; unit: string | null; note: string | null }[];
  remarks: string | null;
  lastTypes: number[];
  documentTypes: { type: number; label: string }[];
  updatedBy: { name: string } | null;
};

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  fixture = await createMatters(stack.gateway.url, admin, 1, { customerEvery: 1 });
  const data = await ok<{ matter: { negotiations: { id: string }[] } }>(
    stack.gateway.url,
    admin,
    `query ($id: ID!) { matter(id: $id) { negotiations { id } } }`,
    { id: fixture.matterIds[0] },
  );
  negotiationId = data.matter.negotiations[0]!.id;
});

const settingsInput = (s: Settings, remarks: string) => ({
  issueDate: s.issueDate,
  addresseeName: s.addresseeName,
  items: s.items.map(({ name, quantity, unit, note }) => ({ name, quantity, unit, note })),
  remarks,
});

describe("documents", () => {
  it("reads the defaults, saves under the version, previews and generates", async () => {
    const { documentSettings: defaults } = await ok<{ documentSettings: Settings }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { documentSettings(negotiationId: $id, kind: CONTRACT) { ${SETTINGS} } }`,
      { id: negotiationId },
    );
    expect(defaults).toMatchObject({ kind: "CONTRACT", saved: false, version: 0, id: null });
    expect(defaults.documentTypes.map((t) => t.label)).toEqual([
      "オーナー端末契約書",
      "光加入申込書",
      "BS4K/8K工事確認書",
      "電話事前確認シート",
      "解約のご案内",
    ]);

    const SAVE = `mutation ($input: SaveDocumentSettingsInput!) { saveDocumentSettings(input: $input) { ${SETTINGS} } }`;
    const saved = await ok<{ saveDocumentSettings: Settings }>(stack.gateway.url, admin, SAVE, {
      input: {
        negotiationId,
        kind: "CONTRACT",
        version: 0,
        settings: settingsInput(defaults, "ゲートウェイ経由"),
      },
    });
    expect(saved.saveDocumentSettings).toMatchObject({
      saved: true,
      version: 1,
      remarks: "ゲートウェイ経由",
    });
    expect(saved.saveDocumentSettings.updatedBy?.name).toBeTruthy();
    const stale = await gql(stack.gateway.url, SAVE, {
      token: admin,
      variables: {
        input: {
          negotiationId,
          kind: "CONTRACT",
          version: 0,
          settings: settingsInput(defaults, "x"),
        },
      },
    });
    expect(stale.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");

    const history = await ok<{ history: { action: string }[] }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { history(entity: DOCUMENT_SETTINGS, id: $id) { action } }`,
      { id: saved.saveDocumentSettings.id },
    );
    expect(history.history).toHaveLength(1);

    const preview = await ok<{
      documentPreview: { contentBase64: string; size: number; pageCount: number };
    }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!, $settings: DocumentSettingsInput!) { documentPreview(negotiationId: $id, documentType: 5, settings: $settings) { contentBase64 size pageCount } }`,
      { id: negotiationId, settings: settingsInput(defaults, "プレビュー") },
    );
    const bytes = Buffer.from(preview.documentPreview.contentBase64, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(preview.documentPreview.size).toBe(bytes.length);

    const generated = await ok<{
      generateDocuments: {
        id: string;
        documentTypeLabel: string;
        fileName: string;
        negotiation: { id: string; code: string };
        matter: { id: string };
        project: { name: string };
        target: { code: string };
        customer: { name: string };
        createdBy: { name: string };
      }[];
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: GenerateDocumentsInput!) { generateDocuments(input: $input) {
        id documentTypeLabel fileName negotiation { id code } matter { id } project { name }
        target { code } customer { name } createdBy { name } } }`,
      { input: { negotiationId, kind: "CONTRACT", documentTypes: [3, 6] } },
    );
    const [first, second] = generated.generateDocuments;
    expect(first).toMatchObject({
      documentTypeLabel: "光加入申込書",
      negotiation: { id: negotiationId },
      matter: { id: fixture.matterIds[0] },
    });
    expect(first!.fileName).toMatch(/^光加入申込書_NE-\d{8}_\d{8}\.pdf$/);
    expect(first!.target.code).toMatch(/^TA-/);
    expect(first!.customer.name).toBeTruthy();
    expect(first!.createdBy.name).toBeTruthy();
    expect(second!.documentTypeLabel).toBe("電話事前確認シート");

    // 帳票一覧 filtered by the project and the type: the two files, nested in one answer.
    const list = await ok<{
      attachments: { items: { id: string }[]; pageInfo: { totalCount: number } };
    }>(
      stack.gateway.url,
      admin,
      `query ($filter: AttachmentFilter) { attachments(filter: $filter, sort: DOCUMENT_TYPE) { items { id } pageInfo { totalCount } } }`,
      { filter: { projectId: fixture.projectId, documentType: [3, 6] } },
    );
    expect(list.attachments.items.map((a) => a.id)).toEqual([first!.id, second!.id]);

    // Both as one ZIP through the gateway's download route, with the caller's token.
    const zip = await fetch(
      `${stack.gateway.url}/files/attachments.zip?id=${first!.id}&id=${second!.id}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-disposition")).toMatch(/^attachment; filename\*=UTF-8''/);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual([first!.fileName, second!.fileName].sort());
    const anonymous = await fetch(`${stack.gateway.url}/files/attachments.zip?id=${first!.id}`);
    expect(anonymous.status).toBe(401);
    const bad = await fetch(`${stack.gateway.url}/files/attachments.zip?id=abc`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bad.status).toBe(404);
  });

  it("a user without NEGOTIATION_EDIT may not generate", async () => {
    const order = (await stack.identity.tokens("order@example.jp")).idToken;
    const answer = await gql(
      stack.gateway.url,
      `mutation ($input: GenerateDocumentsInput!) { generateDocuments(input: $input) { id } }`,
      {
        token: order,
        variables: { input: { negotiationId, kind: "REQUEST", documentTypes: [1] } },
      },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
