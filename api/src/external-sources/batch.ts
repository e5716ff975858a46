// A run's rows: read from the CSV or the URL, mapped to our fields, and applied in one savepoint
// that is rolled back when any row is bad (or always, on a dry run).
import type { FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../db/client";
import { fileBytes } from "../platform/csv/body";
import { parseCsv, readCsv, type RowError } from "../platform/csv/csv";
import { type ClientLookup } from "../targets/import/client-lookup";
import { tooLongMessage } from "@cfx/domain/fields/define";
import { textLength, toTargetInput } from "../targets/import/target-rows";
import { insertRecord, updateRecord } from "../platform/crud";
import { badRequest, HttpError } from "../platform/errors";
import { matterStatuses, workTypes } from "../projects/domain";
import { matters, projects } from "../projects/tables";
import { checkMatterTargets, handMatterStatus } from "../projects/workflow";
import type { Values, WriteValues } from "../platform/resource";
import { targets } from "../targets/tables";
import { HOST_NOT_ALLOWED_MESSAGE, isAllowedUrlText, type AllowedHost } from "./allowed-hosts";
import { DEFAULT_REMOTE_LIMITS, fetchJson, FETCH_FAILED_MESSAGE, RemoteFetchError } from "./remote";
import type { SecretBox } from "./secret-box";
import type { externalSources } from "./tables";
import { matterFields } from "@cfx/domain/fields/projects";

/** The source's rows, or why it could not be read (recorded as a failed run, not thrown). */
export type SourceRows = { rows: Record<string, unknown>[] } | { failed: string };

export async function readRows(
  source: typeof externalSources.$inferSelect,
  request: FastifyRequest,
  allowed: readonly AllowedHost[],
  secrets: SecretBox,
): Promise<SourceRows> {
  if (source.kind === "CSVファイル") {
    const body = request.body;
    // JSON {content} is text already (JSON is Unicode): only a file's bytes have an encoding.
    const content = jsonContent(body);
    const parsed =
      content !== undefined
        ? parseCsv(content.replace(/^\uFEFF/, ""))
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
  const items = data && typeof data === "object" && "items" in data ? data.items : undefined;
  const list: unknown[] | undefined = Array.isArray(data)
    ? data
    : Array.isArray(items)
      ? items
      : undefined;
  if (!list) return { failed: "外部連携先の応答がJSON配列（または items 配列）ではありません" };
  return {
    rows: list.map((r) => (r && typeof r === "object" ? (r as Record<string, unknown>) : {})),
  };
}

/** The text of a JSON body `{ "content": "<csv>" }`, or undefined for anything else (a file). */
function jsonContent(body: unknown): string | undefined {
  if (!body || typeof body !== "object" || Buffer.isBuffer(body) || !("content" in body))
    return undefined;
  return typeof body.content === "string" ? body.content : undefined;
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
  // The key field is named by the source's settings: read by name.
  const fields: Values = r.value;
  const key = fields[keyField];
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

/** 備考 of a matter: the catalogue's limit, the one POST /basis/matters checks. */
export const MATTER_NOTES_MAX = matterFields.notes.max;

async function applyMatterRow(
  tx: Tx,
  rec: Record<string, string>,
  row: number,
  keyField: string,
  actor: number,
): Promise<Applied | RowError[]> {
  const errors: RowError[] = [];
  const v: WriteValues<typeof matters> = {};
  /** The integer of column `f` (also set in `v`), or undefined (an error when required). */
  const int = (f: string, required: boolean, allowed?: Record<number, string>) => {
    const raw = rec[f];
    if (raw == null || raw === "") {
      if (required) errors.push({ row, field: f, message: "必須項目です" });
      return undefined;
    }
    const n = Number(String(raw).normalize("NFKC"));
    if (!Number.isInteger(n) || (allowed && !(n in allowed)))
      errors.push({
        row,
        field: f,
        message: allowed ? "選択肢の中から選んでください" : "整数で入力してください",
      });
    else {
      v[f] = n;
      return n;
    }
    return undefined;
  };
  const projectId = int("projectId", true);
  const targetId = int("targetId", true);
  int("workType", false, workTypes);
  int("status", false, matterStatuses);
  int("assigneeUserId", false);
  if (rec.dueDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(rec.dueDate))
      errors.push({ row, field: "dueDate", message: "日付の形式が正しくありません（YYYY-MM-DD）" });
    else v.dueDate = rec.dueDate;
  }
  if (rec.notes) {
    // The limit of POST /basis/matters, as the target rows have theirs (targets/import/target-rows.ts).
    if (textLength(rec.notes) > MATTER_NOTES_MAX)
      errors.push({ row, field: "notes", message: tooLongMessage(matterFields.notes) });
    else v.notes = rec.notes;
  }
  // Both ids are required: when one is missing, `errors` says so.
  if (errors.length || projectId === undefined || targetId === undefined) return errors;
  const project = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
  if (!project[0])
    return [{ row, field: "projectId", message: "指定されたプロジェクトが存在しません" }];
  const target = await tx
    .select({ id: targets.id })
    .from(targets)
    .where(and(eq(targets.id, targetId), isNull(targets.deletedAt)));
  if (!target[0]) return [{ row, field: "targetId", message: "指定された対象物件が存在しません" }];
  const col = (matters as unknown as Record<string, Parameters<typeof eq>[0]>)[keyField]!;
  const existing = await tx
    .select()
    .from(matters)
    .where(
      and(
        eq(col, v[keyField] as never),
        eq(matters.projectId, projectId),
        isNull(matters.deletedAt),
      ),
    )
    .limit(1);
  // The same workflow as an edit on screen: only a person's status edges, only the client's targets.
  if (existing[0]) {
    if (v.status !== undefined) Object.assign(v, handMatterStatus(existing[0], v.status));
    if (targetId !== existing[0].targetId)
      await checkMatterTargets(tx, project[0], [targetId], "targetId");
    await updateRecord(tx, matters, existing[0].id, existing[0].version, v as never, actor);
    return "updated";
  }
  if (v.status !== undefined && v.status !== 1)
    return [{ row, field: "status", message: "案件は未着手で登録されます" }];
  await checkMatterTargets(tx, project[0], [targetId], "targetId");
  v.workType ??= project[0].workType;
  await insertRecord(tx, matters, v as never, actor);
  return "created";
}

/** Thrown inside the batch savepoint to undo it; never leaves the route. */
const rollBackBatch = new Error("external source batch rolled back");

/** A source row after the column mapping: our field names → the values as text. */
type MappedRow = Record<string, string>;

export function mapRow(
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

export type BatchResult = {
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
export async function applyBatch(
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
