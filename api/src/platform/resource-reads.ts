// The read routes of a resource: the list, the ids of a whole selection, the change feed and one
// record. Each applies the read rule (readHook), the row scope and the sensitive-field rule the
// same way; resource.ts builds the record schema and calls this.
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { Type, type TObject } from "typebox";
import { hasFlag } from "../auth/hooks";
import { changesQuerySchema, listChanges, parseUpdatedSince } from "./change-feed";
import type { RecordTable, Row } from "./crud";
import { forbidden } from "./errors";
import {
  idsQuerySchema,
  listIds,
  listQuerySchema,
  listRecords,
  LIST_TOTAL_DESCRIPTION,
  MAX_SELECTED_IDS,
  sendList,
} from "./list";
import { present } from "./records";
import type { Loose, RecordOf, Resource, Values } from "./resource-types";
import { errorResponses, IdParams } from "./schemas";
import { getVisible, rowScope } from "./scope";

/** 403 for a filter on a sensitive field by a caller who may not see it. */
function refuseSensitiveFilters(resource: Resource<Loose>, request: FastifyRequest, query: Values) {
  const sensitive = resource.sensitive;
  if (
    sensitive &&
    !hasFlag(request, sensitive.flag) &&
    sensitive.filters?.some((f) => query[f] !== undefined && query[f] !== "")
  )
    throw forbidden();
}

/** GET <path>, <path>/ids, <path>/changes and <path>/:id of `resource`. */
export function registerReads<T extends RecordTable>(
  untyped: FastifyInstance,
  resource: Resource<T>,
  Record_: TObject,
  readHook: onRequestHookHandler[],
  map: (row: Row<T>, request: FastifyRequest) => Promise<RecordOf<T>>,
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { table, path, tag } = resource;
  app.get(
    path,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の一覧`,
        description: `${LIST_TOTAL_DESCRIPTION}ids= を指定するとその id の行だけを返す（ページングなし）。`,
        querystring: listQuerySchema(Object.keys(resource.sortable), resource.filters ?? {}),
        response: { 200: Type.Array(Record_), ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      refuseSensitiveFilters(resource, request, query);
      const result = await listRecords(app.db, table, query, {
        // The scope is ANDed with every filter and with `ids=`: no filter widens it.
        where: [...(resource.where?.(query, request) ?? []), rowScope(resource, request)],
        sortable: resource.sortable,
        defaultSort: resource.defaultSort,
      });
      return sendList(reply, {
        ...result,
        rows: await present(resource, result.rows, app.db, request),
      });
    },
  );

  app.get(
    `${path}/ids`,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `条件に一致する${resource.label}の id（全件選択）`,
        description: `一覧と同じ条件・並び順で、一致する行の id を最大 ${MAX_SELECTED_IDS} 件返す（超えたら truncated）。`,
        querystring: idsQuerySchema(Object.keys(resource.sortable), resource.filters ?? {}),
        response: {
          200: Type.Object({
            ids: Type.Array(Type.Integer()),
            truncated: Type.Boolean({ description: `${MAX_SELECTED_IDS} 件を超えて一致した` }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = request.query;
      refuseSensitiveFilters(resource, request, query);
      return listIds(app.db, table, query, {
        where: [...(resource.where?.(query, request) ?? []), rowScope(resource, request)],
        sortable: resource.sortable,
        defaultSort: resource.defaultSort,
      });
    },
  );

  app.get(
    `${path}/changes`,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の変更 (change feed)`,
        description:
          "updatedSince（変更カーソル）以降に登録・更新・削除された行を変更順に返す。items は一覧の絞り込みに一致する有効な行、" +
          "deletedIds は削除された行と絞り込みに一致しなくなった行（tombstone）。changeCursor を次の呼び出しの updatedSince に渡し、" +
          "items と deletedIds が空になるまで続けると同期が完了する。同時に書き込まれても行を飛ばさない（完了したトランザクションの変更だけを返す）。",
        querystring: changesQuerySchema(resource.filters ?? {}),
        response: {
          200: Type.Object({
            items: Type.Array(Record_),
            deletedIds: Type.Array(Type.Integer(), {
              description: "削除された行、または絞り込みに一致しなくなった行の id（tombstone）",
            }),
            changeCursor: Type.String({ description: "次の updatedSince に渡す変更カーソル" }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = request.query;
      refuseSensitiveFilters(resource, request, query);
      // The schema requires updatedSince (a string) and bounds pageSize, but the resource's filters
      // spread into the same object leave TypeScript with unknown values: read them back typed.
      const since = parseUpdatedSince(String(query.updatedSince));
      const page = await listChanges(app.db, table, since, {
        pageSize: typeof query.pageSize === "number" ? query.pageSize : undefined,
        filters: resource.where?.(query, request) ?? [],
        // The scope holds for tombstones too: no id of a row the caller could not see.
        scope: rowScope(resource, request),
      });
      return {
        items: await present(resource, page.rows, app.db, request),
        deletedIds: page.deletedIds,
        changeCursor: page.cursor,
      };
    },
  );

  app.get(
    `${path}/:id`,
    {
      onRequest: readHook,
      schema: {
        tags: [tag],
        summary: `${resource.label}の取得`,
        params: IdParams,
        response: { 200: Record_, ...errorResponses },
      },
    },
    async (request) => map(await getVisible(app.db, resource, request.params.id, request), request),
  );
}
