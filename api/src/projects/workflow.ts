// The project and matter state machines of docs/DOMAIN.md, applied inside the write's transaction: a
// person's edit may take only "hand" edges; the product's own consequences ("auto") go through
// moveMatter, which refuses an edge the table does not list, so nothing is half-applied.
import { partnerMatterScope } from "../constructions/partner-scope";
import { and, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import {
  checkAutoEdge,
  checkHandEdge,
  CONSTRUCTION_LIVE,
  handTargets,
  MATTER,
  NEGOTIATION_DONE,
  matterWorkflow,
  OPEN_MATTER_STATUSES,
  PROJECT,
  projectTakesMatters,
  projectWorkflow,
} from "@cfx/domain/workflows";
import { matterStatusLabels } from "@cfx/domain/enumerations";
import { hasFlag } from "../auth/hooks";
import type { Executor, Tx } from "../db/client";
import { getActive, updateRecord, type Changes, type Row } from "../platform/crud";
import { badRequest } from "../platform/errors";
import type { RecordOf } from "../platform/resource";
import { constructions } from "../constructions/tables";
import { negotiations } from "../negotiations/tables";
import { targets } from "../targets/tables";
import { displayCode } from "@cfx/domain/codes";
import { matters, type projects } from "./tables";

const matterLabel = (s: number | null) => matterStatusLabels[s as keyof typeof matterStatusLabels];

/** What a matter's status rules read of it. */
type MatterStatusFacts = Pick<Row<typeof matters>, "status" | "statusBeforeHold">;

/** Live rows per parent id among `ids` (one query for a whole page), e.g. matters per project. */
export async function countBy(
  ex: Executor,
  column: PgColumn,
  ids: number[],
  extra?: SQL,
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const table = column.table as typeof matters;
  const rows = (await ex
    .select({ key: column, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(column, ids), isNull(table.deletedAt), extra))
    .groupBy(column)) as { key: number; n: number }[];
  return new Map(rows.map((r) => [r.key, r.n]));
}

// ---- projects ----

/** 400 unless a person may move the project from `from` to `to` (完了 needs no open matter). */
export async function checkProjectStatus(tx: Tx, projectId: number, from: number, to: number) {
  const refusal = checkHandEdge(projectWorkflow, from, to);
  if (refusal) throw badRequest({ status: [refusal] });
  if (to === PROJECT.done) {
    const open = (await countBy(tx, matters.projectId, [projectId], openMatter())).get(projectId);
    if (open)
      throw badRequest({
        status: [`未完了の案件が${open}件あるため、プロジェクトを完了にできません`],
      });
  }
}

const openMatter = () => inArray(matters.status, [...OPEN_MATTER_STATUSES]);

/** Live matters per project and status among `ids`: one grouped query for a whole page. */
async function matterCountsBy(ex: Executor, ids: number[], request: FastifyRequest) {
  const out = new Map<number, { status: number; count: number }[]>();
  if (!ids.length) return out;
  const rows = await ex
    .select({ projectId: matters.projectId, status: matters.status, n: sql<number>`count(*)::int` })
    .from(matters)
    // A partner counts only its own matters: the others are not its business, not even as numbers.
    .where(
      and(inArray(matters.projectId, ids), isNull(matters.deletedAt), partnerMatterScope(request)),
    )
    .groupBy(matters.projectId, matters.status)
    .orderBy(matters.projectId, matters.status);
  for (const r of rows) {
    const list = out.get(r.projectId) ?? [];
    list.push({ status: r.status, count: Number(r.n) });
    out.set(r.projectId, list);
  }
  return out;
}

const OPEN = new Set<number>(OPEN_MATTER_STATUSES);
/** 完了理由 合意 (completeReasonLabels): a negotiation that ended with it lets a construction be made. */
const AGREED_REASON = 1;

export async function decorateProjects(
  records: RecordOf<typeof projects>[],
  ex: Executor,
  request: FastifyRequest,
) {
  const counts = await matterCountsBy(
    ex,
    records.map((r) => r.id),
    request,
  );
  const edit = hasFlag(request, "targetEdit");
  for (const r of records) {
    const byStatus = counts.get(r.id) ?? [];
    const open = byStatus.some((c) => OPEN.has(c.status));
    r.matterCounts = byStatus;
    r.allowedStatuses = edit
      ? handTargets(projectWorkflow.transitions, r.status).filter(
          (s) => s !== PROJECT.done || !open,
        )
      : [];
    r.can = {
      delete: edit && !byStatus.length,
      addMatters: edit && projectTakesMatters(r.status),
    };
  }
}

/**
 * Matters a negotiation may be instructed for (what `can.instructNegotiation` says of one, as a
 * filter): 未着手, 交渉中 or 不成立, and no negotiation of it still open.
 */
export function instructableMatter(): SQL {
  return and(
    inArray(matters.status, [MATTER.untouched, MATTER.negotiating, MATTER.failed]),
    sql`not exists (select 1 from ${negotiations} where ${negotiations.matterId} = ${matters.id} and ${negotiations.negotiationStatusId} <> ${NEGOTIATION_DONE} and ${negotiations.deletedAt} is null)`,
  )!;
}

export async function refuseProjectDelete(tx: Tx, projectId: number) {
  const n = (await countBy(tx, matters.projectId, [projectId])).get(projectId);
  if (n) throw badRequest({ id: [`案件が${n}件あるため、プロジェクトを削除できません`] });
}

// ---- matters ----

/**
 * Matters are added only to a project that is not 完了, and only for targets of the project's
 * client (a target with no client, or a project with none, is not held back).
 */
export async function checkMatterTargets(
  tx: Tx,
  project: { id: number; status: number; clientId: number | null },
  targetIds: number[],
  field: string,
) {
  if (!projectTakesMatters(project.status))
    throw badRequest({ projectId: ["完了したプロジェクトには案件を追加できません"] });
  if (project.clientId === null) return;
  const others = await tx
    .select({ id: targets.id })
    .from(targets)
    .where(
      and(
        inArray(targets.id, targetIds),
        isNotNull(targets.clientId),
        ne(targets.clientId, project.clientId),
      ),
    );
  if (others.length)
    throw badRequest({
      [field]: [
        `発注元がプロジェクトと異なる対象物件は追加できません: ${others
          .map((t) => displayCode("TA", String(t.id)))
          .join(", ")}`,
      ],
    });
}

/**
 * A person's status change of a matter → the values to write: only hand edges (保留 and back to the
 * status it had, 工事完了/不成立 → 完了). Everything else happens through negotiations and
 * constructions.
 */
export function handMatterStatus(
  before: MatterStatusFacts,
  to: number,
  field = "status",
): Changes<typeof matters> {
  const from = before.status;
  if (from === to) return {};
  if (from === MATTER.onHold) {
    const back = before.statusBeforeHold;
    if (to !== back)
      throw badRequest({
        [field]: [
          `保留の案件は保留前の状態（${matterLabel(back)}）にだけ戻せます（${matterLabel(to)}には変更できません）`,
        ],
      });
    return { status: to, statusBeforeHold: null };
  }
  const refusal = checkHandEdge(matterWorkflow, from, to);
  if (refusal) throw badRequest({ [field]: [refusal] });
  return to === MATTER.onHold ? { status: to, statusBeforeHold: from } : { status: to };
}

/** What a person may move the matter to (the screens' choices). */
export function allowedMatterStatuses(matter: MatterStatusFacts): number[] {
  const from = matter.status;
  // A matter on hold always keeps the status it had (handMatterStatus writes both).
  if (from === MATTER.onHold)
    return matter.statusBeforeHold === null ? [] : [matter.statusBeforeHold];
  return handTargets(matterWorkflow.transitions, from);
}

/**
 * The product moves a matter as the consequence of something else (a negotiation instructed or
 * completed, a construction created or completed): the edge must be in the table, and a matter on
 * 保留 does not move until a person takes it off hold. 400 under `field` otherwise.
 */
export async function moveMatter(
  tx: Tx,
  matterId: number,
  to: number,
  actor: number,
  field: string,
): Promise<void> {
  const matter = await getActive(tx, matters, matterId);
  if (matter.status === to) return;
  if (matter.status === MATTER.onHold)
    throw badRequest({ [field]: ["案件が保留中です。保留を解除してから操作してください"] });
  const refusal = checkAutoEdge(matterWorkflow, matter.status, to);
  if (refusal) throw badRequest({ [field]: [refusal] });
  await updateRecord(tx, matters, matterId, matter.version, { status: to }, actor);
}

/** docs/DOMAIN.md "Deletion": a matter with negotiations or constructions stays. */
export async function refuseMatterDelete(tx: Tx, matterId: number) {
  const facts = (await matterFacts(tx, [matterId])).get(matterId) ?? NO_FACTS;
  const n = facts.negotiations;
  const c = facts.constructions;
  const parts = [n ? `交渉が${n}件` : "", c ? `工事が${c}件` : ""].filter(Boolean);
  if (parts.length) throw badRequest({ id: [`${parts.join("、")}あるため、案件を削除できません`] });
}

export async function decorateMatters(
  records: RecordOf<typeof matters>[],
  ex: Executor,
  request: FastifyRequest,
) {
  const facts = await matterFacts(
    ex,
    records.map((r) => r.id),
  );
  const edit = hasFlag(request, "targetEdit");
  for (const r of records) {
    const id = r.id;
    const status = r.status;
    const f = facts.get(id) ?? NO_FACTS;
    r.allowedStatuses = edit ? allowedMatterStatuses(r) : [];
    r.can = {
      delete: edit && !f.negotiations && !f.constructions,
      instructNegotiation:
        hasFlag(request, "negotiationEdit") &&
        !f.openNegotiations &&
        (status === MATTER.untouched || status === MATTER.negotiating || status === MATTER.failed),
      createConstruction:
        hasFlag(request, "constructionEdit") &&
        f.latestAgreed &&
        !f.liveConstructions &&
        (status === MATTER.agreed || status === MATTER.arranging),
    };
  }
}

/** What a matter's `can` depends on, besides its own status. */
type MatterFacts = {
  negotiations: number;
  openNegotiations: number;
  /** Its latest negotiation (highest id) ended 合意. */
  latestAgreed: boolean;
  constructions: number;
  liveConstructions: number;
};
const NO_FACTS: MatterFacts = {
  negotiations: 0,
  openNegotiations: 0,
  latestAgreed: false,
  constructions: 0,
  liveConstructions: 0,
};

/**
 * The facts of the matters `ids` in two grouped queries (one over their negotiations, one over
 * their constructions) instead of one per fact: a page of matters, or the matters of a page of
 * negotiations, is decorated on every list call, and on PGlite each statement is a round trip.
 */
async function matterFacts(ex: Executor, ids: number[]): Promise<Map<number, MatterFacts>> {
  const out = new Map<number, MatterFacts>();
  if (!ids.length) return out;
  const negotiationRows = await negotiationFacts(ex, ids);
  const c = constructions;
  const constructionRows = (await ex
    .select({
      key: c.matterId,
      total: sql<number>`count(*)::int`,
      live: sql<number>`(count(*) filter (where ${inArray(c.status, [...CONSTRUCTION_LIVE])}))::int`,
    })
    .from(c)
    .where(and(inArray(c.matterId, ids), isNull(c.deletedAt)))
    .groupBy(c.matterId)) as { key: number; total: number; live: number }[];
  const of = (id: number) => {
    let facts = out.get(id);
    if (!facts) out.set(id, (facts = { ...NO_FACTS }));
    return facts;
  };
  for (const row of negotiationRows) {
    const facts = of(row.key);
    facts.negotiations = row.total;
    facts.openNegotiations = row.open;
    facts.latestAgreed = row.latestAgreed;
  }
  for (const row of constructionRows) {
    const facts = of(row.key);
    facts.constructions = row.total;
    facts.liveConstructions = row.live;
  }
  return out;
}

/**
 * Per matter among `ids` that has negotiations: how many, how many still open, and whether the
 * latest (highest id) ended 合意 — one grouped query.
 */
async function negotiationFacts(
  ex: Executor,
  ids: number[],
): Promise<{ key: number; total: number; open: number; latestAgreed: boolean }[]> {
  if (!ids.length) return [];
  const n = negotiations;
  const rows = (await ex
    .select({
      key: n.matterId,
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${n.negotiationStatusId} <> ${NEGOTIATION_DONE}))::int`,
      latestAgreed: sql<boolean>`coalesce((array_agg(${n.negotiationStatusId} = ${NEGOTIATION_DONE} and ${n.completeReason} = ${AGREED_REASON} order by ${n.id} desc))[1], false)`,
    })
    .from(n)
    .where(and(inArray(n.matterId, ids), isNull(n.deletedAt)))
    .groupBy(n.matterId)) as { key: number; total: number; open: number; latestAgreed: boolean }[];
  return rows.map((row) => ({ ...row, latestAgreed: row.latestAgreed === true }));
}

/** Matters among `ids` whose latest negotiation (highest id) ended 合意. */
export async function latestNegotiationAgreed(ex: Executor, ids: number[]): Promise<Set<number>> {
  const facts = await negotiationFacts(ex, ids);
  return new Set(facts.filter((f) => f.latestAgreed).map((f) => f.key));
}
