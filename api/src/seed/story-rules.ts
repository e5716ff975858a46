// The rules the demo story must obey, checked row by row on a seeded database (story.test.ts).
// Written from docs/DOMAIN.md and the state machines of @cfx/domain/workflows, not from the seed's own
// code: each broken rule comes back as one line naming the row (MT-00000012 …) and the rule.
import { createHash } from "node:crypto";
import { isNull } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { codeOf } from "@cfx/domain/codes";
import { FileNotFoundError, type FileStore } from "../files/store";
import { ROLE_GRANTS, type Flag, type RoleTypeId } from "@cfx/domain/flags";
import {
  CONSTRUCTION_BOOKED,
  CONSTRUCTION_LIVE,
  MATTER,
  MATTER_HOLDABLE,
  NEGOTIATION_DONE,
  OPEN_MATTER_STATUSES,
  constructionTransitions,
  edgeOf,
  lineCodeTransitions,
  matterTransitions,
  projectTransitions,
} from "@cfx/domain/workflows";
import type { Executor } from "../db/client";
import { attachments } from "../attachments/tables";
import {
  constructionEntries,
  constructionFreeSchedules,
  constructions,
  measurements,
  measurementThresholds,
  schedules,
} from "../constructions/tables";
import { externalSourceDetails, externalSources } from "../external-sources/tables";
import { lineCodes } from "../linecodes/tables";
import { teams } from "../masters/tables";
import { negotiationHistories, negotiations } from "../negotiations/tables";
import { matters, projects } from "../projects/tables";
import { customerServices, customers, targetDetails, targets } from "../targets/tables";
import { users } from "../users/tables";
import { storyClock, todayInTokyo } from "./clock";

const DAY = 86_400_000;

/** Every row of the story, as the database holds it (live rows only). */
async function load(db: Executor) {
  const live = async <T extends { deletedAt: Date | null }>(rows: Promise<T[]>) =>
    (await rows).filter((r) => r.deletedAt === null);
  return {
    targets: await live(db.select().from(targets)),
    details: await live(db.select().from(targetDetails)),
    customers: await live(db.select().from(customers)),
    services: await live(db.select().from(customerServices)),
    projects: await live(db.select().from(projects)),
    matters: await live(db.select().from(matters)),
    negotiations: await live(db.select().from(negotiations)),
    histories: await live(db.select().from(negotiationHistories)),
    schedules: await live(db.select().from(schedules)),
    slots: await live(db.select().from(constructionFreeSchedules)),
    constructions: await live(db.select().from(constructions)),
    entries: await live(db.select().from(constructionEntries)),
    measurements: await live(db.select().from(measurements)),
    thresholds: await live(db.select().from(measurementThresholds)),
    lineCodes: await live(db.select().from(lineCodes)),
    attachments: await live(db.select().from(attachments)),
    sources: await live(db.select().from(externalSources)),
    runs: await live(db.select().from(externalSourceDetails)),
    users: await db.select().from(users).where(isNull(users.deletedAt)),
    teams: await db.select().from(teams).where(isNull(teams.deletedAt)),
  };
}

export type Story = Awaited<ReturnType<typeof load>>;

const byTime =
  <T extends { id: number }>(at: (row: T) => Date) =>
  (a: T, b: T) =>
    at(a).getTime() - at(b).getTime() || a.id - b.id;
const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};
const iso = (at: Date | null | undefined) => at?.toISOString() ?? "null";
/** A stored document's bytes (the checker reads whole one-page PDFs); undefined when missing. */
async function readStored(store: FileStore, key: string): Promise<Buffer | undefined> {
  try {
    const { body } = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof FileNotFoundError) return undefined;
    throw error;
  }
}

/** 合格 when min ≤ power ≤ max, compared at two decimals (docs/DOMAIN.md: bounds inclusive). */
const judged = (power: string, min: string, max: string) => {
  const cents = (v: string) => Math.round(Number(v) * 100);
  return cents(power) >= cents(min) && cents(power) <= cents(max) ? "合格" : "不合格";
};

/**
 * Checks the seeded story against the rules; returns one line per broken rule (empty: all kept).
 * `fileStore`: where the documents were stored (checked only when given).
 */
export async function checkStory(
  db: Executor,
  today: string,
  fileStore?: FileStore,
): Promise<{ violations: string[]; story: Story }> {
  const s = await load(db);
  const c = storyClock(today);
  const out: string[] = [];
  const fail = (who: string, rule: string) => out.push(`${who}: ${rule}`);
  const MT = (id: number) => codeOf("matter", id);
  const NE = (id: number) => codeOf("negotiation", id);
  const CN = (id: number) => codeOf("construction", id);
  const dayOf = (date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY);

  const flagsOf = new Map(
    s.users.map((u) => [u.id, ROLE_GRANTS[u.roleTypeId as RoleTypeId] ?? ([] as Flag[])]),
  );
  const may = (user: number | null, flag: Flag) =>
    user !== null && (flagsOf.get(user)?.includes(flag) ?? false);
  const target = new Map(s.targets.map((t) => [t.id, t]));
  const detail = new Map(s.details.map((d) => [d.id, d]));
  const customer = new Map(s.customers.map((x) => [x.id, x]));
  const project = new Map(s.projects.map((p) => [p.id, p]));
  const matter = new Map(s.matters.map((m) => [m.id, m]));
  const negotiation = new Map(s.negotiations.map((n) => [n.id, n]));
  const construction = new Map(s.constructions.map((x) => [x.id, x]));
  const team = new Map(s.teams.map((t) => [t.id, t]));
  const negsOf = group(s.negotiations, (n) => n.matterId);
  const consOf = group(s.constructions, (x) => x.matterId);
  const histOf = group(s.histories, (h) => h.negotiationId);
  const measOf = group(s.measurements, (m) => m.constructionId);

  // ---- the present: everything recorded happened before D 00:00 (Tokyo) ----
  const stamped: [string, { id: number; createdAt: Date; updatedAt: Date }[]][] = [
    ["TA", s.targets],
    ["TD", s.details],
    ["CU", s.customers],
    ["CS", s.services],
    ["PR", s.projects],
    ["MT", s.matters],
    ["NE", s.negotiations],
    ["history", s.histories],
    ["schedule", s.schedules],
    ["slot", s.slots],
    ["CN", s.constructions],
    ["entry", s.entries],
    ["measurement", s.measurements],
    ["line", s.lineCodes],
    ["attachment", s.attachments],
    ["source", s.sources],
    ["run", s.runs],
  ];
  for (const [kind, rows] of stamped)
    for (const r of rows) {
      if (r.updatedAt < r.createdAt) fail(`${kind}#${r.id}`, "updatedAt before createdAt");
      if (r.updatedAt >= c.start)
        fail(`${kind}#${r.id}`, `updated on or after the seeding day (${iso(r.updatedAt)})`);
    }

  // ---- targets and contract contents ----
  for (const t of s.targets) {
    if (!t.targetInstallationTypeId) fail(codeOf("target", t.id), "no installation type");
    if (!t.clientId) fail(codeOf("target", t.id), "no client");
  }
  for (const x of s.services)
    if (
      !x.contractTypeId ||
      !x.contractDetailTypeId ||
      !x.contractReceiverId ||
      !x.customerServiceItemId
    )
      fail(codeOf("customerService", x.id), "contract content not filled from the masters");

  // ---- projects ----
  const mattersOf = group(s.matters, (m) => m.projectId);
  for (const p of s.projects) {
    const code = codeOf("project", p.id);
    const path = [1, 2, 3].slice(0, p.status);
    for (let i = 1; i < path.length; i++)
      if (!edgeOf(projectTransitions, path[i - 1]!, path[i]!))
        fail(code, `status ${p.status} unreachable`);
    const own = mattersOf.get(p.id) ?? [];
    if (p.status === 3)
      for (const m of own)
        if ((OPEN_MATTER_STATUSES as readonly number[]).includes(m.status))
          fail(code, `完了 project with ${MT(m.id)} in status ${m.status}`);
    if (p.status === 1)
      for (const m of own)
        if (negsOf.has(m.id) || consOf.has(m.id))
          fail(code, `準備中 project, but ${MT(m.id)} is already negotiated`);
    const seen = new Set<number>();
    for (const m of own) {
      if (seen.has(m.targetId)) fail(code, `target TA-${m.targetId} in two of its matters`);
      seen.add(m.targetId);
      const t = target.get(m.targetId);
      if (!t || t.clientId !== p.clientId)
        fail(MT(m.id), `target of client ${t?.clientId}, project of client ${p.clientId}`);
      if (m.createdAt < p.createdAt) fail(MT(m.id), "created before its project");
      if (t && m.createdAt < t.createdAt) fail(MT(m.id), "created before its target");
    }
  }

  // ---- matters: status against children, and the path that led there ----
  for (const m of s.matters) {
    const code = MT(m.id);
    if ((m.status === MATTER.onHold) !== (m.statusBeforeHold !== null))
      fail(code, `status ${m.status} with statusBeforeHold ${m.statusBeforeHold}`);
    if (
      m.statusBeforeHold !== null &&
      !(MATTER_HOLDABLE as readonly number[]).includes(m.statusBeforeHold)
    )
      fail(code, `statusBeforeHold ${m.statusBeforeHold} cannot be held`);
    const open: number[] = [...OPEN_MATTER_STATUSES, MATTER.onHold];
    if (open.includes(m.status) && m.dueDate !== null && m.dueDate < today)
      fail(code, `open, but due ${m.dueDate} (overdue)`);
    if (m.targetDetailId && detail.get(m.targetDetailId)?.targetId !== m.targetId)
      fail(code, "its unit belongs to another target");
    const negs = (negsOf.get(m.id) ?? []).sort(byTime((n) => n.createdAt));
    const cons = (consOf.get(m.id) ?? []).sort(byTime((x) => x.createdAt));
    const latest = negs.at(-1);
    const live = cons.filter((x) => (CONSTRUCTION_LIVE as readonly number[]).includes(x.status));
    if (live.length > 1) fail(code, `${live.length} live constructions`);
    const cn = live[0];
    const effective = m.status === MATTER.onHold ? (m.statusBeforeHold ?? 0) : m.status;
    const agreedLast =
      latest?.negotiationStatusId === NEGOTIATION_DONE && latest.completeReason === 1;
    const failedLast =
      latest?.negotiationStatusId === NEGOTIATION_DONE && latest.completeReason === 2;
    const openLast = latest !== undefined && latest.negotiationStatusId !== NEGOTIATION_DONE;
    const children = `latest ${latest ? `${NE(latest.id)} status ${latest.negotiationStatusId} reason ${latest.completeReason}` : "none"}, construction ${cn ? `${CN(cn.id)} status ${cn.status}` : "none"}`;
    const ok = (() => {
      switch (effective) {
        case MATTER.untouched:
          return negs.length === 0 && cons.length === 0;
        case MATTER.negotiating:
          return openLast && cons.length === 0;
        case MATTER.agreed:
          return agreedLast && !cn;
        case MATTER.failed:
          return failedLast && !cn;
        case MATTER.arranging:
          return agreedLast && cn !== undefined && [1, 2, 3, 4, 6].includes(cn.status);
        case MATTER.constructed:
          return agreedLast && cn?.status === 5;
        case MATTER.done:
          return (agreedLast && cn?.status === 5) || (failedLast && !cn);
        default:
          return false;
      }
    })();
    if (!ok) fail(code, `status ${m.status} (${effective}) but ${children}`);
    if (negs.filter((n) => n.negotiationStatusId !== NEGOTIATION_DONE).length > 1)
      fail(code, "more than one open negotiation");

    // Replay its children in time order through the matter's state machine.
    type Event = { at: Date; what: string; to: number | "same" };
    const events: Event[] = [];
    for (const n of negs) {
      events.push({ at: n.createdAt, what: `${NE(n.id)} instructed`, to: MATTER.negotiating });
      if (n.completedAt)
        events.push({
          at: n.completedAt,
          what: `${NE(n.id)} completed (${n.completeReason})`,
          to:
            n.completeReason === 1
              ? MATTER.agreed
              : n.completeReason === 2
                ? MATTER.failed
                : "same",
        });
    }
    for (const x of cons) {
      events.push({ at: x.createdAt, what: `${CN(x.id)} created`, to: MATTER.arranging });
      if (x.status === 5 && x.completedAt)
        events.push({ at: x.completedAt, what: `${CN(x.id)} completed`, to: MATTER.constructed });
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    let now: number = MATTER.untouched;
    let changed: Date | undefined;
    for (const e of events) {
      if (e.at < m.createdAt) fail(code, `${e.what} before the matter was created`);
      if (e.to === "same" || e.to === now) continue;
      if (!edgeOf(matterTransitions, now, e.to))
        fail(code, `${e.what}: ${now} → ${e.to} is not a workflow edge`);
      now = e.to;
      changed = e.at;
    }
    const finalOk =
      m.status === MATTER.onHold
        ? m.statusBeforeHold === now && edgeOf(matterTransitions, now, MATTER.onHold)
        : m.status === MATTER.done
          ? edgeOf(matterTransitions, now, MATTER.done) !== undefined
          : m.status === now;
    if (!finalOk) fail(code, `its children lead to status ${now}, it says ${m.status}`);
    if (changed && m.updatedAt < changed) fail(code, "updated before its last status change");
  }

  // ---- negotiations and their history ----
  for (const n of s.negotiations) {
    const code = NE(n.id);
    const m = matter.get(n.matterId);
    if (!m) {
      fail(code, "no matter");
      continue;
    }
    const done = n.negotiationStatusId === NEGOTIATION_DONE;
    if (done !== (n.completeReason !== 0) || done !== (n.completedAt !== null))
      fail(
        code,
        `status ${n.negotiationStatusId}, reason ${n.completeReason}, completedAt ${iso(n.completedAt)}`,
      );
    if (n.negotiationStatusId < 1 || n.negotiationStatusId > 6)
      fail(code, `status ${n.negotiationStatusId}`);
    if (n.customerId !== null) {
      const cu = customer.get(n.customerId);
      const t = cu ? detail.get(cu.targetDetailId)?.targetId : undefined;
      if (t !== m.targetId) fail(code, `customer CU-${n.customerId} is not of the matter's target`);
    }
    if (!may(n.assigneeUserId, "negotiationEdit"))
      fail(code, `assignee ${n.assigneeUserId} lacks negotiationEdit`);
    if (n.createdAt < m.createdAt) fail(code, "created before its matter");
    if (n.completedAt && n.completedAt >= c.start) fail(code, "completed in the future");
    if (n.completeReason === 3) {
      const later = (negsOf.get(m.id) ?? []).filter((x) => x.createdAt > n.createdAt);
      if (!later.length) fail(code, "引継ぎ without a following negotiation");
      for (const x of later)
        if (x.createdAt < n.completedAt!) fail(NE(x.id), "instructed before the handover");
    }
    for (const prev of negsOf.get(m.id) ?? [])
      if (prev.createdAt < n.createdAt && (!prev.completedAt || prev.completedAt > n.createdAt))
        fail(code, `instructed while ${NE(prev.id)} was still open`);
    const hist = (histOf.get(n.id) ?? []).sort((a, b) => a.id - b.id);
    hist.forEach((h, i) => {
      if (h.contactedAt <= m.createdAt) fail(code, `history #${h.id} before the matter existed`);
      if (h.contactedAt < n.createdAt) fail(code, `history #${h.id} before it was instructed`);
      if (n.completedAt && h.contactedAt > n.completedAt)
        fail(code, `history #${h.id} after its completion`);
      if (h.contactedAt >= c.start) fail(code, `history #${h.id} in the future`);
      if (i > 0 && h.contactedAt < hist[i - 1]!.contactedAt)
        fail(code, `history #${h.id} out of time order`);
    });
    if (done && n.scheduledAt && n.scheduledAt > n.completedAt!)
      fail(code, "visit scheduled after its completion");
    if (!done && n.scheduledAt) {
      if (n.scheduledAt < c.start) fail(code, `open with a past visit ${iso(n.scheduledAt)}`);
      const booked = s.schedules.some(
        (x) =>
          x.kind === 2 &&
          x.negotiationId === n.id &&
          x.userId === n.assigneeUserId &&
          x.startAt.getTime() === n.scheduledAt!.getTime(),
      );
      if (!booked) fail(code, "visit without a schedule row for its assignee");
    }
  }
  for (const x of s.schedules) {
    if (x.kind === 2) {
      const n = x.negotiationId ? negotiation.get(x.negotiationId) : undefined;
      if (!n || x.userId !== n.assigneeUserId)
        fail(`schedule#${x.id}`, "a visit not booked for its negotiation's assignee");
    } else {
      const k = x.constructionId ? construction.get(x.constructionId) : undefined;
      if (!k || x.teamId !== k.teamId || !k.scheduledDate)
        fail(`schedule#${x.id}`, "a work booking not matching its construction");
      else if (todayInTokyo(x.startAt) !== k.scheduledDate)
        fail(`schedule#${x.id}`, `on ${todayInTokyo(x.startAt)}, work on ${k.scheduledDate}`);
    }
  }

  // ---- constructions ----
  const slotOf = new Map(s.slots.map((x) => [`${x.teamId}|${x.date}|${x.slot}`, x]));
  const used = new Map<string, number>();
  for (const x of s.constructions) {
    const code = CN(x.id);
    const m = matter.get(x.matterId);
    if (!m) {
      fail(code, "no matter");
      continue;
    }
    if (x.workType !== m.workType) fail(code, "work type differs from its matter's");
    const dispatched =
      x.associateCompanyId !== null && x.teamId !== null && x.instructedAt !== null;
    const dated = x.scheduledDate !== null && x.slot !== null;
    const fields = `team ${x.teamId}, date ${x.scheduledDate} ${x.slot}, instructed ${iso(x.instructedAt)}, completed ${iso(x.completedAt)}`;
    const rule: Record<number, boolean> = {
      1: !x.teamId && !x.associateCompanyId && !dated && !x.instructedAt && !x.completedAt,
      2: dispatched && !dated && !x.completedAt,
      3: dispatched && dated && dayOf(x.scheduledDate!) >= 0 && !x.completedAt,
      4: dispatched && dated && dayOf(x.scheduledDate!) <= 0 && !x.completedAt,
      5:
        dispatched &&
        dated &&
        x.completedAt !== null &&
        todayInTokyo(x.completedAt) === x.scheduledDate,
      6: dispatched && !dated && !x.completedAt,
      7: !dated && !x.completedAt,
    };
    if (!rule[x.status]) fail(code, `status ${x.status} with ${fields}`);
    if (x.teamId && team.get(x.teamId)?.associateCompanyId !== x.associateCompanyId)
      fail(code, "team of another company");
    if (x.instructedAt && x.instructedAt < x.createdAt) fail(code, "dispatched before created");
    if (x.instructedBy !== null && !may(x.instructedBy, "instructionSend"))
      fail(code, `dispatched by ${x.instructedBy} without instructionSend`);
    if (x.completedAt && x.instructedAt && x.completedAt < x.instructedAt)
      fail(code, "completed before dispatched");
    // Created only for a matter whose latest negotiation (then) had ended 合意.
    const before = (negsOf.get(m.id) ?? [])
      .filter((n) => n.createdAt <= x.createdAt)
      .sort(byTime((n) => n.createdAt))
      .at(-1);
    if (!before || before.completeReason !== 1 || before.completedAt! > x.createdAt)
      fail(code, `created ${iso(x.createdAt)} without an agreed negotiation before it`);
    const path =
      x.status === 1
        ? [1]
        : x.status <= 5
          ? [1, 2, 3, 4, 5].slice(0, x.status)
          : [1, ...(x.instructedAt ? [2] : []), x.status];
    for (let i = 1; i < path.length; i++)
      if (!edgeOf(constructionTransitions, path[i - 1]!, path[i]!))
        fail(code, `${path.join("→")} is not a workflow path`);
    // Booked slots: a free slot of the team that day, within its capacity.
    if (dated && dayOf(x.scheduledDate!) >= -14) {
      const key = `${x.teamId}|${x.scheduledDate}|${x.slot}`;
      if (!slotOf.has(key)) fail(code, `no free slot ${key}`);
      used.set(key, (used.get(key) ?? 0) + 1);
    }
    const booked = [...CONSTRUCTION_BOOKED, 5].includes(x.status);
    const calendar = s.schedules.filter((y) => y.kind === 1 && y.constructionId === x.id);
    if (booked !== (calendar.length === 1))
      fail(code, `status ${x.status} with ${calendar.length} team bookings`);
    // Readings: judged against the threshold row of their point and wavelength.
    const readings = measOf.get(x.id) ?? [];
    if (readings.length && ![4, 5].includes(x.status))
      fail(code, `status ${x.status} with measurements`);
    if (x.workType === 4 && readings.length) fail(code, "a removal with measurements");
    for (const r of readings) {
      const th = s.thresholds.find((t) => t.point === r.point && t.wavelengthNm === r.wavelengthNm);
      const who = `${code} measurement#${r.id} ${r.point} ${r.wavelengthNm}nm ${r.powerDbm}`;
      if (!th) {
        fail(who, "no threshold row");
        continue;
      }
      if (
        Number(r.thresholdMin) !== Number(th.minDbm) ||
        Number(r.thresholdMax) !== Number(th.maxDbm)
      )
        fail(who, `bounds ${r.thresholdMin}…${r.thresholdMax}, master ${th.minDbm}…${th.maxDbm}`);
      if (r.judgement !== judged(r.powerDbm, th.minDbm, th.maxDbm))
        fail(who, `judged ${r.judgement} against ${th.minDbm}…${th.maxDbm}`);
      if ((x.instructedAt && r.measuredAt < x.instructedAt) || r.measuredAt >= c.start)
        fail(who, `measured at ${iso(r.measuredAt)}`);
      if (x.completedAt && r.measuredAt > x.completedAt) fail(who, "measured after completion");
    }
    if (x.status === 5 && x.workType !== 4) {
      const failing = readings.some((r) => r.judgement !== "合格");
      if (!readings.length) fail(code, "completed without measurements");
      if (failing && !x.overrideReason?.trim()) fail(code, "completed over a failing reading");
    }
    if (x.overrideReason && x.status !== 5) fail(code, "override reason before completion");
  }
  for (const [key, n] of used) {
    const slot = slotOf.get(key);
    if (slot && n > slot.capacity) fail(`slot ${key}`, `${n} bookings, capacity ${slot.capacity}`);
  }
  for (const x of s.slots)
    if (dayOf(x.date) < -14 || dayOf(x.date) > 42) fail(`slot#${x.id}`, `dated ${x.date}`);
  for (const t of s.teams) {
    const own = s.slots.filter((x) => x.teamId === t.id).map((x) => dayOf(x.date));
    if (!own.some((n) => n < 0) || !own.some((n) => n >= 0))
      fail(`team#${t.id}`, "no free slots both before and after the seeding day");
  }
  for (const e of s.entries) {
    const x = construction.get(e.constructionId);
    if (!x || ![4, 5].includes(x.status)) fail(`entry#${e.id}`, "on work not started");
    else if ((x.workType === 4) !== (e.item === "撤去"))
      fail(`entry#${e.id}`, `${e.item} on work type ${x.workType}`);
  }

  // ---- drop lines ----
  const removalTargets = new Set(
    s.matters.filter((m) => project.get(m.projectId)?.workType === 4).map((m) => m.targetId),
  );
  const removedBy = new Set<number>();
  for (const l of s.lineCodes) {
    const who = `line ${l.lineCode}`;
    const x = l.constructionId ? construction.get(l.constructionId) : undefined;
    if (l.status === "撤去済") {
      const m = x ? matter.get(x.matterId) : undefined;
      if (!x || x.workType !== 4 || x.status !== 5 || m?.targetId !== l.targetId)
        fail(who, "removed, but not by a completed removal of its target");
      else if (l.removedAt?.getTime() !== x.completedAt?.getTime())
        fail(who, `removed ${iso(l.removedAt)}, its removal completed ${iso(x.completedAt)}`);
      if (!l.removalConsentAt || (l.removedAt && l.removalConsentAt > l.removedAt))
        fail(who, "removed without consent before it");
      if (x) removedBy.add(x.id);
    } else {
      if (l.constructionId || l.removedAt) fail(who, `${l.status} with a removal`);
      const planned = l.targetId !== null && removalTargets.has(l.targetId);
      if (planned !== (l.status === "撤去予定"))
        fail(who, `${l.status}, target ${planned ? "is" : "is not"} in a removal project`);
      if ((l.status === "撤去予定") !== (l.removalConsentAt !== null))
        fail(who, `${l.status} with removalConsentAt ${iso(l.removalConsentAt)}`);
    }
    const path = ["使用中", "撤去予定", "撤去済"].slice(
      0,
      ["使用中", "撤去予定", "撤去済"].indexOf(l.status) + 1,
    );
    if (!path.length) fail(who, `status ${l.status}`);
    for (let i = 1; i < path.length; i++)
      if (!edgeOf(lineCodeTransitions, path[i - 1]!, path[i]!))
        fail(who, `${path.join("→")} is not a workflow path`);
  }
  for (const x of s.constructions)
    if (x.workType === 4 && x.status === 5 && !removedBy.has(x.id))
      fail(CN(x.id), "completed removal that removed no line");

  // ---- documents ----
  for (const a of s.attachments) {
    const who = `attachment#${a.id} (${a.fileName})`;
    const n = a.ownerType === "negotiation" ? negotiation.get(a.ownerId) : undefined;
    if (a.kind !== "document" || !a.documentType || a.documentType < 1 || a.documentType > 8)
      fail(who, `kind ${a.kind}, document type ${a.documentType}`);
    if (!n) fail(who, `owner ${a.ownerType} ${a.ownerId} is not a negotiation`);
    else if (!n.completedAt || a.createdAt < n.completedAt || n.completeReason === 3)
      fail(who, "issued before its negotiation was concluded");
    else if (a.documentType === 1) {
      const dispatchedBefore = (consOf.get(n.matterId) ?? []).some(
        (x) => x.instructedAt && x.instructedAt <= a.createdAt,
      );
      if (!dispatchedBefore) fail(who, "工事依頼書 before any dispatch");
    }
    if (fileStore) {
      const bytes = await readStored(fileStore, a.storageKey);
      if (!bytes) {
        fail(who, `no file at ${a.storageKey}`);
        continue;
      }
      if (bytes.length !== a.size || createHash("sha256").update(bytes).digest("hex") !== a.sha256)
        fail(who, "file differs from its size/sha256");
      try {
        const pdf = await PDFDocument.load(bytes);
        if (pdf.getPageCount() !== 1) fail(who, `${pdf.getPageCount()} pages`);
      } catch (error) {
        fail(who, `not a readable PDF (${String(error)})`);
      }
    }
  }

  // ---- external sources ----
  for (const src of s.sources) {
    const runs = s.runs
      .filter((r) => r.externalSourceId === src.id)
      .sort(byTime((r) => r.startedAt));
    const last = runs.at(-1);
    if (src.url && !/^https?:\/\/([a-z0-9-]+\.)*example\.jp(\/|$)/.test(src.url))
      fail(`source#${src.id}`, `url ${src.url} is not an example.jp host`);
    if (last?.startedAt.getTime() !== src.lastRunAt?.getTime() || last?.status !== src.lastStatus)
      fail(`source#${src.id}`, "last run and lastRunAt/lastStatus disagree");
  }
  for (const r of s.runs) {
    const ok = r.status === "成功";
    if (ok !== (r.errors.length === 0) || ok !== (r.rowsFailed === 0))
      fail(
        `run#${r.id}`,
        `${r.status} with ${r.rowsFailed} failed rows, ${r.errors.length} errors`,
      );
    if (r.finishedAt && r.finishedAt < r.startedAt) fail(`run#${r.id}`, "finished before started");
  }

  return { violations: out, story: s };
}

/** The counts the issue's "Must show" asks for, and the per-status counts of the closing note. */
export function storyCounts(s: Story, today: string) {
  const c = storyClock(today);
  const weekEnd = c.at(7, 0);
  const count = <T>(rows: T[], key: (row: T) => number | string) => {
    const out: Record<string, number> = {};
    for (const r of rows) out[String(key(r))] = (out[String(key(r))] ?? 0) + 1;
    return out;
  };
  const bookings = new Map<string, number>();
  for (const x of s.constructions)
    if (x.scheduledDate && [3, 4, 5].includes(x.status)) {
      const key = `${x.teamId}|${x.scheduledDate}|${x.slot}`;
      bookings.set(key, (bookings.get(key) ?? 0) + 1);
    }
  return {
    projects: count(s.projects, (p) => p.status),
    matters: count(s.matters, (m) => m.status),
    negotiations: count(s.negotiations, (n) => n.negotiationStatusId),
    constructions: count(s.constructions, (x) => x.status),
    lineCodes: count(s.lineCodes, (l) => l.status),
    visitsThisWeek: s.negotiations.filter(
      (n) =>
        n.negotiationStatusId !== NEGOTIATION_DONE &&
        n.scheduledAt !== null &&
        n.scheduledAt >= c.start &&
        n.scheduledAt < weekEnd,
    ).length,
    visitsToday: s.negotiations.filter(
      (n) => n.scheduledAt !== null && n.scheduledAt >= c.start && n.scheduledAt < c.at(1, 0),
    ).length,
    negotiationAssignees: new Set(s.negotiations.map((n) => n.assigneeUserId)).size,
    matterAssignees: new Set(s.matters.map((m) => m.assigneeUserId)).size,
    bookableSlotsFromToday: s.slots.filter(
      (x) => x.date >= today && x.capacity > (bookings.get(`${x.teamId}|${x.date}|${x.slot}`) ?? 0),
    ).length,
    slotKinds: count(s.slots, (x) => x.slot),
    failingMeasurements: s.measurements.filter((m) => m.judgement === "不合格").length,
    failingOnWorkInProgress: s.measurements.filter(
      (m) =>
        m.judgement === "不合格" &&
        s.constructions.find((x) => x.id === m.constructionId)?.status === 4,
    ).length,
    completedWithOverride: s.constructions.filter(
      (x) =>
        x.status === 5 &&
        x.overrideReason &&
        s.measurements.some((m) => m.constructionId === x.id && m.judgement === "不合格"),
    ).length,
    attachments: s.attachments.length,
    documentTypes: count(s.attachments, (a) => a.documentType ?? 0),
    runs: count(s.runs, (r) => r.status),
    sources: s.sources.length,
  };
}
