// The construction resource and what the other construction routes check a row against: the
// parents a child row names (a visible construction, a company's team, a matter, a negotiation).
import type { FastifyRequest } from "fastify";
import { inArray, sql } from "drizzle-orm";
import { Type } from "typebox";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import type { Tx } from "../db/client";
import { teams } from "../masters/tables";
import { negotiations } from "../negotiations/tables";
import { constructionScope } from "./partner-scope";
import { constructionSearch, constructionSearchFilters, constructionSorts } from "./search";
import {
  afterConstruction,
  decorateConstructions,
  prepareConstruction,
  refuseDelete,
} from "./workflow";
import { badRequest } from "../platform/errors";
import { DateOnly } from "../platform/schemas";
import { workTypes } from "../projects/domain";
import { matters } from "../projects/tables";
import {
  Code,
  getVisible,
  IntList,
  intFilter,
  N,
  Opt,
  rangeFilter,
  Ref,
  FieldText,
  TextCode,
  type Resource,
  type Scoped,
} from "../platform/resource";
import { constructionStatuses, slots } from "./domain";
import { constructions } from "./tables";
import * as catalogue from "@cfx/domain/fields/constructions";

// The partner scope lives with the other areas' partner scopes; kept exported from here for the
// modules that import it with the construction resource.
export { constructionScope };

/**
 * Teams as a parent: a 工事担当 sees (and may name in a write) only the teams of its own
 * companies — all of them, not only its own team, since the company takes the work.
 */
export const companyTeams: Scoped = {
  table: teams,
  scope: (request) => {
    if (request.user?.roleTypeId !== CONSTRUCTION_STAFF_ROLE) return undefined;
    const ids = request.user.associateCompanyIds;
    return ids.length ? inArray(teams.associateCompanyId, ids) : sql`false`;
  },
};

/** Matters and negotiations as parents: open to every signed-in user, so only "live" is checked. */
export const anyMatter: Scoped = { table: matters };
export const anyNegotiation: Scoped = { table: negotiations };

export const constructionFields = {
  matterId: Type.Integer({ description: "案件ID" }),
  workType: Code(workTypes, "工事種別"),
  associateCompanyId: N(Type.Integer({ description: "協力会社ID" })),
  teamId: N(Type.Integer({ description: "班ID" })),
  status: Code(constructionStatuses, "工事状態"),
  scheduledDate: N(Type.String({ format: "date", description: "工事予定日" })),
  slot: N(TextCode(slots, "時間帯")),
  instructedAt: N(Type.String({ format: "date-time", description: "指示日時" })),
  instructedBy: N(Type.Integer({ description: "指示者ユーザーID" })),
  completedAt: N(Type.String({ format: "date-time", description: "完了日時" })),
  overrideReason: N(
    Type.String({ description: "測定が不合格（または未測定）のまま完了にした理由" }),
  ),
  resultNotes: N(Type.String({ description: "施工結果メモ" })),
  allowedStatuses: Type.Array(Type.Integer(), {
    description: "この利用者が変更できる工事状態（手配・日程確定は instructionSend が必要）",
  }),
  customer: N(
    Type.Object(
      {
        id: Type.Integer({ description: "顧客ID" }),
        name: Type.String({ description: "氏名" }),
        customerType: Type.Integer({ description: "顧客種別（0 不明, 1 オーナー, 2 入居者）" }),
        targetDetailId: Type.Integer({ description: "住戸（対象詳細）ID" }),
        roomNumber: N(Type.String({ description: "部屋番号" })),
      },
      {
        description:
          "工事の顧客: 案件の最新の交渉相手（氏名・種別・住戸だけ。連絡先は含まない）。工事担当には自社の案件の住戸の顧客だけ",
      },
    ),
  ),
  can: Type.Object(
    {
      dispatch: Type.Boolean({ description: "手配（協力会社・班）できる" }),
      schedule: Type.Boolean({ description: "空き枠を予約して日程確定できる" }),
      start: Type.Boolean({ description: "施工中にできる" }),
      complete: Type.Boolean({ description: "完了にできる（測定の合格か理由が必要）" }),
      postpone: Type.Boolean({ description: "延期にできる" }),
      cancel: Type.Boolean({ description: "中止にできる" }),
      delete: Type.Boolean({ description: "削除できる（測定がない）" }),
    },
    { description: "この利用者ができる操作" },
  ),
};
const ConstructionCreate = Type.Object({
  matterId: Ref("案件ID"),
  workType: Type.Optional(Code(workTypes, "工事種別（省略時は案件の工事種別）")),
  associateCompanyId: Opt(Ref("協力会社ID（班を指定すると班の会社になる）")),
  teamId: Opt(Ref("班ID（指定すると手配: instructionSend が必要、空き枠が必要）")),
  status: Type.Optional(Code(constructionStatuses, "工事状態")),
  scheduledDate: Opt(DateOnly),
  slot: Opt(TextCode(slots, "時間帯")),
  overrideReason: Opt(
    FieldText(
      catalogue.constructionFields.overrideReason,
      "測定が不合格（または未測定）のまま完了にする理由",
    ),
  ),
  resultNotes: Opt(FieldText(catalogue.constructionFields.resultNotes)),
});

export const constructionResource: Resource<typeof constructions> = {
  path: "/basis/constructions",
  tag: "constructions",
  label: "工事",
  description:
    "工事（CN）。指示待ちで登録（最新の交渉が合意の案件だけ。案件は工事手配中になる）→ 指示済（班を指定: instructionSend）→ 日程確定（今日以降の空き枠を予約）→ 施工中 → 完了（全測定の合格か理由が必要。案件は工事完了）。指示済・日程確定・施工中 → 延期（枠を解放）→ 指示待ち／日程確定。完了以外 → 中止。完了・中止は変更できない。引込線撤去の完了で撤去予定の引込線は撤去済。工事担当（ロール7）は自社に手配された工事だけを見て編集できる。",
  table: constructions,
  codePrefix: "CN",
  fields: constructionFields,
  create: ConstructionCreate,
  filters: {
    matterId: Type.Optional(IntList("案件ID")),
    status: Type.Optional(IntList("工事状態")),
    workType: Type.Optional(IntList("工事種別")),
    associateCompanyId: Type.Optional(IntList("協力会社ID")),
    teamId: Type.Optional(IntList("班ID")),
    dateFrom: Type.Optional(Type.String({ format: "date", description: "工事予定日（から）" })),
    dateTo: Type.Optional(Type.String({ format: "date", description: "工事予定日（まで）" })),
    ...constructionSearchFilters,
  },
  where: (q) => [
    ...constructionSearch(q),
    intFilter(constructions.matterId, q.matterId),
    intFilter(constructions.status, q.status),
    intFilter(constructions.workType, q.workType),
    intFilter(constructions.associateCompanyId, q.associateCompanyId),
    intFilter(constructions.teamId, q.teamId),
    ...rangeFilter(constructions.scheduledDate, q.dateFrom, q.dateTo),
  ],
  sortable: {
    id: constructions.id,
    status: constructions.status,
    scheduledDate: constructions.scheduledDate,
    instructedAt: constructions.instructedAt,
    updatedAt: constructions.updatedAt,
    ...constructionSorts,
  },
  writeFlag: "constructionEdit",
  scope: constructionScope,
  parents: [{ field: "matterId", resource: anyMatter, message: "指定された案件が存在しません" }],
  decorate: (records, { ex, request }) => decorateConstructions(records, ex, request),
  beforeDelete: ({ tx, before }) => refuseDelete(tx, before.id),
  prepare: (v, ctx) => prepareConstruction(v, ctx, { companyTeams }),
  afterWrite: ({ tx, request, before, after }) =>
    afterConstruction(tx, before, after, request.user.id),
};

/** A construction as the parent of a child row (entries, measurements, schedules, photos). */
export const constructionParent = {
  field: "constructionId",
  resource: constructionResource,
  message: "指定された工事が存在しません",
};

/** The construction a child row belongs to, if the caller may see it; 400 otherwise. */
export async function visibleConstruction(tx: Tx, id: number | undefined, request: FastifyRequest) {
  const missing = () => badRequest({ constructionId: ["指定された工事が存在しません"] });
  // A child's create schema requires constructionId: without one, the answer of a missing one.
  if (id === undefined) throw missing();
  return getVisible(tx, constructionResource, id, request).catch(() => {
    throw missing();
  });
}
