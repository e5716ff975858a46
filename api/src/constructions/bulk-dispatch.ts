// POST /bulk/dispatch/constructions: several constructions (指示待ち or 延期) dispatched to one
// team in one transaction (指示済), by the same rules as single edits (a 延期 one goes back to
// 指示待ち first, as it would by hand). Every construction is
// checked before any is written, so the answer names all the refused ones at once by CN code and
// nothing is half-dispatched; dates are booked afterwards, one by one, in the slot calendar.
import type { FastifyInstance } from "fastify";
import { and, inArray, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { codeOf } from "@cfx/domain/codes";
import { constructionStatusLabels } from "@cfx/domain/enumerations";
import { requireFlag } from "../auth/hooks";
import { updateRecord, type Row } from "../platform/crud";
import { badRequest, HttpError, messages } from "../platform/errors";
import {
  mapDbError,
  present,
  Ref,
  rowScope,
  type Resource,
  type Scoped,
} from "../platform/resource";
import { errorResponses } from "../platform/schemas";
import { CN } from "./domain";
import { constructions } from "./tables";
import { afterConstruction, prepareConstruction, type ConstructionValues } from "./workflow";

const DISPATCHABLE: readonly number[] = [CN.waiting, CN.postponed];

export function registerBulkDispatch(
  app: FastifyInstance,
  resource: Resource<typeof constructions>,
  companyTeams: Scoped,
) {
  app.post(
    "/bulk/dispatch/constructions",
    {
      onRequest: requireFlag("instructionSend"),
      schema: {
        tags: ["constructions"],
        summary: "工事の一括手配（複数の工事を1つの班に指示済にする）",
        description:
          "指示待ち・延期の工事を全件1トランザクションで班に手配する（指示済）。手配できない工事が1件でもあれば、その全件を工事コードと理由で示して何も変更しない（400、見つからない工事は404）。日程は工事指示画面で1件ずつ空き枠を予約する。",
        body: Type.Object({
          constructionIds: Type.Array(Ref("工事ID"), {
            minItems: 1,
            maxItems: 200,
            uniqueItems: true,
            description: "手配する工事",
          }),
          teamId: Ref("班ID（班の協力会社が工事の協力会社になる）"),
        }),
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer() }, { additionalProperties: true }), {
            description: "手配した工事（指定の順）",
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { constructionIds, teamId } = request.body as {
        constructionIds: number[];
        teamId: number;
      };
      const actor = request.user.id;
      const rows = await app.db
        .transaction(async (tx) => {
          const found = await tx
            .select()
            .from(constructions)
            .where(
              and(
                inArray(constructions.id, constructionIds),
                isNull(constructions.deletedAt),
                rowScope(resource, request),
              ),
            )
            .for("update");
          const byId = new Map(found.map((c) => [c.id, c]));
          const code = (id: number) => codeOf("construction", id);
          const missing = constructionIds.filter((id) => !byId.has(id));
          if (missing.length)
            throw new HttpError(404, {
              constructionIds: missing.map((id) => `${code(id)}: ${messages.notFound}`),
            });
          const refused: string[] = [];
          const values = new Map<number, ConstructionValues[]>();
          for (const id of constructionIds) {
            const before = byId.get(id)!;
            const status = before.status as keyof typeof constructionStatusLabels;
            if (!DISPATCHABLE.includes(status)) {
              refused.push(
                `${code(id)}: ${constructionStatusLabels[status]}の工事は一括手配できません（指示待ち・延期の工事だけ）`,
              );
              continue;
            }
            try {
              // 延期 goes back to 指示待ち first (its only way to a new team), then on to 指示済.
              const steps: ConstructionValues[] = [];
              let current = before;
              if (status === CN.postponed) {
                const back = await prepareConstruction(
                  { status: CN.waiting },
                  { tx, request, before: current },
                  { companyTeams },
                );
                steps.push(back);
                current = { ...current, ...back };
              }
              steps.push(
                await prepareConstruction(
                  { teamId },
                  { tx, request, before: current },
                  { companyTeams },
                ),
              );
              values.set(id, steps);
            } catch (error) {
              if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
              const message = Object.values(error.body).flat()[0];
              refused.push(`${code(id)}: ${message}`);
            }
          }
          if (refused.length) throw badRequest({ constructionIds: refused });
          const out: Row<typeof constructions>[] = [];
          for (const id of constructionIds) {
            let before = byId.get(id)!;
            for (const step of values.get(id)!) {
              const { after } = await updateRecord(
                tx,
                constructions,
                id,
                before.version,
                step,
                actor,
              );
              await afterConstruction(tx, before, after, actor);
              before = after;
            }
            out.push(before);
          }
          return out;
        })
        .catch((e) => mapDbError(e, constructions));
      return present(resource, rows, app.db, request);
    },
  );
}
