// The filters and sorts of 引込線一覧 (the list, its "select all matching" ids and its CSV
// export read the same ones): line code, target, pole number, cable type, line kind, statuses,
// removal consent (has one / none, a date range in Tokyo days) and the removal construction.
import { isNotNull, isNull, lt, gte, type SQL, type SQLWrapper } from "drizzle-orm";
import { Type } from "typebox";
import { badRequest } from "../platform/errors";
import { normalizeCode } from "../platform/normalize";
import { IntList, inList, intFilter, textFilter, type Values } from "../platform/resource";
import { cableTypes, lineCodeStatuses, lineCodes, lineKinds } from "./tables";

const DAY_MS = 86_400_000;

/** `a,b` of a fixed word list (a multi-select), documented with its words. */
const WordList = (values: readonly string[], description: string) =>
  Type.String({
    maxLength: 200,
    description: `${description}（${values.join("・")}。カンマ区切りで複数可）`,
  });

const Day = (description: string) =>
  Type.String({ format: "date", description: `${description}（YYYY-MM-DD、日本時間の日付）` });

export const lineCodeFilters = {
  lineCode: Type.Optional(Type.String({ description: "引込線コードの部分一致" })),
  targetId: Type.Optional(IntList("対象物件ID")),
  poleNumber: Type.Optional(Type.String({ description: "電柱番号の部分一致" })),
  cableType: Type.Optional(WordList(cableTypes, "ケーブル種別")),
  lineKind: Type.Optional(WordList(lineKinds, "回線種別")),
  status: Type.Optional(WordList(lineCodeStatuses, "状態")),
  hasRemovalConsent: Type.Optional(
    Type.Boolean({ description: "true: 撤去承諾日あり、false: なし" }),
  ),
  removalConsentFrom: Type.Optional(Day("撤去承諾日（から）")),
  removalConsentTo: Type.Optional(Day("撤去承諾日（まで、その日を含む）")),
  constructionId: Type.Optional(IntList("工事ID")),
};

/** The words of a multi-select filter; a word not in the list is the caller's mistake (400). */
function words(field: string, raw: unknown, allowed: readonly string[]): string[] | undefined {
  if (typeof raw !== "string" || !raw.trim()) return undefined;
  const list = raw
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  if (list.some((w) => !allowed.includes(w)))
    throw badRequest({ [field]: ["選択肢の中から選んでください"] });
  return list;
}

/** Start of a Tokyo calendar day as an instant. */
const tokyoStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

export function lineCodeWhere(q: Values): (SQL | undefined)[] {
  const list = (field: string, allowed: readonly string[], col: SQLWrapper) => {
    const chosen = words(field, q[field], allowed);
    return chosen ? inList(col, chosen) : undefined;
  };
  return [
    textFilter(lineCodes.lineCode, q.lineCode ? normalizeCode(String(q.lineCode)) : undefined),
    intFilter(lineCodes.targetId, q.targetId),
    textFilter(
      lineCodes.poleNumber,
      q.poleNumber ? normalizeCode(String(q.poleNumber)) : undefined,
    ),
    list("cableType", cableTypes, lineCodes.cableType),
    list("lineKind", lineKinds, lineCodes.lineKind),
    list("status", lineCodeStatuses, lineCodes.status),
    q.hasRemovalConsent === true
      ? isNotNull(lineCodes.removalConsentAt)
      : q.hasRemovalConsent === false
        ? isNull(lineCodes.removalConsentAt)
        : undefined,
    q.removalConsentFrom
      ? gte(lineCodes.removalConsentAt, tokyoStart(String(q.removalConsentFrom)))
      : undefined,
    // Up to the end of that Tokyo day: the next day's start, exclusive.
    q.removalConsentTo
      ? lt(
          lineCodes.removalConsentAt,
          new Date(tokyoStart(String(q.removalConsentTo)).getTime() + DAY_MS),
        )
      : undefined,
    intFilter(lineCodes.constructionId, q.constructionId),
  ];
}

export const lineCodeSortable = {
  id: lineCodes.id,
  lineCode: lineCodes.lineCode,
  targetId: lineCodes.targetId,
  poleNumber: lineCodes.poleNumber,
  cableType: lineCodes.cableType,
  lineKind: lineCodes.lineKind,
  status: lineCodes.status,
  removalConsentAt: lineCodes.removalConsentAt,
  removedAt: lineCodes.removedAt,
  updatedAt: lineCodes.updatedAt,
};
