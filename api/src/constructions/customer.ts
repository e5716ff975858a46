// The customer a construction is for (issue #37.8): the counterpart of its matter's latest
// negotiation that names one — the person the crew asks for at the door. Name, type and unit only:
// contact details stay with the customer record (matterRead), and a partner's crew sees the
// customer only when the partner scope lets it see that unit (the matter's unit, or every unit of
// the target when the matter names none: partner-scope.ts), never the negotiation itself.
import { and, desc, inArray, isNull, or, eq, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { negotiations } from "../negotiations/tables";
import { matters } from "../projects/tables";
import { customers, targetDetails } from "../targets/tables";
import { isPartner } from "./partner-scope";

export interface ConstructionCustomer {
  id: number;
  name: string;
  customerType: number;
  targetDetailId: number;
  roomNumber: string | null;
}

/** Matter id → the customer of its latest negotiation with one, as the caller may see it. */
export async function customersOfMatters(
  ex: Executor,
  matterIds: readonly number[],
  request: FastifyRequest,
): Promise<Map<number, ConstructionCustomer>> {
  const found = new Map<number, ConstructionCustomer>();
  if (!matterIds.length) return found;
  const n = negotiations;
  const where: (SQL | undefined)[] = [
    inArray(n.matterId, [...new Set(matterIds)]),
    isNull(n.deletedAt),
    isNull(customers.deletedAt),
    isNull(targetDetails.deletedAt),
  ];
  // A crew sees the customers of the units its matters need, nothing else (partnerUnitScope).
  if (isPartner(request))
    where.push(
      or(isNull(matters.targetDetailId), eq(matters.targetDetailId, customers.targetDetailId)),
    );
  const rows = await ex
    .selectDistinctOn([n.matterId], {
      matterId: n.matterId,
      id: customers.id,
      name: customers.name,
      customerType: customers.customerType,
      targetDetailId: customers.targetDetailId,
      roomNumber: targetDetails.roomNumber,
    })
    .from(n)
    .innerJoin(customers, eq(customers.id, n.customerId))
    .innerJoin(targetDetails, eq(targetDetails.id, customers.targetDetailId))
    .innerJoin(matters, eq(matters.id, n.matterId))
    .where(and(...where))
    .orderBy(n.matterId, desc(n.id));
  for (const { matterId, ...customer } of rows) found.set(matterId, customer);
  return found;
}
