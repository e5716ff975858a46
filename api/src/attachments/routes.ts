// /basis/attachments: stored files (generated documents, photos). Append-only: a regenerated
// document is a new row, so there is no PATCH. Reading needs matterRead (the download page's
// flag), except for a 工事担当, who reads the files of its own constructions (its photos) and
// nothing else. Writing needs the owner's edit flag and an owner the caller can see.
//
// 403 or 404 (docs/DOMAIN.md: "a missing record 404; a missing flag 403"), when a caller may not
// write a file: without any flag that reads attachments (引込線登録) the answer is 403 — the flag
// is missing, and that says nothing about any row; with one, a row outside the caller's scope
// (a 工事担当 and a target's file) is 404, exactly as for a row that does not exist, so an id
// tells nobody what exists beyond their scope; a row the caller sees without its owner's edit
// flag (a 交渉担当 and a target's file) is 403. GraphQL carries the same status (FORBIDDEN /
// NOT_FOUND). docs/CONTRACTS.md says the same.
import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { tokyoDate } from "@cfx/domain/dates";
import { Type } from "typebox";
import { documentTypeLabels } from "@cfx/domain/enumerations";
import type { Flag } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import { constructionResource, constructionScope } from "../constructions/resource";
import { FileNotFoundError, type FileStore } from "../files/store";
import { negotiations } from "../negotiations/tables";
import { badRequest, forbidden, notFound } from "../platform/errors";
import { DateOnly, errorResponses, IdParams } from "../platform/schemas";
import { likePattern } from "../platform/list";
import { matters } from "../projects/tables";
import {
  codeFilter,
  canRead,
  findVisible,
  getVisible,
  IntList,
  intFilter,
  N,
  Opt,
  registerResource,
  TextCode,
  visibleIds,
  type Resource,
  type Scoped,
} from "../platform/resource";
import { customers, targetDetails, targets } from "../targets/tables";
import { attachmentKinds, attachmentOwnerTypes, attachments } from "./tables";
import { peekStream, servedContentType, sniffPhotoType, storedContentType } from "./content-type";
import { isSafeFileName, UNSAFE_FILE_NAME_MESSAGE } from "./file-name";
import { zipStream } from "./zip";
import { limitPerUser } from "../platform/per-user-limit";

// Each kind of owner: the flag that writes its files, and the owner as a scoped parent (a
// construction is seen only by its company's 工事担当; the others by every signed-in user).
const owners: Record<(typeof attachmentOwnerTypes)[number], { owner: Scoped; flag: Flag }> = {
  target: { owner: { table: targets }, flag: "targetEdit" },
  targetDetail: { owner: { table: targetDetails }, flag: "targetEdit" },
  customer: { owner: { table: customers }, flag: "targetEdit" },
  matter: { owner: { table: matters }, flag: "targetEdit" },
  negotiation: { owner: { table: negotiations }, flag: "negotiationEdit" },
  construction: { owner: constructionResource, flag: "constructionEdit" },
};

/**
 * matterRead reads every file. Without it, a 工事担当 reads the files of the constructions in its
 * scope (the photos of its own work) and nobody else reads any (readFlag refuses them first).
 */
function attachmentScope(request: FastifyRequest) {
  if (hasFlag(request, "matterRead")) return undefined;
  if (!constructionScope(request)) return sql`false`;
  return and(
    eq(attachments.ownerType, "construction"),
    inArray(attachments.ownerId, visibleIds(constructionResource, request)!),
  );
}

/** Files of the customers whose name or kana contains the text. */
function customerNameFilter(raw: unknown) {
  if (typeof raw !== "string" || !raw.trim()) return undefined;
  const pattern = likePattern(raw.trim());
  return inArray(
    attachments.customerId,
    sql`(select ${customers.id} from ${customers} where ${customers.name} ilike ${pattern} or ${customers.nameKana} ilike ${pattern})`,
  );
}

/** Instants on calendar days from/to (inclusive) in Tokyo (no daylight saving: UTC+9). */
function tokyoDayRange(col: typeof attachments.createdAt, from: unknown, to: unknown) {
  const midnight = (day: string, plusDays = 0) =>
    new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000);
  return [
    typeof from === "string" && from ? gte(col, midnight(from)) : undefined,
    typeof to === "string" && to ? lt(col, midnight(to, 1)) : undefined,
  ];
}

/**
 * RFC 6266/8187 `filename*`: every byte outside attr-char percent-encoded — encodeURIComponent
 * leaves ' ( ) * as they are, and a bare ' would end the charset part.
 */
function contentDisposition(fileName: string) {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

export const PHOTO_TYPE_MESSAGE = "写真として登録できるのは JPEG・PNG・WebP・HEIC の画像だけです";

// type/subtype with RFC 6838 name characters: a stored MIME type is sent back as Content-Type.
const MIME_TYPE = "^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,63}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,63}$";

/**
 * Stores bytes in the file store and returns the row values describing them. The key is new
 * every time and made of the content's hash and a random id, never of the user's file name
 * (which lives only in the row): no name can reach a path, a URL or another file's key.
 */
export async function storeFile(store: FileStore, bytes: Buffer, contentType: string) {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = `attachments/${sha256.slice(0, 2)}/${randomUUID()}`;
  await store.put(storageKey, bytes, { contentType, contentLength: bytes.length });
  return { sha256, size: bytes.length, storageKey };
}

/** The stored file of a row; a row whose file is gone answers 404 like a row that is gone. */
async function openStored(store: FileStore, storageKey: string) {
  try {
    return await store.get(storageKey);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound();
    throw error;
  }
}

export const attachmentResource: Resource<typeof attachments> = {
  path: "/basis/attachments",
  tag: "attachments",
  label: "添付ファイル",
  description:
    "添付ファイル（帳票PDF・写真など）。上書きはせず、作り直した帳票は新しい行になる。閲覧は matterRead（工事担当は自社の工事の添付だけ）。登録・削除は所有者の編集権限と、所有者が見えること。",
  table: attachments,
  updatable: false,
  readFlag: (request) => hasFlag(request, "matterRead") || constructionScope(request) !== undefined,
  scope: attachmentScope,
  fields: {
    ownerType: TextCode(attachmentOwnerTypes, "所有者の種類"),
    ownerId: Type.Integer({ description: "所有者ID" }),
    kind: TextCode(attachmentKinds, "種類（document 帳票 / photo 写真 / other その他）"),
    documentType: N(
      Type.Integer({
        description: `帳票種別: ${Object.entries(documentTypeLabels)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}`,
      }),
    ),
    fileName: Type.String({ description: "ファイル名" }),
    mimeType: Type.String({ description: "MIMEタイプ" }),
    size: Type.Integer({ description: "バイト数" }),
    sha256: Type.String({ description: "SHA-256（16進）" }),
    storageKey: Type.String({ description: "保存先キー" }),
    negotiationId: N(Type.Integer({ description: "属する交渉ID（所有者から保存時に決まる）" })),
    matterId: N(Type.Integer({ description: "属する案件ID" })),
    projectId: N(Type.Integer({ description: "属するプロジェクトID" })),
    targetId: N(Type.Integer({ description: "属する対象物件ID" })),
    customerId: N(Type.Integer({ description: "属する顧客ID（交渉の顧客）" })),
  },
  create: Type.Object({
    ownerType: TextCode(attachmentOwnerTypes, "所有者の種類"),
    ownerId: Type.Integer({ minimum: 1, description: "所有者ID" }),
    kind: Type.Optional(TextCode(attachmentKinds, "種類")),
    documentType: Opt(
      Type.Integer({
        enum: [1, 2, 3, 4, 5, 6, 7, 8],
        description: "帳票種別（1〜8）",
        "x-message": "選択肢の中から選んでください",
      }),
    ),
    fileName: Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: "\\S",
      "x-message": "必須項目です",
      description: "ファイル名",
    }),
    mimeType: Type.String({
      maxLength: 100,
      pattern: MIME_TYPE,
      "x-message": "MIMEタイプの形式が正しくありません",
      description: "MIMEタイプ（例: image/jpeg）",
    }),
    contentBase64: Type.String({ minLength: 1, description: "ファイルの中身（Base64）" }),
  }),
  filters: {
    ownerType: Type.Optional(TextCode(attachmentOwnerTypes, "所有者の種類")),
    ownerId: Type.Optional(IntList("所有者ID")),
    documentType: Type.Optional(IntList("帳票種別")),
    kind: Type.Optional(TextCode(attachmentKinds, "種類")),
    projectId: Type.Optional(Type.Integer({ minimum: 1, description: "プロジェクトID" })),
    targetId: Type.Optional(Type.Integer({ minimum: 1, description: "対象物件ID" })),
    customerName: Type.Optional(
      Type.String({ maxLength: 100, description: "顧客名・カナ（部分一致）" }),
    ),
    createdFrom: Type.Optional(DateOnly),
    createdTo: Type.Optional(DateOnly),
  },
  where: (q) => [
    codeFilter(attachments.ownerType, q.ownerType),
    intFilter(attachments.ownerId, q.ownerId),
    intFilter(attachments.documentType, q.documentType),
    codeFilter(attachments.kind, q.kind),
    intFilter(attachments.projectId, q.projectId),
    intFilter(attachments.targetId, q.targetId),
    customerNameFilter(q.customerName),
    ...tokyoDayRange(attachments.createdAt, q.createdFrom, q.createdTo),
  ],
  sortable: {
    id: attachments.id,
    createdAt: attachments.createdAt,
    fileName: attachments.fileName,
    documentType: attachments.documentType,
  },
  defaultSort: "id",
  writeFlag: (v) => owners[v.ownerType as keyof typeof owners]?.flag ?? "masterManage",
  prepare: async (v, { tx, request }) => {
    // The owner must be live and visible to the caller: "missing" and "not yours" read the same.
    const owner = owners[v.ownerType as keyof typeof owners];
    if (
      !owner ||
      v.ownerId === undefined ||
      !(await findVisible(tx, owner.owner, v.ownerId, request))
    )
      throw badRequest({ ownerId: ["添付先のデータが存在しません"] });
    v.kind ??= v.documentType ? "document" : "other";
    if (v.kind === "document" && !v.documentType)
      throw badRequest({ documentType: ["帳票種別を選択してください"] });
    if (!isSafeFileName(String(v.fileName)))
      throw badRequest({ fileName: [UNSAFE_FILE_NAME_MESSAGE] });
    const bytes = Buffer.from(String(v.contentBase64), "base64");
    if (!bytes.length) throw badRequest({ contentBase64: ["ファイルが空です"] });
    // A photo is shown by the web app: only what its bytes prove to be a JPEG, PNG, WebP or HEIC.
    if (v.kind === "photo" && !sniffPhotoType(bytes))
      throw badRequest({ contentBase64: [PHOTO_TYPE_MESSAGE] });
    delete v.contentBase64;
    // The type the bytes are, never one the uploader only claimed (content-type.ts).
    v.mimeType = storedContentType(bytes, String(v.mimeType));
    const app = request.server;
    return { ...v, ...(await storeFile(app.config.fileStore, bytes, String(v.mimeType))) };
  },
};

export default async function attachmentsRoutes(app: FastifyInstance) {
  // 403 before 404 for a caller who reads no attachment at all (the rule at the top).
  app.addHook("onRequest", async (request) => {
    if (request.method === "DELETE" && !canRead(attachmentResource, request)) throw forbidden();
  });
  registerResource(app, attachmentResource);
  app.get(
    "/basis/attachments/zip",
    {
      onRequest: async (request) => {
        if (!canRead(attachmentResource, request)) throw forbidden();
      },
      preHandler: limitPerUser("zip"),
      schema: {
        tags: ["attachments"],
        summary: "複数の添付ファイルをZIPでダウンロード",
        description:
          "ids の添付（100件まで、閲覧できるものだけ）を1つのZIPにする。1件でも見えない・無いものがあれば404。名前が重なる場合は「名前 (2).pdf」とする。",
        querystring: Type.Object({
          ids: Type.String({
            pattern: "^\\d+(,\\d+){0,99}$",
            description: "添付ID（カンマ区切り、100件まで）",
            "x-message": "ダウンロードするファイルを100件まで選んでください",
          }),
        }),
        response: {
          200: Type.Unsafe({ type: "string", format: "binary", description: "ZIP" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const ids = [...new Set((request.query as { ids: string }).ids.split(",").map(Number))];
      const rows = await app.db
        .select({
          id: attachments.id,
          fileName: attachments.fileName,
          storageKey: attachments.storageKey,
          createdAt: attachments.createdAt,
        })
        .from(attachments)
        .where(
          and(
            inArray(attachments.id, ids),
            isNull(attachments.deletedAt),
            attachmentScope(request),
          ),
        );
      if (rows.length !== ids.length) throw notFound();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const name = `帳票_${tokyoDate().replace(/-/g, "")}.zip`;
      return reply
        .type("application/zip")
        .header("Content-Disposition", contentDisposition(name))
        .header("X-Content-Type-Options", "nosniff")
        .send(
          zipStream(
            app.config.fileStore,
            ids.map((id) => byId.get(id)!),
          ),
        );
    },
  );
  app.get(
    "/basis/attachments/:id/content",
    {
      onRequest: async (request) => {
        if (!canRead(attachmentResource, request)) throw forbidden();
      },
      schema: {
        tags: ["attachments"],
        summary: "添付ファイルの中身（ダウンロード）",
        description:
          "閲覧できる添付だけ（一覧と同じ範囲）。常に Content-Disposition: attachment と X-Content-Type-Options: nosniff で返す。",
        params: IdParams,
        response: {
          200: Type.Unsafe({ type: "string", format: "binary", description: "ファイルの中身" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const row = await getVisible(
        app.db,
        attachmentResource,
        (request.params as { id: number }).id,
        request,
      );
      // Streamed from the store as it is sent: a large photo never sits whole in memory.
      const file = await openStored(app.config.fileStore, row.storageKey);
      // The type is read again from the bytes (rows stored before #36 were not checked): a
      // photo or a PDF keeps its type, anything else is octet-stream in a CSP sandbox, so even
      // opened by itself (a blob: URL in a new tab) it runs no script in any origin. Always a
      // download (`attachment`), and nosniff so the browser does not guess either.
      const { head, body } = await peekStream(file.body);
      const type = servedContentType(head);
      if (type === "application/octet-stream")
        void reply.header("Content-Security-Policy", "sandbox");
      return reply
        .type(type)
        .header("Content-Disposition", contentDisposition(row.fileName))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Length", file.contentLength)
        .send(body);
    },
  );
}
