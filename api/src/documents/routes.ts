// /documents: the settings of the three document pages, the live preview and the generator.
// Reading needs matterRead (the documents print contact details); saving and generating need
// negotiationEdit. Each generated PDF is a new attachment of the negotiation, never overwritten.
import type { FastifyInstance, FastifyReply } from "fastify";
import { Type, type Static } from "typebox";
import { splitHonorific } from "@cfx/domain/documents";
import { documentTypeLabels } from "@cfx/domain/enumerations";
import { attachmentResource } from "../attachments/routes";
import { requireFlag } from "../auth/hooks";
import { badRequest, notFound } from "../platform/errors";
import { limitDescription, limitedResponses, limitPerUser } from "../platform/per-user-limit";
import { present, type Loose } from "../platform/resource";
import { DateOnly, errorResponses, Nullable, RecordMeta } from "../platform/schemas";
import type { DocumentType } from "./document-data";
import { generateDocuments, previewDocument } from "./generate";
import { documentApplies, negotiationFacts } from "./records";
import { RENDER_RETRY_AFTER_SECONDS, RenderQueueFullError } from "./render-pool";
import { documentTypesOf, loadSettings, saveSettings } from "./settings";
import { documentSettingsKinds, type DocumentSettingsKind } from "./tables";

const Kind = Type.Union(
  documentSettingsKinds.map((k) => Type.Literal(k)),
  { description: "設定画面: contract 契約書類, request 工事依頼書類, removal 撤去承諾書" },
);
const SettingsParams = Type.Object({
  negotiationId: Type.Integer({ minimum: 1, description: "交渉ID" }),
  kind: Kind,
});
const DocumentTypeField = Type.Integer({
  minimum: 1,
  maximum: 8,
  description: `帳票種別: ${Object.entries(documentTypeLabels)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}`,
  "x-message": "帳票種別を選択してください",
});

const required = (maxLength: number, description: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: "\\S",
    "x-message": "必須項目です",
    description,
  });
const optional = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength, description })));

const Item = Type.Object({
  name: required(50, "品目"),
  quantity: Type.Integer({
    minimum: 1,
    maximum: 9999,
    description: "数量",
    "x-message": "1〜9999の整数を入力してください",
  }),
  unit: optional(10, "単位"),
  note: optional(100, "備考"),
});
const SettingsFields = {
  issueDate: DateOnly,
  addresseeName: required(100, "宛名"),
  addresseeAddress: optional(200, "宛先住所"),
  constructionDate: Type.Optional(Nullable(DateOnly)),
  constructionSlot: Type.Optional(
    Nullable(Type.Union([Type.Literal("午前"), Type.Literal("午後"), Type.Literal("終日")])),
  ),
  items: Type.Array(Item, { maxItems: 30, description: "品目（30行まで）" }),
  remarks: optional(2000, "備考"),
};
const SettingsBody = Type.Object(SettingsFields);
type SettingsInput = Static<typeof SettingsBody>;

const Issuer = Type.Object({
  companyName: Type.String(),
  postalCode: Nullable(Type.String()),
  address: Type.String(),
  phone: Type.String(),
  sealText: Type.String(),
});
const SettingsAnswer = Type.Object({
  id: Nullable(
    Type.Integer({ description: "保存した設定のID（未保存はnull）。監査履歴の document_settings" }),
  ),
  negotiationId: Type.Integer(),
  kind: Kind,
  saved: Type.Boolean({ description: "保存済みか（false: 記録からの既定値）" }),
  version: Type.Integer({ description: "楽観ロックの版（未保存は0）" }),
  ...SettingsFields,
  addresseeAddress: Nullable(Type.String()),
  constructionDate: Nullable(Type.String()),
  constructionSlot: Nullable(Type.String()),
  remarks: Nullable(Type.String()),
  lastTypes: Type.Array(Type.Integer(), { description: "前回作成した帳票種別" }),
  documentTypes: Type.Array(Type.Integer(), { description: "この画面で作成できる帳票種別" }),
  defaultTypes: Type.Array(Type.Integer(), {
    description: "この交渉に該当する帳票種別（前回作成がなければ既定で選ぶ）",
  }),
  issuer: Issuer,
  updatedAt: Nullable(Type.String({ format: "date-time" })),
  updatedBy: Nullable(Type.Integer()),
});

/**
 * 宛名 as stored: the name and at most one honorific (「山田 太郎 様\u3000様」 → 「山田 太郎\u3000様」); a
 * name typed without one is kept as it is (the documents add 様).
 */
function addresseeOf(text: string): string {
  const { name, honorific } = splitHonorific(text.trim());
  return honorific ? `${name}\u3000${honorific}` : name;
}

export const PAST_CONSTRUCTION_DATE = "工事予定日は発行日以降の日付を入力してください";

/** The settings as stored: absent optional values are null. */
function settingsValues(body: SettingsInput) {
  return {
    issueDate: body.issueDate,
    addresseeName: addresseeOf(body.addresseeName),
    addresseeAddress: body.addresseeAddress?.trim() || null,
    constructionDate: body.constructionDate ?? null,
    constructionSlot: body.constructionSlot ?? null,
    items: body.items.map((i) => ({
      name: i.name.trim(),
      quantity: i.quantity,
      unit: i.unit?.trim() || null,
      note: i.note?.trim() || null,
    })),
    remarks: body.remarks?.trim() || null,
  };
}

/** The render pool's queue is full: 503 with Retry-After, as the load shedder answers. */
async function busyWithRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof RenderQueueFullError)
      void reply.header("retry-after", String(RENDER_RETRY_AFTER_SECONDS));
    throw error;
  }
}

export default async function documentsRoutes(app: FastifyInstance) {
  async function factsOf(negotiationId: number) {
    const facts = await negotiationFacts(app.db, negotiationId);
    if (!facts) throw notFound("negotiationId", "交渉が見つかりません");
    return facts;
  }

  async function answer(negotiationId: number, kind: DocumentSettingsKind) {
    const facts = await factsOf(negotiationId);
    const view = await loadSettings(app.db, facts, negotiationId, kind);
    return {
      ...view,
      documentTypes: [...documentTypesOf[kind]],
      defaultTypes: documentTypesOf[kind].filter((t) => documentApplies(t, facts)),
      issuer: app.config.documentIssuer,
      updatedAt: view.updatedAt?.toISOString() ?? null,
    };
  }

  app.get(
    "/documents/settings/:negotiationId/:kind",
    {
      onRequest: requireFlag("matterRead"),
      schema: {
        tags: ["documents"],
        summary: "帳票設定の取得（未保存なら記録からの既定値）",
        description:
          "既定値: 発行日は今日、宛名は交渉の顧客（撤去承諾書はオーナー）、工事予定日と枠は手配済みの工事、品目は工事種別の組み合わせ。",
        params: SettingsParams,
        response: { 200: SettingsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { negotiationId, kind } = request.params as Static<typeof SettingsParams>;
      return answer(negotiationId, kind);
    },
  );

  // POST, not PUT: the first save creates the row, later ones update it under the version.
  app.post(
    "/documents/settings/:negotiationId/:kind",
    {
      onRequest: requireFlag("negotiationEdit"),
      schema: {
        tags: ["documents"],
        summary: "帳票設定の保存",
        description: "version 0 で初回保存、以降は読んだ版を送る（古い版は409）。監査履歴に残る。",
        params: SettingsParams,
        body: Type.Object({
          version: Type.Integer({ minimum: 0, description: "読んだ版（初回は0）" }),
          ...SettingsFields,
        }),
        response: { 200: SettingsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { negotiationId, kind } = request.params as Static<typeof SettingsParams>;
      const body = request.body as SettingsInput & { version: number };
      // A notice of work already past is no notice (#37.10): the work comes on or after the issue.
      if (body.constructionDate && body.constructionDate < body.issueDate)
        throw badRequest({ constructionDate: [PAST_CONSTRUCTION_DATE] });
      await factsOf(negotiationId);
      await app.db.transaction((tx) =>
        saveSettings(tx, negotiationId, kind, body.version, settingsValues(body), request.user.id),
      );
      return answer(negotiationId, kind);
    },
  );

  app.post(
    "/documents/preview",
    {
      onRequest: [requireFlag("matterRead"), limitPerUser("preview")],
      schema: {
        tags: ["documents"],
        summary: "帳票のプレビュー（保存しない）",
        description:
          "編集中の設定で1種類の帳票PDFを作り、Base64で返す。何も保存しない。" +
          limitDescription("preview"),
        body: Type.Object({
          negotiationId: Type.Integer({ minimum: 1, description: "交渉ID" }),
          documentType: DocumentTypeField,
          settings: SettingsBody,
        }),
        response: {
          200: Type.Object({
            contentBase64: Type.String({ description: "PDF（Base64）" }),
            size: Type.Integer({ description: "バイト数" }),
            pageCount: Type.Integer({ description: "ページ数" }),
          }),
          ...errorResponses,
          ...limitedResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        negotiationId: number;
        documentType: DocumentType;
        settings: SettingsInput;
      };
      const facts = await factsOf(body.negotiationId);
      return busyWithRetryAfter(
        reply,
        previewDocument(
          body.documentType,
          facts,
          settingsValues(body.settings),
          app.config.documentIssuer,
        ),
      );
    },
  );

  app.post(
    "/documents/generate",
    {
      onRequest: [requireFlag("negotiationEdit"), limitPerUser("generate")],
      schema: {
        tags: ["documents"],
        summary: "帳票の作成（交渉の添付として保存）",
        description:
          "画面の保存済み設定（未保存なら既定値）で選んだ帳票PDFを作り、それぞれ交渉の新しい添付として保存する（上書きしない）。全件を1トランザクションで保存する。" +
          limitDescription("generate"),
        body: Type.Object({
          negotiationId: Type.Integer({ minimum: 1, description: "交渉ID" }),
          kind: Kind,
          documentTypes: Type.Array(DocumentTypeField, {
            minItems: 1,
            maxItems: 8,
            uniqueItems: true,
            "x-message": "作成する帳票を選んでください",
          }),
        }),
        response: {
          200: Type.Array(Type.Object({ ...RecordMeta, ...attachmentResource.fields }), {
            description: "作成した添付（指定の順）",
          }),
          ...errorResponses,
          ...limitedResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        negotiationId: number;
        kind: DocumentSettingsKind;
        documentTypes: DocumentType[];
      };
      const allowed = documentTypesOf[body.kind];
      const wrong = body.documentTypes.filter((t) => !allowed.includes(t));
      if (wrong.length)
        throw badRequest({
          documentTypes: [
            `この画面で作成できない帳票です: ${wrong.map((t) => documentTypeLabels[t]).join("、")}`,
          ],
        });
      const facts = await factsOf(body.negotiationId);
      const view = await loadSettings(app.db, facts, body.negotiationId, body.kind);
      const rows = await busyWithRetryAfter(
        reply,
        generateDocuments(app, request.user.id, {
          negotiationId: body.negotiationId,
          documentTypes: body.documentTypes,
          facts,
          settings: view,
        }),
      );
      return present(attachmentResource as Loose, rows, app.db, request);
    },
  );
}
