// /bulk/execute/external-sources: a run (or a dry run) of one source.
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { clientLookupOf, liveClients } from "../targets/import/client-lookup";
import { getActive, insertRecord, updateRecord } from "../platform/crud";
import { badRequest } from "../platform/errors";
import { errorResponses } from "../platform/schemas";
import { toRecord } from "../platform/resource";
import { externalSourceDetails, externalSources } from "./tables";
import { detailFields, runHistory } from "./run-history";
import { applyBatch, readRows } from "./batch";
import { DRY_RUN_SAMPLE, DryRunAnswer, dryRunAnswer, DryRunResult } from "./dry-run";

export function registerSourceRuns(app: FastifyInstance) {
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
      return toRecord(runHistory, detail);
    },
  );
}
