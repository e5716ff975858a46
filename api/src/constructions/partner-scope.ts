// The row scope of a partner company's staff (工事担当, role 7), written once for every area
// (docs/DOMAIN.md "Roles and permission flags", issue #36): the constructions dispatched to their
// company, and only what hangs on them — the matters of those constructions, the projects and
// targets of those matters, the units the matters name (every unit of the target when a matter
// names none) and the customers of those units. Negotiations, their visit memos and the
// customers' contracts are never a partner's business. Each function answers undefined for every
// other caller (no restriction), so a resource declares `scope: partnerXScope` and nothing else
// changes for office staff.
import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import { lineCodes } from "../linecodes/tables";
import { matters } from "../projects/tables";
import { customers, targetDetails } from "../targets/tables";
import { constructions } from "./tables";

/** The companies whose work the caller is limited to; undefined when the caller is not limited. */
function partnerCompanies(request: FastifyRequest): number[] | undefined {
  return request.user?.roleTypeId === CONSTRUCTION_STAFF_ROLE
    ? request.user.associateCompanyIds
    : undefined;
}

/** True for a caller limited to its company's constructions. */
export function isPartner(request: FastifyRequest): boolean {
  return partnerCompanies(request) !== undefined;
}

/** 工事担当 (role 7) of a partner company: only constructions dispatched to its companies. */
export function constructionScope(request: FastifyRequest): SQL | undefined {
  const ids = partnerCompanies(request);
  if (!ids) return undefined;
  return ids.length ? inArray(constructions.associateCompanyId, ids) : sql`false`;
}

/**
 * `(select matter_id …)` of the caller's live constructions. A deleted construction no longer
 * needs its matter; a cancelled one keeps it (its history is still the company's).
 */
function partnerMatterIds(request: FastifyRequest): SQL | undefined {
  const own = constructionScope(request);
  if (!own) return undefined;
  return sql`(select ${constructions.matterId} from ${constructions} where ${constructions.deletedAt} is null and ${own})`;
}

/** Matters (案件) of the caller's constructions. */
export function partnerMatterScope(request: FastifyRequest): SQL | undefined {
  const ids = partnerMatterIds(request);
  return ids && inArray(matters.id, ids);
}

/** `(select <column> from matters where <visible>)`: a column of the caller's matters. */
function ofPartnerMatters(request: FastifyRequest, column: AnyPgColumn) {
  const visible = partnerMatterScope(request);
  return visible && sql`(select ${column} from ${matters} where ${visible})`;
}

/** Projects (プロジェクト) holding one of the caller's matters. */
export function partnerProjectScope(
  request: FastifyRequest,
  projectId: AnyPgColumn,
): SQL | undefined {
  const ids = ofPartnerMatters(request, matters.projectId);
  return ids && inArray(projectId, ids);
}

/** Targets (対象物件) of the caller's matters; `targetId` is the column to restrict. */
export function partnerTargetScope(
  request: FastifyRequest,
  targetId: AnyPgColumn,
): SQL | undefined {
  const ids = ofPartnerMatters(request, matters.targetId);
  return ids && inArray(targetId, ids);
}

/**
 * Units (対象詳細) the caller's matters need: the unit a matter names, or every unit of its
 * target when it names none (a house, or work on the whole building).
 */
export function partnerUnitScope(request: FastifyRequest): SQL | undefined {
  const visible = partnerMatterScope(request);
  if (!visible) return undefined;
  return or(
    inArray(
      targetDetails.id,
      sql`(select ${matters.targetDetailId} from ${matters} where ${visible} and ${matters.targetDetailId} is not null)`,
    ),
    inArray(
      targetDetails.targetId,
      sql`(select ${matters.targetId} from ${matters} where ${visible} and ${matters.targetDetailId} is null)`,
    ),
  );
}

/** Customers (顧客) of those units: name and unit only, contact details stay masked (matterRead). */
export function partnerCustomerScope(request: FastifyRequest): SQL | undefined {
  const units = partnerUnitScope(request);
  return (
    units &&
    inArray(
      customers.targetDetailId,
      sql`(select ${targetDetails.id} from ${targetDetails} where ${units})`,
    )
  );
}

/** What a partner never reads (negotiations, visit memos, contracts): no row at all. */
export function noRowsForPartners(request: FastifyRequest): SQL | undefined {
  return isPartner(request) ? sql`false` : undefined;
}

/**
 * Drop lines (引込線) of the caller's targets, or removed by one of its constructions: the lines a
 * removal job works on.
 */
export function partnerLineCodeScope(request: FastifyRequest): SQL | undefined {
  const own = constructionScope(request);
  if (!own) return undefined;
  return or(
    partnerTargetScope(request, lineCodes.targetId),
    inArray(
      lineCodes.constructionId,
      sql`(select ${constructions.id} from ${constructions} where ${own})`,
    ),
  );
}
