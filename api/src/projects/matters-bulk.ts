// /bulk/update/matters: assignee, status and due date of many matters at once.
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { requireFlag } from "../auth/hooks";
import { updateRecord, type Changes, type Row } from "../platform/crud";
import { badRequest, HttpError, messages } from "../platform/errors";
import { DateOnly, errorResponses } from "../platform/schemas";
import { Code, mapDbError, Opt, Ref, intParam, present, type Values } from "../platform/resource";
import { users } from "../users/tables";
import { matterStatuses } from "./domain";
import { matters } from "./tables";
import { handMatterStatus } from "./workflow";
import { MATTER } from "@cfx/domain/workflows";
import { displayCode } from "@cfx/domain/codes";
import { matterResource, MatterRecord } from "./resources";

export function registerMatterBulkUpdate(app: FastifyInstance) {
  app.post(
    "/bulk/update/matters",
    {
      onRequest: requireFlag("targetEdit"),
      schema: {
        tags: ["projects"],
        summary: "案件の一括更新（担当者・状態・期限）",
        description:
          "items の全件を1トランザクションで更新する。1件でも version が古い・存在しない場合は何も更新せず 409 / 404。",
        body: Type.Object({
          items: Type.Array(
            Type.Object({ id: Ref("案件ID"), version: Type.Integer({ minimum: 1 }) }),
            {
              minItems: 1,
              maxItems: 1000,
              description: "更新する案件と、読み込んだ時点の version",
            },
          ),
          assigneeUserId: Opt(Ref("担当者ユーザーID")),
          status: Type.Optional(Code(matterStatuses, "案件状態")),
          resumeFromHold: Type.Optional(
            Type.Literal(true, {
              description:
                "保留解除: 各案件を保留前の状態に戻す（status とは併用不可。保留中でない案件は拒否）",
            }),
          ),
          dueDate: Opt(DateOnly),
        }),
        response: { 200: Type.Array(MatterRecord), ...errorResponses },
      },
    },
    async (request) => {
      const { items, resumeFromHold, ...changes } = request.body as {
        items: { id: number; version: number }[];
        resumeFromHold?: true;
      } & Values;
      if (!Object.keys(changes).length && !resumeFromHold)
        throw badRequest({ body: ["変更する項目を指定してください"] });
      if (resumeFromHold && changes.status !== undefined)
        throw badRequest({ status: ["状態の指定と保留解除は同時に指定できません"] });
      if (new Set(items.map((i) => i.id)).size !== items.length)
        throw badRequest({ items: ["同じ案件が重複しています"] });
      // The body schema types them: integers (status a matter status code).
      const assigneeUserId = intParam(changes.assigneeUserId);
      const status = intParam(changes.status);
      if (assigneeUserId) {
        const u = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assigneeUserId), isNull(users.deletedAt)));
        if (!u[0]) throw badRequest({ assigneeUserId: ["指定された担当者が存在しません"] });
      }
      const rows = await app.db
        .transaction(async (tx) => {
          // Every row is checked before any is written, so the answer names all the refused
          // matters at once (by MT code) and nothing is half-applied.
          const before = await tx
            .select()
            .from(matters)
            .where(
              and(
                inArray(
                  matters.id,
                  items.map((i) => i.id),
                ),
                isNull(matters.deletedAt),
              ),
            )
            .for("update");
          const byId = new Map(before.map((m) => [m.id, m]));
          const code = (id: number) => displayCode("MT", String(id));
          const missing = items.filter((i) => !byId.has(i.id));
          if (missing.length)
            throw new HttpError(404, {
              items: missing.map((i) => `${code(i.id)}: ${messages.notFound}`),
            });
          const stale = items.filter((i) => byId.get(i.id)!.version !== i.version);
          if (stale.length)
            throw new HttpError(409, {
              items: stale.map((i) => `${code(i.id)}: ${messages.stale}`),
            });
          const values = new Map<number, Changes<typeof matters>>();
          const refused: string[] = [];
          for (const item of items) {
            const before = byId.get(item.id)!;
            // 保留解除 takes each matter back to its own status before the hold.
            const to = resumeFromHold
              ? before.status === MATTER.onHold
                ? before.statusBeforeHold
                : null
              : status;
            // null only when resuming a matter that is not on hold.
            if (to === null) {
              refused.push(`${code(item.id)}: 保留中ではないため保留解除できません`);
              continue;
            }
            if (to === undefined) {
              values.set(item.id, changes);
              continue;
            }
            // The same rule as a single edit, named by the matter it refused.
            try {
              values.set(item.id, { ...changes, ...handMatterStatus(before, to) });
            } catch (e) {
              const message = e instanceof HttpError ? e.body.status?.[0] : undefined;
              if (!message) throw e;
              refused.push(`${code(item.id)}: ${message}`);
            }
          }
          if (refused.length) throw badRequest({ status: refused });
          const out: Row<typeof matters>[] = [];
          for (const item of items) {
            const { after } = await updateRecord(
              tx,
              matters,
              item.id,
              item.version,
              values.get(item.id) ?? {},
              request.user.id,
            );
            out.push(after);
          }
          return out;
        })
        .catch((e) => mapDbError(e, matters));
      return present(matterResource, rows, app.db, request);
    },
  );
}
