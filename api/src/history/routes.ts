// GET /audit: the change history of one record, read with the record's own read rule. What
// history/audit.ts records in the same transaction as every write, this area serves.
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, asc, eq, getTableName, gt, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { Type } from "typebox";
import { hasFlag } from "../auth/hooks";
import { documentSettings } from "../documents/tables";
import * as masterTables from "../masters/tables";
import {
  canRead,
  findVisible,
  hiddenFields,
  resourceOfEntity,
  type Resource,
  type Scoped,
} from "../platform/resource";
import type { RecordTable } from "../platform/crud";
import { badRequest, forbidden, notFound } from "../platform/errors";
import { errorResponses, Id, Timestamp } from "../platform/schemas";
import { auditLog, type AuditChanges } from "./tables";

// The master lists (/pair/…) are readable by every signed-in user, and so is their history. They
// are not registerResource resources, so they are listed here from their tables.
type AuditSource = Scoped & Pick<Resource<RecordTable>, "readFlag" | "sensitive">;
const auditOnlyEntities = new Map<string, AuditSource>(
  (Object.values(masterTables) as unknown[])
    .filter((table) => is(table, PgTable))
    .map((table) => [getTableName(table as RecordTable), { table: table as RecordTable }]),
);
// 帳票設定 has no /basis resource (its routes are /documents/settings) but an edit page with
// history: read with the settings' own flag.
auditOnlyEntities.set("document_settings", {
  table: documentSettings,
  readFlag: (request) => hasFlag(request, "matterRead"),
});

/** Blanks what the caller may not see of the record (customers' contact details) in a change. */
function maskChanges(changes: AuditChanges, hidden: string[]): AuditChanges {
  if (!hidden.length) return changes;
  const out: AuditChanges = { ...changes };
  for (const field of hidden) if (field in out) out[field] = { from: null, to: null };
  return out;
}

/** GET /audit. */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Read-only history of one record (append-only audit_log). No route writes or changes it.
  app.get(
    "/audit",
    {
      schema: {
        tags: ["history"],
        summary: "Change history of one record, oldest first",
        description:
          "The record's own read rule applies: its flag, its row scope (工事担当: only its company's constructions and what hangs on them; a deleted record's history to those who could see it) and its masking (customers' contact details need matterRead). A record the caller cannot see → 404; an entity without history → 400.",
        querystring: Type.Object({
          entity: Type.String({ minLength: 1, maxLength: 64, pattern: "^[a-z_]+$" }),
          entityId: Id,
          after: Type.Optional(
            Type.Integer({ minimum: 0, description: "Only rows with a larger id" }),
          ),
        }),
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              entity: Type.String(),
              entityId: Type.Integer(),
              action: Type.String(),
              changes: Type.Record(
                Type.String(),
                Type.Object({ from: Type.Unknown(), to: Type.Unknown() }),
              ),
              userId: Type.Union([Type.Integer(), Type.Null()]),
              at: Timestamp,
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { entity, entityId, after } = request.query;
      let hidden: string[] = [];
      if (entity === "users" || entity === "machine_clients") {
        // A user's or a client's history shows addresses, roles and scopes: administrators only.
        if (!hasFlag(request, "userManage")) throw forbidden();
      } else {
        // The same rule as reading the record: its flag, then its scope (deleted rows included).
        const resource: AuditSource | undefined =
          resourceOfEntity(entity) ?? auditOnlyEntities.get(entity);
        if (!resource) throw badRequest({ entity: ["履歴を表示できない種類のデータです"] });
        if (!canRead(resource, request)) throw forbidden();
        if (!(await findVisible(app.db, resource, entityId, request, { withDeleted: true })))
          throw notFound();
        hidden = hiddenFields(resource, request);
      }
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, entity),
            eq(auditLog.entityId, entityId),
            after ? gt(auditLog.id, after) : undefined,
          ),
        )
        .orderBy(asc(auditLog.id))
        .limit(1000);
      reply.header("X-Total-Count", String(rows.length));
      return rows.map((row) => ({ ...row, changes: maskChanges(row.changes, hidden) }));
    },
  );
};
