// /basis/external-sources, /basis/external-sources/detail and /bulk/execute/external-sources.
// A run reads a CSV (the request's file) or an HTTP JSON URL, maps source columns to our fields,
// upserts by the key field and records one ExternalSourceDetail with counts and row errors.
// Like the target import, a run never half-applies: when any row is bad, nothing of the batch is
// kept and the run is recorded as 失敗 with every bad row (row, field, message), so the source
// can be fixed and run again.
// Runs are written only here, by the runner (docs/DOMAIN.md, Workflows): /basis/external-sources/detail
// is read-only, so the run history cannot be forged, edited or erased through the API.
// An HTTP JSON URL must be on EXTERNAL_SOURCE_ALLOWED_HOSTS (allowed-hosts.ts), checked when it is
// saved and again when it runs; fetching is remote.ts (limits, one failure text).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasCredentials, redactUrl } from "@cfx/domain/redact-url";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import type { Tx } from "../db/client";
import { acceptCsvBodies, fileBytes } from "../import/body";
import { parseCsv, readCsv, type RowError } from "../import/csv";
import { clientLookupOf, liveClients, type ClientLookup } from "../import/client-lookup";
import { textLength, toTargetInput, tooLongMessage } from "../import/target-rows";
import { writeAudit } from "../platform/audit";
import { getActive, insertRecord, updateRecord } from "../platform/crud";
import { badRequest, HttpError } from "../platform/errors";
import { errorResponses } from "../platform/schemas";
import { matterStatuses, workTypes } from "../projects/domain";
import { matters, projects } from "../projects/tables";
import { checkMatterTargets, handMatterStatus } from "../projects/workflow";
import {
  IntList,
  intFilter,
  N,
  Opt,
  registerResource,
  Text,
  TextCode,
  textFilter,
  toRecord,
  type Resource,
  type Values,
} from "../platform/resource";
import { targets } from "../targets/tables";
import { fieldsCatalogue, fieldsOf } from "./fields";
import { HOST_NOT_ALLOWED_MESSAGE, isAllowedUrlText, type AllowedHost } from "./allowed-hosts";
import { DEFAULT_REMOTE_LIMITS, fetchJson, FETCH_FAILED_MESSAGE, RemoteFetchError } from "./remote";
import type { SecretBox } from "./secret-box";
import {
  externalSourceDetails,
  externalSources,
  runStatuses,
  sourceEncodings,
  sourceKinds,
  sourceTargetEntities,
} from "./tables";

const RowErrorSchema = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});

const detailFields = {
  externalSourceId: Type.Integer({ description: "外部連携ID" }),
  startedAt: Type.String({ format: "date-time", description: "開始日時" }),
  finishedAt: N(Type.String({ format: "date-time", description: "終了日時" })),
  status: TextCode(runStatuses, "結果"),
  rowsTotal: Type.Integer({ description: "総行数" }),
  rowsCreated: Type.Integer({ description: "登録件数" }),
  rowsUpdated: Type.Integer({ description: "更新件数" }),
  rowsFailed: Type.Integer({ description: "エラー件数" }),
  errors: Type.Array(RowErrorSchema, { description: "行ごとのエラー" }),
};
// Written only by the runner below: a read-only resource (no POST, PATCH or DELETE), so a run can
// be neither invented nor changed nor hidden through the API.
const runHistory: Resource<typeof externalSourceDetails> = {
  readOnly: true,
  path: "/basis/external-sources/detail",
  tag: "external-sources",
  label: "外部連携の実行結果",
  description:
    "外部連携の1回の実行: 件数と行ごとのエラー。/bulk/execute/external-sources だけが作る（読み取り専用）。",
  table: externalSourceDetails,
  readFlag: "masterManage",
  fields: detailFields,
  filters: {
    externalSourceId: Type.Optional(IntList("外部連携ID")),
    status: Type.Optional(TextCode(runStatuses, "結果")),
  },
  where: (q) => [
    intFilter(externalSourceDetails.externalSourceId, q.externalSourceId),
    q.status ? eq(externalSourceDetails.status, q.status as string) : undefined,
  ],
  sortable: { id: externalSourceDetails.id, startedAt: externalSourceDetails.startedAt },
};

export const URL_CREDENTIALS_MESSAGE =
  "URLにユーザー名やパスワードを含めることはできません。認証が必要な場合は「認証ヘッダー」に入力してください";
export const AUTH_HEADER_CHARACTERS_MESSAGE = "認証ヘッダーに改行や制御文字は使えません";
/** How a set secret shows in the audit history: that it was set or changed, never its value. */
export const SECRET_MASK = "********";

/** Only http(s) URLs without credentials, and only to a host of EXTERNAL_SOURCE_ALLOWED_HOSTS. */
function checkUrl(url: unknown, allowed: readonly AllowedHost[]) {
  if (url == null || url === "") return;
  try {
    const u = new URL(String(url));
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
  } catch {
    throw badRequest({ url: ["URLの形式が正しくありません（http:// または https://）"] });
  }
  // A password in the URL would be echoed in every answer, the audit history and the logs.
  if (hasCredentials(String(url))) throw badRequest({ url: [URL_CREDENTIALS_MESSAGE] });
  if (!isAllowedUrlText(String(url), allowed))
    throw badRequest({ url: [HOST_NOT_ALLOWED_MESSAGE] });
}

/** The source's rows, or why it could not be read (recorded as a failed run, not thrown). */
type SourceRows = { rows: Record<string, unknown>[] } | { failed: string };

async function readRows(
  source: typeof externalSources.$inferSelect,
  request: FastifyRequest,
  allowed: readonly AllowedHost[],
  secrets: SecretBox,
): Promise<SourceRows> {
  if (source.kind === "CSVファイル") {
    const body = request.body;
    // JSON {content} is text already (JSON is Unicode): only a file's bytes have an encoding.
    const parsed =
      body &&
      typeof body === "object" &&
      !Buffer.isBuffer(body) &&
      typeof (body as Values).content === "string"
        ? parseCsv(((body as Values).content as string).replace(/^\uFEFF/, ""))
        : readCsv(fileBytes(body, request.headers["content-type"]), source.encoding);
    if ("errors" in parsed) throw badRequest({ file: parsed.errors });
    return { rows: parsed.rows };
  }
  if (!source.url) throw badRequest({ url: ["URLが設定されていません"] });
  // Again at run time: the list may have been narrowed since the source was saved.
  if (!isAllowedUrlText(source.url, allowed)) throw badRequest({ url: [HOST_NOT_ALLOWED_MESSAGE] });
  let data: unknown;
  try {
    const authorization = source.authHeaderSecret
      ? secrets.open(source.authHeaderSecret)
      : undefined;
    data = await fetchJson(source.url, allowed, DEFAULT_REMOTE_LIMITS, { authorization });
  } catch (e) {
    if (!(e instanceof RemoteFetchError)) throw e;
    // The cause (refused, 404, timeout…) is for the operator's log only: telling the caller would
    // make the run an oracle for what listens behind the allowed hosts.
    request.log.warn(
      { externalSourceId: source.id, reason: e.reason },
      "external source fetch failed",
    );
    return { failed: FETCH_FAILED_MESSAGE };
  }
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as Values)?.items)
      ? ((data as Values).items as unknown[])
      : undefined;
  if (!list) return { failed: "外部連携先の応答がJSON配列（または items 配列）ではありません" };
  return {
    rows: list.map((r) => (r && typeof r === "object" ? (r as Record<string, unknown>) : {})),
  };
}

type Applied = "created" | "updated";

async function applyTargetRow(
  tx: Tx,
  rec: Record<string, string>,
  row: number,
  keyField: string,
  clientIds: ClientLookup,
  actor: number,
): Promise<Applied | RowError[]> {
  const r = toTargetInput(rec, row, clientIds);
  if (!r.value) return r.errors;
  const key = (r.value as Values)[keyField];
  if (key == null || key === "") return [{ row, field: keyField, message: "キー項目が空です" }];
  const col = (targets as unknown as Record<string, Parameters<typeof eq>[0]>)[keyField]!;
  const existing = await tx
    .select()
    .from(targets)
    .where(and(eq(col, key), isNull(targets.deletedAt)))
    .limit(2);
  if (existing.length > 1)
    return [{ row, field: keyField, message: "キー項目が一致する対象物件が複数あります" }];
  if (existing[0]) {
    await updateRecord(tx, targets, existing[0].id, existing[0].version, r.value as never, actor);
    return "updated";
  }
  await insertRecord(tx, targets, r.value as never, actor);
  return "created";
}

/** 備考 of POST /basis/matters (`notes: Text(2000)`); the external-source test compares the two. */
export const MATTER_NOTES_MAX = 2000;

async function applyMatterRow(
  tx: Tx,
  rec: Record<string, string>,
  row: number,
  keyField: string,
  actor: number,
): Promise<Applied | RowError[]> {
  const errors: RowError[] = [];
  const v: Values = {};
  const int = (f: string, required: boolean, allowed?: Record<number, string>) => {
    const raw = rec[f];
    if (raw == null || raw === "") {
      if (required) errors.push({ row, field: f, message: "必須項目です" });
      return;
    }
    const n = Number(String(raw).normalize("NFKC"));
    if (!Number.isInteger(n) || (allowed && !(n in allowed)))
      errors.push({
        row,
        field: f,
        message: allowed ? "選択肢の中から選んでください" : "整数で入力してください",
      });
    else v[f] = n;
  };
  int("projectId", true);
  int("targetId", true);
  int("workType", false, workTypes);
  int("status", false, matterStatuses);
  int("assigneeUserId", false);
  if (rec.dueDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(rec.dueDate))
      errors.push({ row, field: "dueDate", message: "日付の形式が正しくありません（YYYY-MM-DD）" });
    else v.dueDate = rec.dueDate;
  }
  if (rec.notes) {
    // The limit of POST /basis/matters, as the target rows have theirs (import/target-rows.ts).
    if (textLength(rec.notes) > MATTER_NOTES_MAX)
      errors.push({ row, field: "notes", message: tooLongMessage("備考", MATTER_NOTES_MAX) });
    else v.notes = rec.notes;
  }
  if (errors.length) return errors;
  const project = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, v.projectId as number), isNull(projects.deletedAt)));
  if (!project[0])
    return [{ row, field: "projectId", message: "指定されたプロジェクトが存在しません" }];
  const target = await tx
    .select({ id: targets.id })
    .from(targets)
    .where(and(eq(targets.id, v.targetId as number), isNull(targets.deletedAt)));
  if (!target[0]) return [{ row, field: "targetId", message: "指定された対象物件が存在しません" }];
  const col = (matters as unknown as Record<string, Parameters<typeof eq>[0]>)[keyField]!;
  const existing = await tx
    .select()
    .from(matters)
    .where(
      and(
        eq(col, v[keyField] as never),
        eq(matters.projectId, v.projectId as number),
        isNull(matters.deletedAt),
      ),
    )
    .limit(1);
  // The same workflow as an edit on screen: only a person's status edges, only the client's targets.
  if (existing[0]) {
    if (v.status !== undefined) Object.assign(v, handMatterStatus(existing[0], v.status as number));
    if (v.targetId !== existing[0].targetId)
      await checkMatterTargets(tx, project[0], [v.targetId as number], "targetId");
    await updateRecord(tx, matters, existing[0].id, existing[0].version, v as never, actor);
    return "updated";
  }
  if (v.status !== undefined && v.status !== 1)
    return [{ row, field: "status", message: "案件は未着手で登録されます" }];
  await checkMatterTargets(tx, project[0], [v.targetId as number], "targetId");
  v.workType ??= project[0].workType;
  await insertRecord(tx, matters, v as never, actor);
  return "created";
}

/** Thrown inside the batch savepoint to undo it; never leaves the route. */
const rollBackBatch = new Error("external source batch rolled back");

/** A source row after the column mapping: our field names → the values as text. */
type MappedRow = Record<string, string>;

function mapRow(
  source: typeof externalSources.$inferSelect,
  raw: Record<string, unknown>,
): MappedRow {
  const rec: MappedRow = {};
  for (const [col, field] of Object.entries(source.columnMapping)) {
    const value = raw[col];
    if (value !== undefined && value !== null) rec[field] = String(value).trim();
  }
  return rec;
}

type BatchResult = {
  created: number;
  updated: number;
  failed: number;
  errors: RowError[];
  /** Counts as they were before the rollback (a dry run tells what a real run would do). */
  wouldCreate: number;
  wouldUpdate: number;
};

/**
 * Applies every row of a run in one savepoint of `tx`, rolled back when any row is bad (or
 * always, with `alwaysRollBack`: the dry run), so the counts of a bad run are 0.
 */
async function applyBatch(
  tx: Tx,
  source: typeof externalSources.$inferSelect,
  rows: Record<string, unknown>[],
  actor: number,
  clientIds: ClientLookup,
  alwaysRollBack = false,
): Promise<BatchResult> {
  const errors: RowError[] = [];
  let created = 0;
  let updated = 0;
  let failed = 0;
  try {
    // The whole batch in one savepoint, rolled back when any row is bad.
    await tx.transaction(async (batch) => {
      for (const [i, raw] of rows.entries()) {
        const rec = mapRow(source, raw);
        // Each row in its own savepoint too: after a database error in one row the batch
        // can still check the rows after it, so the report lists every bad row at once.
        let result: Applied | RowError[];
        try {
          result = await batch.transaction((sp) =>
            source.targetEntity === "matters"
              ? applyMatterRow(sp, rec, i + 1, source.keyField, actor)
              : applyTargetRow(sp, rec, i + 1, source.keyField, clientIds, actor),
          );
        } catch (e) {
          const body = e instanceof HttpError ? e.body : { row: ["保存できませんでした"] };
          const [field, messages] = Object.entries(body)[0] ?? ["row", ["保存できませんでした"]];
          result = [{ row: i + 1, field, message: messages[0] ?? "保存できませんでした" }];
        }
        if (result === "created") created++;
        else if (result === "updated") updated++;
        else {
          failed++;
          errors.push(...result);
        }
      }
      if (failed > 0 || alwaysRollBack) throw rollBackBatch;
    });
  } catch (e) {
    if (e !== rollBackBatch) throw e;
    const would = { wouldCreate: created, wouldUpdate: updated };
    return { created: 0, updated: 0, failed, errors, ...would };
  }
  return { created, updated, failed, errors, wouldCreate: created, wouldUpdate: updated };
}

/** The run statuses `failedSince` looks for. */
const FAILED_STATUSES = runStatuses.filter((s) => s === "失敗" || s === "一部失敗");

/** Rows of a dry run's answer: enough to check the mapping, not the whole file. */
const DRY_RUN_SAMPLE = 50;

/** Carries a dry run's result out of the transaction it rolls back. */
class DryRunResult extends Error {
  constructor(readonly result: BatchResult) {
    super("external source dry run rolled back");
  }
}

const DryRunAnswer = Type.Object(
  {
    dryRun: Type.Literal(true, { description: "試し実行の結果（何も反映・記録していない）" }),
    total: Type.Integer({ description: "総行数" }),
    created: Type.Integer({ description: "登録になる行数（エラーがなければ）" }),
    updated: Type.Integer({ description: "更新になる行数（エラーがなければ）" }),
    failed: Type.Integer({ description: "エラーの行数" }),
    errors: Type.Array(RowErrorSchema, { description: "行ごとのエラー（すべて）" }),
    sample: Type.Array(Type.Record(Type.String(), Type.String()), {
      description: `列の対応で変換した行（先頭${DRY_RUN_SAMPLE}行、項目名 → 値）`,
    }),
  },
  { description: "試し実行の結果" },
);

function dryRunAnswer(
  result: BatchResult,
  rows: Record<string, unknown>[],
  read: SourceRows,
  source: typeof externalSources.$inferSelect,
) {
  const errors = [...result.errors];
  if ("failed" in read) errors.push({ row: 0, field: "url", message: read.failed });
  return {
    dryRun: true as const,
    total: rows.length,
    created: result.wouldCreate,
    updated: result.wouldUpdate,
    failed: result.failed,
    errors,
    // In the catalogue's order: the stored mapping (jsonb) keeps no order of its own.
    sample: rows.slice(0, DRY_RUN_SAMPLE).map((raw) => {
      const mapped = mapRow(source, raw);
      return Object.fromEntries(
        fieldsOf(source.targetEntity).flatMap((f) => (f in mapped ? [[f, mapped[f]!]] : [])),
      );
    }),
  };
}

export default async function externalSourcesRoutes(app: FastifyInstance) {
  acceptCsvBodies(app);
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
        Text(2000, "HTTP JSON の URL（接続先は EXTERNAL_SOURCE_ALLOWED_HOSTS にあるものだけ）"),
      ),
      encoding: Type.Optional(TextCode(sourceEncodings, "CSVの文字コード")),
      targetEntity: Type.Optional(TextCode(sourceTargetEntities, "取り込み先")),
      columnMapping: Type.Record(Type.String({ minLength: 1 }), Type.String(), {
        description: "連携元の列名 → 項目名",
      }),
      keyField: Type.String({ minLength: 1, maxLength: 50, description: "更新キーにする項目名" }),
      enabled: Type.Optional(Type.Boolean({ description: "有効" })),
      notes: Opt(Text(2000, "備考")),
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
      q.kind ? eq(externalSources.kind, q.kind as string) : undefined,
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
        delete record.authHeaderSecret;
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
      const m = { ...before, ...v } as Values;
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

  registerResource(app, runHistory);

  app.get(
    "/external-sources/fields",
    {
      onRequest: requireFlag("masterManage"),
      schema: {
        tags: ["external-sources"],
        summary: "取り込み先の項目一覧（列の対応の選択肢）",
        description:
          "取り込み先（targets 対象物件 / matters 案件）に取り込める項目: 項目名、日本語名、必須、値の説明。実行時の変換と設定の検証に使う表と同じもの。",
        querystring: Type.Object({
          targetEntity: TextCode(sourceTargetEntities, "取り込み先"),
        }),
        response: {
          200: Type.Array(
            Type.Object({
              field: Type.String({ description: "項目名（列の対応・更新キーに書く名前）" }),
              label: Type.String({ description: "日本語名" }),
              required: Type.Boolean({ description: "必須（ない行はエラー）" }),
              description: Type.String({ description: "値の説明" }),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => fieldsCatalogue((request.query as { targetEntity: string }).targetEntity),
  );

  app.post(
    "/bulk/execute/external-sources",
    {
      onRequest: requireFlag("masterManage"),
      schema: {
        tags: ["external-sources"],
        summary: "外部連携の実行",
        description:
          "?id= の外部連携を実行する。CSVファイルの場合は本文に CSV（text/csv・multipart/form-data）または JSON {content}。HTTP JSON の場合は設定のURLから取得（配列、または {items: 配列}）。URLの接続先は EXTERNAL_SOURCE_ALLOWED_HOSTS にあるものだけ（なければ 400）、リダイレクトも許可された接続先へのみ（3回まで）、応答は10MB・10秒まで。取得できなかった場合は理由によらず同じ1件のエラー（row 0, field url）の「失敗」として記録する。列の対応で項目に変換し、更新キーで登録/更新。結果は実行結果（ExternalSourceDetail）として記録し、それを返す。1行でもエラーがあれば1行も反映せず「失敗」（全行のエラーを記録）。" +
          `dryRun=true は同じ本文で、変換・検証・反映を必ず取り消すトランザクションの中で行い、何も記録しない（無効な外部連携でも可）。変換後の行（先頭${DRY_RUN_SAMPLE}行）と全エラーを返す。`,
        querystring: Type.Object({
          id: Type.Integer({ minimum: 1, description: "外部連携ID" }),
          dryRun: Type.Optional(
            Type.Boolean({ description: "true: 試し実行（何も反映・記録しない）" }),
          ),
        }),
        response: {
          200: Type.Union([
            Type.Object(
              { id: Type.Integer(), version: Type.Integer(), ...detailFields },
              { description: "記録した実行結果" },
            ),
            DryRunAnswer,
          ]),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id, dryRun } = request.query as { id: number; dryRun?: boolean };
      const source = await getActive(app.db, externalSources, id);
      if (!source.enabled && !dryRun) throw badRequest({ enabled: ["この外部連携は無効です"] });
      const startedAt = new Date();
      const read = await readRows(
        source,
        request,
        app.config.externalSourceAllowedHosts,
        app.config.externalSourceSecrets,
      );
      const rows = "rows" in read ? read.rows : [];
      const actor = request.user.id;
      const clientIds = clientLookupOf(await liveClients(app.db));
      if (dryRun) {
        const result = await app.db
          .transaction(async (tx) => {
            // The outer transaction is undone too: nothing of a dry run may commit.
            throw new DryRunResult(await applyBatch(tx, source, rows, actor, clientIds, true));
          })
          .catch((e: unknown) => {
            if (e instanceof DryRunResult) return e.result;
            throw e;
          });
        return dryRunAnswer(result, rows, read, source);
      }
      const detail = await app.db.transaction(async (tx) => {
        const { created, updated, failed, errors } = await applyBatch(
          tx,
          source,
          rows,
          actor,
          clientIds,
        );
        // A source that could not be read is a failed run with one error for the whole source
        // (row 0: no data row), so the history shows it like any other run.
        if ("failed" in read) errors.push({ row: 0, field: "url", message: read.failed });
        const status = failed === 0 && !("failed" in read) ? "成功" : "失敗";
        const row = await insertRecord(
          tx,
          externalSourceDetails,
          {
            externalSourceId: source.id,
            startedAt,
            finishedAt: new Date(),
            status,
            rowsTotal: rows.length,
            rowsCreated: created,
            rowsUpdated: updated,
            rowsFailed: failed,
            errors,
          },
          actor,
        );
        const current = await getActive(tx, externalSources, source.id);
        await updateRecord(
          tx,
          externalSources,
          source.id,
          current.version,
          { lastRunAt: startedAt, lastStatus: status },
          actor,
        );
        return row;
      });
      return toRecord(runHistory, detail as Values);
    },
  );
}
