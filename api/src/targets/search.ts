// The target list's search (issue #12): filters, sort columns and the open-matter count of each
// row. Kana-insensitive: ｶﾀｶﾅ, カタカナ and ひらがな find the same rows.
import {
  and,
  eq,
  ilike,
  isNull,
  ne,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { Type } from "typebox";
import { MATTER } from "@cfx/domain/workflows";
import type { FastifyRequest } from "fastify";
import { partnerMatterScope } from "../constructions/partner-scope";
import type { Executor } from "../db/client";
import { normalizePostalCode } from "../platform/normalize";
import { intFilter, IntList, intParam, type RecordOf, type Values } from "../platform/resource";
import { likePattern } from "../platform/list";
import { searchMatch } from "../platform/search-keys";
import { countBy } from "../projects/workflow";
import { matters } from "../projects/tables";
import { targetAddressKey, targets } from "./tables";

/** The search keys of migration 0006 (not declared to Drizzle: computed by the database). */
const nameKeys = {
  grams: sql.raw(`"targets"."search_grams"`),
  text: sql.raw(`"targets"."search_text"`),
};
const addressKeys = {
  grams: sql.raw(`"targets"."address_grams"`),
  text: sql.raw(`"targets"."address_text"`),
};

/** Targets whose name or kana matches `input` (every word, kana-insensitive), by the key's index. */
export const targetNameMatch = (input: unknown) => searchMatch(input, nameKeys);

/** Targets whose address (prefecture, city, town, street, building) contains `input`. */
export const targetAddressMatch = (input: unknown) => searchMatch(input, addressKeys);

/**
 * A partial match of one field whose text is part of a search key: the key finds the candidates
 * through its index, then the stored field (kept NFKC by the forms and the import, so ILIKE with
 * the NFKC words) decides — no fold of every candidate row (9,000 rows of 本町: 45 ms → 10 ms).
 */
function fieldMatch(
  input: unknown,
  keys: { grams: SQL; text: SQL },
  column: SQLWrapper,
): SQL | undefined {
  const candidates = searchMatch(input, keys);
  if (!candidates || typeof input !== "string") return undefined;
  const words = input.normalize("NFKC").split(/\s+/).filter(Boolean);
  return and(candidates, ...words.map((word) => ilike(column as AnyColumn, likePattern(word))));
}

/** `TA-00000042`, `42`, `４２` → 42; undefined when it is no code (the filter then finds nothing). */
export function parseTargetCode(input: string): number | undefined {
  const v = input.normalize("NFKC").trim().toUpperCase();
  const m = /^(?:TA-?)?0*(\d{1,10})$/.exec(v);
  if (!m) return undefined;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** A live matter of the target row that is not 完了. */
const openMatterOf = (targetId: SQLWrapper) =>
  sql`exists (select 1 from ${matters} where ${matters.targetId} = ${targetId} and ${matters.deletedAt} is null and ${matters.status} <> ${MATTER.done})`;

export const targetFilters = {
  code: Type.Optional(
    Type.String({
      maxLength: 30,
      description: "コード（TA-00000042・42、全角数字も可）の完全一致",
    }),
  ),
  targetType: Type.Optional(IntList("物件種別")),
  clientId: Type.Optional(Type.Integer({ description: "発注元ID" })),
  name: Type.Optional(
    Type.String({
      description: "物件名・カナ・電柱番号の部分一致（半角カナ・カタカナ・ひらがなを区別しない）",
    }),
  ),
  address: Type.Optional(
    Type.String({ description: "住所（都道府県・市区町村・町域・番地・建物名）の部分一致" }),
  ),
  postalCode: Type.Optional(Type.String({ description: "郵便番号（前方一致）" })),
  prefecture: Type.Optional(Type.String({ description: "都道府県" })),
  city: Type.Optional(Type.String({ description: "市区町村（完全一致）" })),
  town: Type.Optional(Type.String({ description: "町域の部分一致" })),
  poleNumber: Type.Optional(
    Type.String({ description: "電柱番号の部分一致（全角・半角を区別しない）" }),
  ),
  hasOpenMatter: Type.Optional(
    Type.Boolean({ description: "true: 完了していない案件がある、false: ない" }),
  ),
  notInProjectId: Type.Optional(
    Type.Integer({ minimum: 1, description: "このプロジェクトに案件がない対象物件だけ" }),
  ),
};

export function targetWhere(q: Values): (SQL | undefined)[] {
  const code = typeof q.code === "string" && q.code.trim() ? parseTargetCode(q.code) : undefined;
  const clientId = intParam(q.clientId);
  const notInProjectId = intParam(q.notInProjectId);
  return [
    // An unreadable code matches nothing rather than everything.
    typeof q.code === "string" && q.code.trim()
      ? code
        ? eq(targets.id, code)
        : sql`false`
      : undefined,
    intFilter(targets.targetType, q.targetType),
    clientId ? eq(targets.clientId, clientId) : undefined,
    // Name, kana or pole number; every word must match (「田中 太郎」 finds 田中太郎).
    searchMatch(q.name, nameKeys),
    searchMatch(q.address, addressKeys),
    q.postalCode
      ? sql`${targets.postalCode} like ${normalizePostalCode(String(q.postalCode)) + "%"}`
      : undefined,
    q.prefecture ? eq(targets.prefecture, String(q.prefecture).trim()) : undefined,
    typeof q.city === "string" && q.city.trim()
      ? eq(targets.city, q.city.normalize("NFKC").trim())
      : undefined,
    // The address's and the name's keys narrow the rows; the one field then decides.
    fieldMatch(q.town, addressKeys, targets.town),
    fieldMatch(q.poleNumber, nameKeys, targets.poleNumber),
    q.hasOpenMatter === true ? openMatterOf(targets.id) : undefined,
    q.hasOpenMatter === false ? sql`not ${openMatterOf(targets.id)}` : undefined,
    notInProjectId
      ? sql`not exists (select 1 from ${matters} where ${matters.targetId} = ${targets.id} and ${matters.deletedAt} is null and ${matters.projectId} = ${notInProjectId})`
      : undefined,
  ];
}

/**
 * Sort columns. The list sorts by `<expression> asc|desc, id`: an expression that is a list
 * (`a is null, a`) keeps the null test ascending in both directions, so kana-less rows stay last
 * (五十音順). The address is one text, its parts joined by U+0001 (below every character), so it
 * sorts part by part and the export's keyset paging can compare it.
 */
export const targetSortable = {
  id: targets.id,
  code: targets.id,
  name: targets.name,
  nameKana: sql`${targets.nameKana} is null, ${targets.nameKana}`,
  address: targetAddressKey(targets),
  targetType: targets.targetType,
  postalCode: targets.postalCode,
  updatedAt: targets.updatedAt,
};

/**
 * The same sorts for the CSV export, whose keyset paging needs one value per key: kana-less rows
 * come last ascending and first descending there (PostgreSQL's order of NULL).
 */
export const targetExportSortable = { ...targetSortable, nameKana: targets.nameKana };

/** openMatterCount of each record: live matters not 完了, one query per page. */
export async function decorateTargets(
  records: RecordOf<typeof targets>[],
  ex: Executor,
  request: FastifyRequest,
): Promise<void> {
  const ids = records.map((r) => r.id);
  const open = await countBy(
    ex,
    matters.targetId,
    ids,
    // A partner counts only the matters it may see, as the matter list would show them.
    and(ne(matters.status, MATTER.done), isNull(matters.deletedAt), partnerMatterScope(request)),
  );
  for (const r of records) r.openMatterCount = open.get(r.id) ?? 0;
}
