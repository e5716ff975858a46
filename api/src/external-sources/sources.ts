// /basis/external-sources: the sources' settings (URL, mapping, key field, secret).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { redactUrl } from "@cfx/domain/redact-url";
import { eq, gte, inArray } from "drizzle-orm";
import { Type } from "typebox";
import { writeAudit } from "../history/audit";
import { badRequest } from "../platform/errors";
import {
  codeFilter,
  N,
  Opt,
  registerResource,
  FieldText,
  TextCode,
  textFilter,
  type Values,
} from "../platform/resource";
import { fieldsOf } from "./fields";
import {
  externalSources,
  runStatuses,
  sourceEncodings,
  sourceKinds,
  sourceTargetEntities,
} from "./tables";
import { AUTH_HEADER_CHARACTERS_MESSAGE, checkUrl, SECRET_MASK } from "./source-rules";
import { externalSourceFields } from "@cfx/domain/fields/external-sources";

/** The run statuses `failedSince` looks for. */
const FAILED_STATUSES = runStatuses.filter((s) => s === "失敗" || s === "一部失敗");

export function registerSources(app: FastifyInstance) {
  // The secret of a write, from prepare to afterWrite of the same request (`null`: remove it).
  const pendingSecrets = new WeakMap<FastifyRequest, string | null>();

  registerResource(app, {
    path: "/basis/external-sources",
    tag: "external-sources",
    label: "外部連携",
    description: "外部連携の設定: CSVファイルまたは HTTP JSON、列の対応、更新キー。",
    table: externalSources,
    readFlag: "masterManage",
    fields: {
      name: Type.String({ description: "名称" }),
      kind: TextCode(sourceKinds, "種類"),
      url: N(Type.String({ description: "HTTP JSON の URL" })),
      encoding: TextCode(sourceEncodings, "CSVの文字コード"),
      targetEntity: TextCode(sourceTargetEntities, "取り込み先（targets 対象物件 / matters 案件）"),
      columnMapping: Type.Record(Type.String(), Type.String(), {
        description: "連携元の列名 → 項目名",
      }),
      keyField: Type.String({
        description: "更新キーにする項目名（一致する行を更新、なければ登録）",
      }),
      enabled: Type.Boolean({ description: "有効" }),
      lastRunAt: N(Type.String({ format: "date-time", description: "最終実行日時" })),
      lastStatus: N(TextCode(runStatuses, "最終結果")),
      notes: N(Type.String({ description: "備考" })),
      hasAuthHeader: Type.Boolean({
        description: "認証ヘッダーが設定されているか（値そのものは返さない）",
      }),
    },
    create: Type.Object({
      name: Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: "\\S",
        "x-message": "必須項目です",
        description: "名称",
      }),
      kind: TextCode(sourceKinds, "種類"),
      url: Opt(
        FieldText(
          externalSourceFields.url,
          "HTTP JSON の URL（接続先は EXTERNAL_SOURCE_ALLOWED_HOSTS にあるものだけ）",
        ),
      ),
      encoding: Type.Optional(TextCode(sourceEncodings, "CSVの文字コード")),
      targetEntity: Type.Optional(TextCode(sourceTargetEntities, "取り込み先")),
      columnMapping: Type.Record(Type.String({ minLength: 1 }), Type.String(), {
        description: "連携元の列名 → 項目名",
      }),
      keyField: Type.String({ minLength: 1, maxLength: 50, description: "更新キーにする項目名" }),
      enabled: Type.Optional(Type.Boolean({ description: "有効" })),
      notes: Opt(FieldText(externalSourceFields.notes)),
      authHeader: Opt(
        Type.String({
          maxLength: 2000,
          description:
            "HTTP JSON の取得時に送る Authorization ヘッダーの値（例: Bearer …）。書き込み専用: 暗号化して保存し、読み取り・監査履歴・ログには出さない。null または空文字で削除、省略で変更なし。",
        }),
      ),
    }),
    filters: {
      name: Type.Optional(Type.String({ description: "名称の部分一致" })),
      kind: Type.Optional(TextCode(sourceKinds, "種類")),
      enabled: Type.Optional(Type.Boolean({ description: "有効" })),
      failedSince: Type.Optional(
        Type.String({
          format: "date",
          description:
            "この日（YYYY-MM-DD、日本時間）以降の最終実行が失敗または一部失敗だったものだけ",
        }),
      ),
    },
    where: (q) => [
      textFilter(externalSources.name, q.name),
      codeFilter(externalSources.kind, q.kind),
      q.enabled !== undefined ? eq(externalSources.enabled, q.enabled as boolean) : undefined,
      ...(q.failedSince
        ? [
            inArray(externalSources.lastStatus, FAILED_STATUSES),
            gte(externalSources.lastRunAt, new Date(`${String(q.failedSince)}T00:00:00+09:00`)),
          ]
        : []),
    ],
    sortable: {
      id: externalSources.id,
      name: externalSources.name,
      lastRunAt: externalSources.lastRunAt,
    },
    writeFlag: "masterManage",
    // The secret never reaches insertRecord/updateRecord (whose audit rows list every value
    // written): prepare takes it out, afterWrite seals and stores it beside the audited write.
    decorate: async (records) => {
      for (const record of records) {
        record.hasAuthHeader = record.authHeaderSecret != null;
        // Written by name: the record type keeps the column, the answer must not.
        const fields: Values = record;
        delete fields.authHeaderSecret;
        // A URL saved with credentials before they were refused: never read back with them.
        if (typeof record.url === "string") record.url = redactUrl(record.url);
      }
    },
    afterWrite: async ({ tx, request, before, after }) => {
      if (!pendingSecrets.has(request)) return;
      const plain = pendingSecrets.get(request);
      pendingSecrets.delete(request);
      const sealed = plain ? app.config.externalSourceSecrets.seal(plain) : null;
      const had = before?.authHeaderSecret != null;
      if (!had && sealed === null) return;
      await tx
        .update(externalSources)
        .set({ authHeaderSecret: sealed })
        .where(eq(externalSources.id, after.id));
      // The answer is built from this row: it must say whether a secret is set now.
      after.authHeaderSecret = sealed;
      await writeAudit(tx, {
        entity: "external_sources",
        entityId: after.id,
        action: "update",
        changes: {
          authHeader: { from: had ? SECRET_MASK : null, to: sealed ? SECRET_MASK : null },
        },
        userId: request.user.id,
      });
    },
    prepare: (v, { before, request }) => {
      if ("authHeader" in v) {
        const header = typeof v.authHeader === "string" ? v.authHeader.trim() : "";
        // Sent as an HTTP header: a line break would add headers of the caller's choosing.
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        if (/[\u0000-\u001f\u007f]/.test(header))
          throw badRequest({ authHeader: [AUTH_HEADER_CHARACTERS_MESSAGE] });
        pendingSecrets.set(request, header || null);
        delete v.authHeader;
      }
      const m = { ...before, ...v };
      // The URL written, and the kept one when a source becomes HTTP JSON: no JSON source can
      // point anywhere the allow-list does not name.
      checkUrl(v.url, app.config.externalSourceAllowedHosts);
      if (v.kind === "HTTP JSON" && v.url === undefined)
        checkUrl(m.url, app.config.externalSourceAllowedHosts);
      const fields = fieldsOf(String(m.targetEntity ?? "targets"));
      const errors: Record<string, string[]> = {};
      if (m.kind === "HTTP JSON" && !m.url) errors.url = ["HTTP JSON ではURLが必須です"];
      const bad = Object.values((m.columnMapping ?? {}) as Record<string, string>).filter(
        (f) => !fields.includes(f),
      );
      if (bad.length) errors.columnMapping = [`不明な項目名があります: ${bad.join("、")}`];
      if (!fields.includes(String(m.keyField)))
        errors.keyField = [`更新キーは ${fields.join("・")} のいずれかです`];
      if (Object.keys(errors).length) throw badRequest(errors);
      return v;
    },
  });
}
