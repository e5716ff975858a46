// The construction state machine of docs/DOMAIN.md, applied inside the write's transaction:
// what a write may do is checked in transitions.ts (and a slot booked in slot-booking.ts); here
// the matter and the drop lines follow, deletion and child writes are refused, and the records
// are decorated with the transitions their reader may take.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { CN, constructionWorkflow, handTargets, MATTER } from "@cfx/domain/workflows";
import { hasFlag } from "../auth/hooks";
import type { Executor, Tx } from "../db/client";
import { lineCodes } from "../linecodes/tables";
import { getActive, updateRecord } from "../platform/crud";
import { badRequest } from "../platform/errors";
import type { RecordOf } from "../platform/resource";
import { matters } from "../projects/tables";
import { countBy, moveMatter } from "../projects/workflow";
import { customersOfMatters } from "./customer";
import { statusLabel, type Construction } from "./transitions";
import { measurements, type constructions } from "./tables";

// The write checks stay importable from here, where the resource and its routes look for them.
export {
  constructionRefusal,
  prepareConstruction,
  type ConstructionValues,
  type DispatchDeps,
} from "./transitions";

/**
 * The consequences, in the same transaction: a new construction moves its matter 合意 → 工事手配中;
 * completion moves it to 工事完了, and a drop-line removal marks the target's consented lines 撤去済.
 */
export async function afterConstruction(
  tx: Tx,
  before: Construction | undefined,
  after: Construction,
  actor: number,
): Promise<void> {
  const matterId = after.matterId;
  if (!before) {
    await moveMatter(tx, matterId, MATTER.arranging, actor, "matterId");
    return;
  }
  if (after.status !== CN.done || before.status === CN.done) return;
  await moveMatter(tx, matterId, MATTER.constructed, actor, "status");
  if (after.workType !== 4) return;
  const matter = await getActive(tx, matters, matterId);
  const lines = await tx
    .select()
    .from(lineCodes)
    .where(
      and(
        isNull(lineCodes.deletedAt),
        eq(lineCodes.status, "撤去予定"),
        sql`(${lineCodes.constructionId} = ${after.id} or (${lineCodes.constructionId} is null and ${lineCodes.targetId} = ${matter.targetId}))`,
      ),
    );
  for (const line of lines)
    await updateRecord(
      tx,
      lineCodes,
      line.id,
      line.version,
      {
        status: "撤去済",
        removedAt: after.completedAt,
        constructionId: after.id,
      },
      actor,
    );
}

/** docs/DOMAIN.md "Deletion": a construction with measurements stays. */
export async function refuseDelete(tx: Tx, id: number): Promise<void> {
  const n = (await countBy(tx, measurements.constructionId, [id])).get(id);
  if (n) throw badRequest({ id: [`測定が${n}件あるため、工事を削除できません`] });
}

/** Children (entries, measurements) are written only while the work is open. */
export function refuseChildWrite(construction: Construction, what: string): void {
  const status = construction.status;
  if (status === CN.done || status === CN.cancelled)
    throw badRequest({
      constructionId: [`${statusLabel(status)}した工事には${what}を登録できません`],
    });
}

export async function decorateConstructions(
  records: RecordOf<typeof constructions>[],
  ex: Executor,
  request: FastifyRequest,
): Promise<void> {
  const measured = await countBy(
    ex,
    measurements.constructionId,
    records.map((r) => r.id),
  );
  const customers = await customersOfMatters(
    ex,
    records.map((r) => r.matterId),
    request,
  );
  const edit = hasFlag(request, "constructionEdit");
  const send = hasFlag(request, "instructionSend");
  for (const r of records) {
    r.customer = customers.get(r.matterId) ?? null;
    const status = r.status;
    const targets = edit
      ? handTargets(constructionWorkflow.transitions, status).filter(
          (s) => send || (s !== CN.instructed && s !== CN.scheduled),
        )
      : [];
    r.allowedStatuses = targets;
    const can = (s: number) => targets.includes(s);
    r.can = {
      dispatch: can(CN.instructed) || (edit && send && status === CN.instructed),
      schedule: can(CN.scheduled) || (edit && send && status === CN.scheduled),
      start: can(CN.working),
      complete: can(CN.done),
      postpone: can(CN.postponed),
      cancel: can(CN.cancelled),
      delete: edit && !measured.get(r.id),
    };
  }
}
