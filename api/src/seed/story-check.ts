// The demo story as the rules (story-rules.ts and the story-rules-*.ts beside it) read it: every
// live row loaded once, indexed by id and by parent, and the one list of broken rules they all
// add to. Its own module so that each part's rules share it without importing story-rules.ts.
import { isNull } from "drizzle-orm";
import { codeOf } from "@cfx/domain/codes";
import { ROLE_GRANTS, type Flag, type RoleTypeId } from "@cfx/domain/flags";
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
import { storyClock } from "./clock";

const DAY = 86_400_000;

/** Every row of the story, as the database holds it (live rows only). */
export async function load(db: Executor) {
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

export const byTime =
  <T extends { id: number }>(at: (row: T) => Date) =>
  (a: T, b: T) =>
    at(a).getTime() - at(b).getTime() || a.id - b.id;
export const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};
export const iso = (at: Date | null | undefined) => at?.toISOString() ?? "null";

/** The story's rows indexed for the rules, the seeding day's clock, and the list they fail into. */
export function storyCheck(s: Story, today: string) {
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
  return {
    s,
    today,
    c,
    out,
    fail,
    MT,
    NE,
    CN,
    dayOf,
    may,
    target,
    detail,
    customer,
    project,
    matter,
    negotiation,
    construction,
    team,
    negsOf,
    consOf,
    histOf,
    measOf,
  };
}

export type StoryCheck = ReturnType<typeof storyCheck>;
