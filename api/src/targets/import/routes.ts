// POST /import/targets: a CSV of targets (UTF-8 with/without BOM or Shift_JIS/CP932).
// `?dryRun=true` answers the row-by-row errors and writes nothing; the real run writes every row
// or, when any row is bad, none (400 with the same errors).
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { requireFlag } from "../../auth/hooks";
import { refreshStatistics } from "../../db/maintenance";
import { badRequest } from "../../platform/errors";
import { limitDescription, limitedResponses, limitPerUser } from "../../platform/per-user-limit";
import { errorResponses } from "../../platform/schemas";
import { acceptCsvBodies, fileBytes } from "../../platform/csv/body";
import { clientLookupOf, liveClients } from "./client-lookup";
import { RowErrorSchema, type RowError } from "../../platform/csv/csv";
import { insertTargets } from "./insert-targets";
import { MAX_IMPORT_ROWS, readSheet, rowErrorMessages } from "../../platform/csv/sheet";
import { headerToField, targetColumns, toTargetInput, type TargetInput } from "./target-rows";

export { MAX_IMPORT_ROWS };

/** Validates a whole CSV of targets: the rows to insert and the row errors. */
export async function validateTargetCsv(
  app: FastifyInstance,
  bytes: Uint8Array,
): Promise<{ values: TargetInput[]; errors: RowError[]; total: number }> {
  const rows = readSheet(bytes, { headerToField, required: { field: "name", header: "物件名" } });
  const clientIds = clientLookupOf(await liveClients(app.db));
  const values: TargetInput[] = [];
  const errors: RowError[] = [];
  rows.forEach((rec, i) => {
    const r = toTargetInput(rec, i + 1, clientIds);
    if (r.value) values.push(r.value);
    errors.push(...r.errors);
  });
  return { values, errors, total: rows.length };
}

export async function importRoutes(app: FastifyInstance) {
  acceptCsvBodies(app);
  app.post(
    "/import/targets",
    {
      onRequest: [requireFlag("targetEdit"), limitPerUser("import")],
      schema: {
        tags: ["targets"],
        summary: "対象物件のCSV取り込み",
        description:
          `本文は CSV（text/csv・application/octet-stream）または multipart/form-data のファイル。文字コードは UTF-8（BOM有無）と Shift_JIS/CP932 を自動判定。` +
          `1行目は見出し: ${Object.keys(targetColumns).join("、")}（英語の項目名も可）。` +
          `dryRun=true は行ごとのエラーを返し登録しない。本番はエラーが1件でもあれば1行も登録せず 400。` +
          limitDescription("import"),
        querystring: Type.Object({
          dryRun: Type.Optional(Type.Boolean({ description: "true: 検証のみ" })),
        }),
        response: {
          200: Type.Object(
            { total: Type.Integer(), valid: Type.Integer(), errors: Type.Array(RowErrorSchema) },
            { description: "dryRun の結果" },
          ),
          201: Type.Object(
            { created: Type.Integer(), ids: Type.Array(Type.Integer()) },
            { description: "登録した件数と id" },
          ),
          ...errorResponses,
          429: limitedResponses[429],
        },
      },
    },
    async (request, reply) => {
      const { dryRun } = request.query as { dryRun?: boolean };
      const bytes = fileBytes(request.body, request.headers["content-type"]);
      const { values, errors, total } = await validateTargetCsv(app, bytes);
      if (dryRun) return { total, valid: total - new Set(errors.map((e) => e.row)).size, errors };
      if (errors.length) {
        throw badRequest({ file: rowErrorMessages(errors, labelOf) });
      }
      const ids = await app.db.transaction((tx) => insertTargets(tx, values, request.user.id));
      reply.status(201).send({ created: ids.length, ids });
      // After the answer (0.2–0.3 s at 10,000 rows): the import is done for the user, the
      // statistics and visibility map of the grown tables follow a moment later.
      await refreshStatistics(app.db, request.log, ["targets", "target_details"]);
      return reply;
    },
  );
}

const labels = Object.fromEntries(Object.entries(targetColumns).map(([k, v]) => [v, k]));
const labelOf = (field: string) => labels[field] ?? field;
