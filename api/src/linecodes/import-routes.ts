// POST /import/line-codes: the operator's line register as CSV (UTF-8 with/without BOM or
// Shift_JIS/CP932), the same contract as /import/targets: `?dryRun=true` answers the row errors
// and writes nothing; the real run writes every row or, when any row is bad, none (400).
// Upsert by 引込線コード (import-rows.ts); a code twice in one file is refused on its later row.
import type { FastifyInstance } from "fastify";
import { and, inArray, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import type { Executor } from "../db/client";
import { acceptCsvBodies, fileBytes } from "../platform/csv/body";
import { RowErrorSchema, type RowError } from "../platform/csv/csv";
import { readSheet, rowErrorMessages } from "../platform/csv/sheet";
import { insertRecord, updateRecord } from "../platform/crud";
import { badRequest, HttpError } from "../platform/errors";
import { mapDbError } from "../platform/resource";
import { errorResponses } from "../platform/schemas";
import { targetDetails, targets } from "../targets/tables";
import {
  lineCodeColumns,
  lineCodeFieldLabel,
  lineCodeHeaderToField,
  toLineCodeRow,
  type LineCodeRow,
} from "./import-rows";
import { checkLineStatus } from "./status";
import { lineCodes } from "./tables";

/** Ids per `in (…)` of the lookups: well under PostgreSQL's parameter limit. */
const LOOKUP_CHUNK = 5_000;

type Existing = typeof lineCodes.$inferSelect;
/** A checked row: what to write, and the line it updates (none: a new line). */
type Planned = { row: number; values: Record<string, unknown>; existing?: Existing };

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += LOOKUP_CHUNK)
    out.push(...(await read(items.slice(i, i + LOOKUP_CHUNK))));
  return out;
}

/** Every row checked against the file and the database: what to write and the row errors. */
export async function planLineCodeImport(
  ex: Executor,
  records: Record<string, string>[],
): Promise<{ planned: Planned[]; errors: RowError[] }> {
  const errors: RowError[] = [];
  const rows: { row: number; value: LineCodeRow; valid: boolean }[] = [];
  const seen = new Map<string, number>();
  records.forEach((rec, i) => {
    const r = toLineCodeRow(rec, i + 1);
    errors.push(...r.errors);
    let valid = r.errors.length === 0;
    const code = r.value.lineCode;
    const first = code ? seen.get(code) : undefined;
    if (first !== undefined) {
      errors.push({
        row: i + 1,
        field: "lineCode",
        message: `引込線コードが${first}行目と重複しています`,
      });
      valid = false;
    } else if (code) seen.set(code, i + 1);
    rows.push({ row: i + 1, value: r.value, valid });
  });

  const targetIds = [
    ...new Set(rows.map((r) => r.value.targetId).filter((id): id is number => !!id)),
  ];
  const liveTargets = new Set(
    (
      await inChunks(targetIds, (chunk) =>
        ex
          .select({ id: targets.id })
          .from(targets)
          .where(and(inArray(targets.id, chunk), isNull(targets.deletedAt))),
      )
    ).map((t) => t.id),
  );
  const units = await inChunks(targetIds, (chunk) =>
    ex
      .select({
        id: targetDetails.id,
        targetId: targetDetails.targetId,
        roomNumber: targetDetails.roomNumber,
      })
      .from(targetDetails)
      .where(and(inArray(targetDetails.targetId, chunk), isNull(targetDetails.deletedAt))),
  );
  const unitOf = new Map(units.map((u) => [`${u.targetId}\u0000${u.roomNumber ?? ""}`, u.id]));
  const existing = new Map(
    (
      await inChunks([...seen.keys()], (chunk) =>
        ex
          .select()
          .from(lineCodes)
          .where(and(inArray(lineCodes.lineCode, chunk), isNull(lineCodes.deletedAt))),
      )
    ).map((l) => [l.lineCode, l]),
  );

  const planned: Planned[] = [];
  // Every check of a row runs, whatever an earlier one found: the dry run names all of a row's
  // problems at once, as the targets import does. Only a row with none is planned.
  for (const { row, value, valid } of rows) {
    let ok = valid;
    const err = (field: string, message: string) => {
      errors.push({ row, field, message });
      ok = false;
    };
    const { roomNumber, ...values } = value as LineCodeRow & Record<string, unknown>;
    const before = value.lineCode ? existing.get(value.lineCode) : undefined;
    const targetKnown = !value.targetId || liveTargets.has(value.targetId);
    if (!targetKnown) err("targetCode", "指定された対象物件が存在しません");
    if (roomNumber !== undefined) {
      if (roomNumber === null) values.targetDetailId = null;
      else if (targetKnown && value.targetId) {
        const unit = unitOf.get(`${value.targetId}\u0000${roomNumber}`);
        if (unit === undefined)
          err("roomNumber", "この対象物件にその部屋番号の対象詳細がありません");
        else values.targetDetailId = unit;
      }
    } else if (value.targetId !== undefined && before && before.targetId !== value.targetId) {
      // Another target: the old target's unit cannot stay.
      values.targetDetailId = null;
    }
    // The import has no removal date: 撤去済 is set on the edit screen (or by the construction).
    if (value.status === "撤去済" && before?.status !== "撤去済")
      err("status", "撤去済は引込線編集で撤去日時とともに設定してください");
    else {
      try {
        checkLineStatus(values, before);
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        const [field, messages] = Object.entries(e.body)[0] ?? ["status", ["変更できません"]];
        err(field, messages[0] ?? "変更できません");
      }
    }
    if (ok) planned.push({ row, values, existing: before });
  }
  errors.sort((a, b) => a.row - b.row);
  return { planned, errors };
}

export async function lineCodeImportRoutes(app: FastifyInstance) {
  acceptCsvBodies(app);
  app.post(
    "/import/line-codes",
    {
      onRequest: requireFlag("lineCodeEdit"),
      schema: {
        tags: ["linecodes"],
        summary: "引込線のCSV取り込み（引込線台帳）",
        description:
          `本文は CSV（text/csv・application/octet-stream）または multipart/form-data のファイル。文字コードは UTF-8（BOM有無）と Shift_JIS/CP932 を自動判定。` +
          `1行目は見出し: ${Object.keys(lineCodeColumns).join("、")}（英語の項目名も可、引込線コードは必須）。` +
          `引込線コードが登録済みならその引込線を更新（ファイルにある列だけ、空欄は消去）、なければ登録。同じファイルに同じ引込線コードが2回あれば後の行をエラーにする。` +
          `対象物件コードは TA-00000042 または数字、部屋番号はその物件の対象詳細の部屋番号、撤去承諾日は YYYY-MM-DD か YYYY/MM/DD（日本時間の日付）。状態は 使用中 → 撤去予定 の順にだけ変えられ、撤去済は引込線編集で撤去日時とともに設定する。` +
          `dryRun=true は行ごとのエラーを返し登録しない。本番はエラーが1件でもあれば1行も登録せず 400。`,
        querystring: Type.Object({
          dryRun: Type.Optional(Type.Boolean({ description: "true: 検証のみ" })),
        }),
        response: {
          200: Type.Object(
            {
              total: Type.Integer({ description: "データ行数" }),
              valid: Type.Integer({ description: "エラーのない行数" }),
              created: Type.Integer({ description: "登録になる行数" }),
              updated: Type.Integer({ description: "更新になる行数" }),
              errors: Type.Array(RowErrorSchema),
            },
            { description: "dryRun の結果" },
          ),
          201: Type.Object(
            {
              created: Type.Integer({ description: "登録した件数" }),
              updated: Type.Integer({ description: "更新した件数" }),
              ids: Type.Array(Type.Integer(), { description: "登録・更新した引込線の id（行順）" }),
            },
            { description: "取り込んだ結果" },
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { dryRun } = request.query as { dryRun?: boolean };
      const bytes = fileBytes(request.body, request.headers["content-type"]);
      const records = readSheet(bytes, {
        headerToField: lineCodeHeaderToField,
        required: { field: "lineCode", header: "引込線コード" },
      });
      const { planned, errors } = await planLineCodeImport(app.db, records);
      const created = planned.filter((p) => !p.existing).length;
      if (dryRun) {
        const bad = new Set(errors.map((e) => e.row)).size;
        return {
          total: records.length,
          valid: records.length - bad,
          created,
          updated: planned.length - created,
          errors,
        };
      }
      if (errors.length) throw badRequest({ file: rowErrorMessages(errors, lineCodeFieldLabel) });
      const actor = request.user.id;
      try {
        const ids = await app.db.transaction(async (tx) => {
          const out: number[] = [];
          for (const p of planned) {
            const row = p.existing
              ? (
                  await updateRecord(
                    tx,
                    lineCodes,
                    p.existing.id,
                    p.existing.version,
                    p.values as never,
                    actor,
                  )
                ).after
              : await insertRecord(tx, lineCodes, p.values as never, actor);
            out.push(row.id);
          }
          return out;
        });
        return reply.status(201).send({ created, updated: ids.length - created, ids });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Another writer registered the same code meanwhile: the unique index refuses it.
        mapDbError(error, lineCodes);
      }
    },
  );
}
