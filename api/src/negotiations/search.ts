// The negotiation list's own filters (issue #16): by project (through the matter), by the name
// or kana of the target or of the customer, open ones, today's visits and missed visits.
import { and, gte, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { tokyoDate } from "@cfx/domain/dates";
import { NEGOTIATION_DONE } from "@cfx/domain/workflows";
import { likePattern } from "../platform/list";
import { toKatakana } from "../platform/normalize";
import { intFilter, type Values } from "../platform/resource";
import { matters } from "../projects/tables";
import { targetNameMatch } from "../targets/search";
import { customers, targets } from "../targets/tables";
import { negotiations } from "./tables";

const DAY_MS = 86_400_000;

/** Midnight (Tokyo) of today and of tomorrow. */
function todayInTokyo(now = new Date()): { start: Date; end: Date } {
  const start = new Date(`${tokyoDate(now)}T00:00:00+09:00`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

function nameMatch(input: unknown): SQL | undefined {
  if (typeof input !== "string" || !input.trim()) return undefined;
  const text = input.normalize("NFKC").trim();
  const byTarget = targetNameMatch(text);
  const byCustomer = or(
    ilike(customers.name, likePattern(text)),
    ilike(customers.nameKana, likePattern(toKatakana(text))),
  );
  return or(
    byTarget
      ? sql`${negotiations.matterId} in (select ${matters.id} from ${matters} join ${targets} on ${targets.id} = ${matters.targetId} where ${byTarget})`
      : undefined,
    sql`${negotiations.customerId} in (select ${customers.id} from ${customers} where ${byCustomer})`,
  );
}

export function negotiationSearch(q: Values, now = new Date()): (SQL | undefined)[] {
  const project = intFilter(matters.projectId, q.projectId);
  const open = ne(negotiations.negotiationStatusId, NEGOTIATION_DONE);
  const today = todayInTokyo(now);
  return [
    project
      ? sql`${negotiations.matterId} in (select ${matters.id} from ${matters} where ${project})`
      : undefined,
    nameMatch(q.name),
    q.open ? open : undefined,
    q.today
      ? and(gte(negotiations.scheduledAt, today.start), lt(negotiations.scheduledAt, today.end))
      : undefined,
    q.overdue ? and(lt(negotiations.scheduledAt, now), open) : undefined,
  ];
}
