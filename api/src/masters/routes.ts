import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, asc, eq, getTableName, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { Type, type TProperties } from "typebox";
import { requireFlag } from "../auth/hooks";
import {
  findActive,
  getActive,
  insertRecord,
  softDeleteRecord,
  updateRecord,
  type RecordTable,
  type Row,
} from "../platform/crud";
import { writeAudit } from "../history/audit";
import { badRequest, isUniqueViolation } from "../platform/errors";
import { parseIds } from "../platform/list";
import {
  DeletedBody,
  errorResponses,
  Id,
  IdParams,
  RecordMeta,
  RequiredText,
  Timestamp,
  VersionField,
  VersionQuery,
  Nullable,
} from "../platform/schemas";
import { isInUse } from "./references";
import * as t from "./tables";

/** The refusal of DELETE for a value some live record still uses (the wording). */
export const IN_USE_MESSAGE = "使用中のため削除できません。廃止にしてください";

// Loose typing inside the generic master routes (one implementation for 16 tables).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

interface MasterList {
  /** `/pair/<path>` */
  path: string;
  table: RecordTable & { name: Loose; sortOrder: Loose; retiredAt: Loose };
  label: string;
  /** Values fixed by the spec / business rules: read-only over the API. */
  fixed?: boolean;
  /** Extra columns (response + create/patch body). */
  extra?: TProperties;
  /** Extra filters on GET (column per query name). */
  filters?: Record<string, Loose>;
  /** Checks extra values before a write (e.g. the team's company exists). */
  check?: (
    app: Parameters<FastifyPluginAsyncTypebox>[0],
    values: Record<string, unknown>,
  ) => Promise<void>;
}

const DeviceLineType = Type.Integer({
  minimum: 0,
  maximum: 2,
  description: "0 未選択, 1 V-ONU, 2 R-ONU",
});

export const MASTER_LISTS: MasterList[] = [
  { path: "associate-companies", table: t.associateCompanies, label: "協力会社" },
  { path: "clients", table: t.clients, label: "発注元" },
  {
    path: "teams",
    table: t.teams,
    label: "班",
    extra: { associateCompanyId: Id },
    filters: { associateCompanyId: t.teams.associateCompanyId },
    async check(app, values) {
      const id = values.associateCompanyId;
      if (id === undefined) return;
      // The body schema makes it an integer id.
      if (typeof id !== "number" || !(await findActive(app.db, t.associateCompanies, id))) {
        throw badRequest({ associateCompanyId: ["該当する協力会社が見つかりません"] });
      }
    },
  },
  { path: "contract-types", table: t.contractTypes, label: "契約種別" },
  { path: "contract-detail-types", table: t.contractDetailTypes, label: "契約詳細種別" },
  { path: "contract-receivers", table: t.contractReceivers, label: "契約受付者" },
  { path: "customer-service-items", table: t.customerServiceItems, label: "顧客サービス品目" },
  { path: "device-installation-types", table: t.deviceInstallationTypes, label: "機器設置種別" },
  {
    path: "device-models",
    table: t.deviceModels,
    label: "機器型番",
    extra: { deviceLineType: DeviceLineType },
    filters: { deviceLineType: t.deviceModels.deviceLineType },
  },
  { path: "job-categories", table: t.jobCategories, label: "業務区分" },
  {
    path: "negotiation-complete-reasons",
    table: t.negotiationCompleteReasons,
    label: "交渉完了理由",
    fixed: true,
  },
  {
    path: "negotiation-statuses",
    table: t.negotiationStatuses,
    label: "交渉ステータス",
    fixed: true,
  },
  { path: "role-types", table: t.roleTypes, label: "権限種別", fixed: true },
  { path: "schedule-types", table: t.scheduleTypes, label: "予定種別", fixed: true },
  { path: "target-installation-types", table: t.targetInstallationTypes, label: "設置場所種別" },
  { path: "target-types", table: t.targetTypes, label: "物件種別", fixed: true },
];

const SortOrder = Type.Integer({
  minimum: 0,
  maximum: 32767,
  description: "Order in pull-down menus",
});

/** GET /pair/<list> for the 16 master lists (projects is the projects area's), writes with masterManage. */
export const mastersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const list of MASTER_LISTS) {
    const { table } = list;
    const extra = list.extra ?? {};
    const Item = Type.Object({
      ...RecordMeta,
      name: Type.String(),
      sortOrder: Type.Integer(),
      retiredAt: Nullable(Timestamp),
      ...extra,
    });
    const filterProps = Object.fromEntries(
      Object.keys(list.filters ?? {}).map((key) => [key, Type.Optional(extra[key] ?? Id)]),
    );
    const Query = Type.Object({
      ids: Type.Optional(Type.String({ pattern: "^\\d+(,\\d+)*$" })),
      withRetired: Type.Optional(
        Type.Boolean({
          description:
            "true: 廃止した値も返す（記録が使っている値の名前の表示用）。既定はプルダウン用に廃止を除く",
        }),
      ),
      ...filterProps,
    });
    const tags = ["masters"];
    const toItem = (row: Loose) => row;

    app.get(
      `/pair/${list.path}`,
      {
        schema: {
          tags,
          summary: `${list.label} list (all live entries, menu order)`,
          description:
            "廃止（retiredAt あり）の値は withRetired=true のときだけ返す。ids= の指定は廃止も含めて返す。",
          querystring: Query,
          response: { 200: Type.Array(Item), ...errorResponses },
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, Loose>;
        const ids = parseIds(query.ids);
        // Asking for given ids is reading what records name: a retired value is still theirs.
        const withRetired = query.withRetired === true || ids !== undefined;
        const where: (SQL | undefined)[] = [
          isNull(table.deletedAt),
          ids ? inArray(table.id, ids) : undefined,
          withRetired ? undefined : isNull(table.retiredAt),
        ];
        for (const [key, column] of Object.entries(list.filters ?? {})) {
          if (query[key] !== undefined) where.push(eq(column, query[key]));
        }
        const rows = await app.db
          .select()
          .from(table as Loose)
          .where(and(...where))
          .orderBy(asc(table.sortOrder), asc(table.id));
        reply.header("X-Total-Count", String(rows.length));
        return rows.map(toItem);
      },
    );

    app.get(
      `/pair/${list.path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${list.label}`,
          params: IdParams,
          response: { 200: Item, ...errorResponses },
        },
      },
      async (request) => toItem(await getActive(app.db, table, request.params.id)),
    );

    if (list.fixed) continue;

    const CreateBody = Type.Object(
      { name: RequiredText(100), sortOrder: Type.Optional(SortOrder), ...extra },
      { additionalProperties: false },
    );
    const PatchBody = Type.Object(
      {
        version: VersionField,
        name: Type.Optional(RequiredText(100)),
        sortOrder: Type.Optional(SortOrder),
        retired: Type.Optional(
          Type.Boolean({
            description: "true: 廃止（プルダウンに出さない）、false: 廃止を取り消す",
          }),
        ),
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, Type.Optional(v)])),
      },
      { additionalProperties: false },
    );
    const duplicate = (error: unknown) =>
      isUniqueViolation(error) ? badRequest({ name: ["この名称は既に登録されています"] }) : error;

    app.post(
      `/pair/${list.path}`,
      {
        onRequest: requireFlag("masterManage"),
        schema: {
          tags,
          summary: `Create a ${list.label}`,
          body: CreateBody,
          response: { 201: Item, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = { ...(request.body as Record<string, Loose>) };
        body.name = String(body.name).trim();
        await list.check?.(app, body);
        try {
          const row = await app.db.transaction((tx) =>
            insertRecord(tx, table, body as Loose, request.user.id),
          );
          return reply.status(201).send(toItem(row));
        } catch (error) {
          throw duplicate(error);
        }
      },
    );

    app.patch(
      `/pair/${list.path}/:id`,
      {
        onRequest: requireFlag("masterManage"),
        schema: {
          tags,
          summary: `Update a ${list.label} (optimistic version)`,
          params: IdParams,
          body: PatchBody,
          response: { 200: Item, ...errorResponses },
        },
      },
      async (request) => {
        const { version, retired, ...changes } = request.body as Record<string, Loose>;
        if (typeof changes.name === "string") changes.name = changes.name.trim();
        if (retired !== undefined) {
          const current = await getActive(app.db, table, request.params.id);
          // Retiring twice keeps the first date (when it left the pull-downs).
          if (retired && !current.retiredAt) changes.retiredAt = new Date();
          if (!retired) changes.retiredAt = null;
        }
        await list.check?.(app, changes);
        try {
          const { after } = await app.db.transaction((tx) =>
            updateRecord(tx, table, request.params.id, version, changes as Loose, request.user.id),
          );
          return toItem(after);
        } catch (error) {
          throw duplicate(error);
        }
      },
    );

    app.delete(
      `/pair/${list.path}/:id`,
      {
        onRequest: requireFlag("masterManage"),
        schema: {
          tags,
          summary: `Delete a ${list.label} (soft, optimistic version)`,
          description: `生きている記録が使っている値は削除できない（400「${IN_USE_MESSAGE}」）: 廃止（PATCH retired: true）にする。`,
          params: IdParams,
          querystring: VersionQuery,
          response: { 200: DeletedBody, ...errorResponses },
        },
      },
      async (request) => {
        await app.db.transaction(async (tx) => {
          // In the delete's transaction: a record saved meanwhile cannot slip past the check.
          if (await isInUse(tx, table, request.params.id))
            throw badRequest({ id: [IN_USE_MESSAGE] });
          await softDeleteRecord(
            tx,
            table,
            request.params.id,
            request.query.version,
            request.user.id,
          );
        });
        return { id: request.params.id };
      },
    );

    app.post(
      `/pair/${list.path}/order`,
      {
        onRequest: requireFlag("masterManage"),
        schema: {
          tags,
          summary: `Reorder the ${list.label} list`,
          description:
            "ids の順に表示順を 1, 2, 3… にする（1つのトランザクション、変わった行ごとに監査）。一覧の値はすべて（廃止を含む）指定する。",
          body: Type.Object(
            {
              ids: Type.Array(Id, {
                minItems: 1,
                maxItems: 1000,
                uniqueItems: true,
                description: "新しい表示順の id",
              }),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Array(Item), ...errorResponses },
        },
      },
      async (request) => {
        const { ids } = request.body as { ids: number[] };
        return app.db.transaction(async (tx) => {
          const rows = (await tx
            .select()
            .from(table as Loose)
            .where(isNull(table.deletedAt))
            .for("update")) as (Row<RecordTable> & { sortOrder: number | null })[];
          const live = new Set(rows.map((r) => r.id));
          const unknown = ids.filter((id) => !live.has(id));
          if (unknown.length)
            throw badRequest({ ids: [`該当する値がありません: ${unknown.join("、")}`] });
          // A partial order would leave the others wherever they were, between the new steps.
          if (ids.length !== live.size)
            throw badRequest({ ids: ["一覧のすべての値を並べてください"] });
          const byId = new Map(rows.map((r) => [r.id, r]));
          const now = new Date();
          for (const [i, id] of ids.entries()) {
            const sortOrder = i + 1;
            const before = byId.get(id);
            // Every id is live (checked above): `before` is there.
            if (!before || before.sortOrder === sortOrder) continue;
            await tx
              .update(table)
              .set({
                sortOrder,
                version: sql`${table.version} + 1`,
                updatedAt: now,
                updatedBy: request.user.id,
              } as Loose)
              .where(eq(table.id, id));
            await writeAudit(tx, {
              entity: getTableName(table),
              entityId: id,
              action: "update",
              changes: { sortOrder: { from: before.sortOrder, to: sortOrder } },
              userId: request.user.id,
            });
          }
          return (await tx
            .select()
            .from(table as Loose)
            .where(isNull(table.deletedAt))
            .orderBy(asc(table.sortOrder), asc(table.id))) as Loose[];
        });
      },
    );
  }
};
