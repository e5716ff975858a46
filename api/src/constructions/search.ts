// The construction lists' own filters and sorts (issue #18): through the matter (project, status,
// due date, the target's area and name), this week's work, failed measurements, and a crew's
// day (today first).
import { and, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { Type } from "typebox";
import { IntList, intFilter, type Values } from "../platform/resource";
import { matters } from "../projects/tables";
import { targetAddressMatch, targetNameMatch } from "../targets/search";
import { targets } from "../targets/tables";
import { constructions, measurements } from "./tables";

/** Today in Tokyo, in SQL: the server's clock, whatever its time zone. */
const TODAY = sql`(now() at time zone 'Asia/Tokyo')::date`;

export const constructionSearchFilters = {
  projectId: Type.Optional(Type.Integer({ minimum: 1, description: "プロジェクトID（案件の）" })),
  matterStatus: Type.Optional(IntList("案件状態")),
  area: Type.Optional(
    Type.String({ maxLength: 100, description: "地域（対象物件の住所の一部。例: 大田区）" }),
  ),
  dueFrom: Type.Optional(Type.String({ format: "date", description: "案件の期限（から）" })),
  dueTo: Type.Optional(Type.String({ format: "date", description: "案件の期限（まで）" })),
  thisWeek: Type.Optional(
    Type.Boolean({ description: "今週（月〜日、東京）の工事予定日のものだけ" }),
  ),
  failedMeasurement: Type.Optional(Type.Boolean({ description: "不合格の測定があるものだけ" })),
  failedSince: Type.Optional(
    Type.String({
      format: "date",
      description:
        "この日（東京）以降に測定した不合格の測定があるものだけ（ダッシュボードの直近7日）",
    }),
  ),
  keyword: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "工事コード（CN-00000042・42）または対象物件名の一部",
    }),
  ),
};

/** `CN-00000042`, `42` → 42; undefined when the text is no code. */
export function parseConstructionCode(input: string): number | undefined {
  const m = /^(?:CN-?)?0*(\d{1,10})$/.exec(input.normalize("NFKC").trim().toUpperCase());
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Constructions whose matter satisfies `where` (a condition on matters, or on targets joined). */
function throughMatter(where: SQL | undefined, joinTarget = false): SQL | undefined {
  if (!where) return undefined;
  const join = joinTarget ? sql` join ${targets} on ${targets.id} = ${matters.targetId}` : sql``;
  return sql`${constructions.matterId} in (select ${matters.id} from ${matters}${join} where ${where})`;
}

function keywordMatch(raw: unknown): SQL | undefined {
  if (typeof raw !== "string" || !raw.trim()) return undefined;
  const id = parseConstructionCode(raw);
  if (id !== undefined) return eq(constructions.id, id);
  return throughMatter(targetNameMatch(raw), true);
}

/** Constructions with a 不合格 measurement measured on or after `since` (a day, Tokyo). */
export function failedMeasurementSince(since: string) {
  return sql`exists (select 1 from ${measurements} where ${and(
    eq(measurements.constructionId, constructions.id),
    eq(measurements.judgement, "不合格"),
    isNull(measurements.deletedAt),
    gte(measurements.measuredAt, new Date(`${since}T00:00:00+09:00`)),
  )})`;
}

export function constructionSearch(q: Values): (SQL | undefined)[] {
  const due = [
    q.dueFrom ? sql`${matters.dueDate} >= ${q.dueFrom}` : undefined,
    q.dueTo ? sql`${matters.dueDate} <= ${q.dueTo}` : undefined,
  ].filter(Boolean) as SQL[];
  return [
    throughMatter(intFilter(matters.projectId, q.projectId)),
    throughMatter(intFilter(matters.status, q.matterStatus)),
    throughMatter(due.length ? and(...due) : undefined),
    throughMatter(
      typeof q.area === "string" && q.area.trim() ? targetAddressMatch(q.area) : undefined,
      true,
    ),
    q.thisWeek
      ? sql`${constructions.scheduledDate} between date_trunc('week', ${TODAY})::date and date_trunc('week', ${TODAY})::date + 6`
      : undefined,
    q.failedMeasurement
      ? sql`exists (select 1 from ${measurements} where ${and(
          eq(measurements.constructionId, constructions.id),
          eq(measurements.judgement, "不合格"),
          isNull(measurements.deletedAt),
        )})`
      : undefined,
    typeof q.failedSince === "string" ? failedMeasurementSince(q.failedSince) : undefined,
    keywordMatch(q.keyword),
  ];
}

export const constructionSorts = {
  /** The matter's due date. */
  dueDate: sql`(select ${matters.dueDate} from ${matters} where ${matters.id} = ${constructions.matterId})`,
  /**
   * A crew's day: today's work first, then the coming days in order, then the past ones latest
   * first (work finished in March is not what comes next), undated last. As text so that one
   * column sorts: the past's key counts days back from 9999-12-31, which grows as the day recedes.
   */
  todayFirst: sql`(case
    when ${constructions.scheduledDate} is null then '3'
    when ${constructions.scheduledDate} = ${TODAY} then '0'
    when ${constructions.scheduledDate} > ${TODAY} then '1' || ${constructions.scheduledDate}::text
    else '2' || lpad((date '9999-12-31' - ${constructions.scheduledDate})::text, 8, '0') end)`,
};
