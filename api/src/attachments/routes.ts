// /basis/attachments: stored files (generated documents, photos). Append-only: a regenerated
// document is a new row, so there is no PATCH. Reading needs matterRead (the download page's flag).
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { Type } from "typebox";
import { documentTypeLabels } from "@cfx/domain/enumerations";
import type { Flag } from "../auth/flags";
import { requireFlag } from "../auth/hooks";
import { constructions } from "../constructions/tables";
import { negotiations } from "../negotiations/tables";
import { findActive, type RecordTable } from "../platform/crud";
import { badRequest } from "../platform/errors";
import { errorResponses, IdParams } from "../platform/schemas";
import { matters } from "../projects/tables";
import {
  getVisible,
  IntList,
  intFilter,
  N,
  Opt,
  registerResource,
  Text,
  TextCode,
  type Resource,
} from "../targets/resource";
import { customers, targetDetails, targets } from "../targets/tables";
import { attachmentKinds, attachmentOwnerTypes, attachments } from "./tables";

const owners: Record<(typeof attachmentOwnerTypes)[number], { table: RecordTable; flag: Flag }> = {
  target: { table: targets, flag: "targetEdit" },
  targetDetail: { table: targetDetails, flag: "targetEdit" },
  customer: { table: customers, flag: "targetEdit" },
  matter: { table: matters, flag: "targetEdit" },
  negotiation: { table: negotiations, flag: "negotiationEdit" },
  construction: { table: constructions, flag: "constructionEdit" },
};

/** Stores bytes under filesDir/attachments and returns the row values describing them. */
export async function storeFile(filesDir: string, bytes: Buffer) {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = `attachments/${sha256.slice(0, 2)}/${randomUUID()}`;
  const file = path.join(filesDir, storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return { sha256, size: bytes.length, storageKey };
}

const resource: Resource<typeof attachments> = {
  path: "/basis/attachments",
  tag: "attachments",
  label: "添付ファイル",
  description:
    "添付ファイル（帳票PDF・写真など）。上書きはせず、作り直した帳票は新しい行になる。閲覧は matterRead。",
  table: attachments,
  updatable: false,
  readFlag: "matterRead",
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
    mimeType: Text(100, "MIMEタイプ"),
    contentBase64: Type.String({ minLength: 1, description: "ファイルの中身（Base64）" }),
  }),
  filters: {
    ownerType: Type.Optional(TextCode(attachmentOwnerTypes, "所有者の種類")),
    ownerId: Type.Optional(IntList("所有者ID")),
    documentType: Type.Optional(IntList("帳票種別")),
    kind: Type.Optional(TextCode(attachmentKinds, "種類")),
  },
  where: (q) => [
    q.ownerType ? eq(attachments.ownerType, q.ownerType as string) : undefined,
    intFilter(attachments.ownerId, q.ownerId),
    intFilter(attachments.documentType, q.documentType),
    q.kind ? eq(attachments.kind, q.kind as string) : undefined,
  ],
  sortable: {
    id: attachments.id,
    createdAt: attachments.createdAt,
    fileName: attachments.fileName,
  },
  defaultSort: "id",
  writeFlag: (v) => owners[v.ownerType as keyof typeof owners]?.flag ?? "masterManage",
  prepare: async (v, { tx, request }) => {
    const owner = owners[v.ownerType as keyof typeof owners];
    if (!owner || !(await findActive(tx, owner.table, v.ownerId as number)))
      throw badRequest({ ownerId: ["添付先のデータが存在しません"] });
    v.kind ??= v.documentType ? "document" : "other";
    if (v.kind === "document" && !v.documentType)
      throw badRequest({ documentType: ["帳票種別を選択してください"] });
    const bytes = Buffer.from(String(v.contentBase64), "base64");
    if (!bytes.length) throw badRequest({ contentBase64: ["ファイルが空です"] });
    delete v.contentBase64;
    const app = request.server;
    return { ...v, ...(await storeFile(app.config.filesDir, bytes)) };
  },
};

export default async function attachmentsRoutes(app: FastifyInstance) {
  registerResource(app, resource);
  app.get(
    "/basis/attachments/:id/content",
    {
      onRequest: requireFlag("matterRead"),
      schema: {
        tags: ["attachments"],
        summary: "添付ファイルの中身（ダウンロード）",
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
        resource,
        (request.params as { id: number }).id,
        request,
      );
      const bytes = await readFile(path.join(app.config.filesDir, row.storageKey));
      return reply
        .type(row.mimeType)
        .header(
          "Content-Disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .send(bytes);
    },
  );
}
