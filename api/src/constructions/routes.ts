// Constructions and everything around them: free slots, dispatch, entries, measurements,
// schedules and /construction-generate.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { Type } from "typebox";
import { scheduleKindLabels } from "@cfx/domain/enumerations";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import { requireFlag } from "../auth/hooks";
import type { Tx } from "../db/client";
import { teams } from "../masters/tables";
import { negotiations } from "../negotiations/tables";
import { insertRecord } from "../platform/crud";
import { registerBulkDispatch } from "./bulk-dispatch";
import { registerConstructionExport } from "./exports";
import { constructionScope } from "./partner-scope";
import { constructionSearch, constructionSearchFilters, constructionSorts } from "./search";
import { registerThresholds, thresholdOf } from "./thresholds";
import {
  afterConstruction,
  bookedCount,
  bookings,
  lockFreeSlot,
  constructionRefusal,
  decorateConstructions,
  prepareConstruction,
  refuseChildWrite,
  refuseDelete,
} from "./workflow";
import { badRequest } from "../platform/errors";
import { DateOnly, errorResponses, Timestamp } from "../platform/schemas";
import { allowedEntryItems, entryItems, workTypeDefaults, workTypes } from "../projects/domain";
import { matters } from "../projects/tables";
import {
  checkVisibleAfterWrite,
  Code,
  getVisible,
  IntList,
  intFilter,
  mapDbError,
  N,
  Opt,
  rangeFilter,
  Ref,
  registerResource,
  Text,
  TextCode,
  present,
  type Resource,
  type Scoped,
  type Values,
} from "../platform/resource";
import {
  CN,
  constructionStatuses,
  hundredthsText,
  judge,
  judgements,
  measurementPoints,
  slots,
  wavelengths,
} from "./domain";
import {
  constructionEntries,
  constructionFreeSchedules,
  constructions,
  measurements,
  schedules,
} from "./tables";

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
const anyMatter: Scoped = { table: matters };
const anyNegotiation: Scoped = { table: negotiations };

const constructionFields = {
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
  overrideReason: Opt(Text(1000, "測定が不合格（または未測定）のまま完了にする理由")),
  resultNotes: Opt(Text(4000, "施工結果メモ")),
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
  prepare: (v, ctx) =>
    prepareConstruction(v, { ...ctx, before: ctx.before as Values | undefined }, { companyTeams }),
  afterWrite: ({ tx, request, before, after }) =>
    afterConstruction(tx, before as Values | undefined, after as Values, request.user.id),
};

/** A construction as the parent of a child row (entries, measurements, schedules, photos). */
const constructionParent = {
  field: "constructionId",
  resource: constructionResource,
  message: "指定された工事が存在しません",
};

/** The construction a child row belongs to, if the caller may see it; 400 otherwise. */
async function visibleConstruction(tx: Tx, id: number, request: FastifyRequest) {
  return getVisible(tx, constructionResource, id, request).catch(() => {
    throw badRequest({ constructionId: ["指定された工事が存在しません"] });
  });
}

export default async function constructionsRoutes(app: FastifyInstance) {
  registerResource(app, {
    path: "/basis/construction-free-schedules",
    tag: "constructions",
    label: "工事空き枠",
    description:
      "班ごと・日ごと・時間帯ごとの受け入れ可能件数。手配はこの枠の残りがあるときだけできる。工事担当は自社の班の枠だけを見て編集できる。",
    table: constructionFreeSchedules,
    fields: {
      teamId: Type.Integer({ description: "班ID" }),
      date: Type.String({ format: "date", description: "日付" }),
      slot: TextCode(slots, "時間帯"),
      capacity: Type.Integer({ description: "受け入れ可能件数" }),
      booked: Type.Integer({ description: "予約済みの件数（日程確定・施工中・完了の工事）" }),
    },
    create: Type.Object({
      teamId: Ref("班ID"),
      date: DateOnly,
      slot: TextCode(slots, "時間帯"),
      capacity: Type.Integer({ minimum: 0, maximum: 100, description: "受け入れ可能件数" }),
    }),
    filters: {
      teamId: Type.Optional(IntList("班ID")),
      dateFrom: Type.Optional(Type.String({ format: "date", description: "日付（から）" })),
      dateTo: Type.Optional(Type.String({ format: "date", description: "日付（まで）" })),
      slot: Type.Optional(TextCode(slots, "時間帯")),
      associateCompanyId: Type.Optional(IntList("協力会社ID（その会社の班の枠）")),
    },
    where: (q) => [
      intFilter(constructionFreeSchedules.teamId, q.teamId),
      q.associateCompanyId
        ? sql`${constructionFreeSchedules.teamId} in (select ${teams.id} from ${teams} where ${intFilter(teams.associateCompanyId, q.associateCompanyId)})`
        : undefined,
      ...rangeFilter(constructionFreeSchedules.date, q.dateFrom, q.dateTo),
      q.slot ? eq(constructionFreeSchedules.slot, q.slot as string) : undefined,
    ],
    sortable: {
      id: constructionFreeSchedules.id,
      date: constructionFreeSchedules.date,
      teamId: constructionFreeSchedules.teamId,
    },
    defaultSort: "date",
    writeFlag: "constructionEdit",
    // A 工事担当 sees and edits only the slots of its own company's teams: the slots are the
    // company's capacity, and another company's calendar is none of its business.
    parents: [{ field: "teamId", resource: companyTeams, message: "指定された班が存在しません" }],
    decorate: async (records, { ex }) => {
      const booked = await bookings(ex, records);
      for (const r of records) r.booked = booked.get(`${r.teamId}|${r.date}|${r.slot}`) ?? 0;
    },
    // A slot that holds bookings keeps its team, day and time, and enough room for them.
    // The slot's row is locked before its bookings are counted: counted first, a dispatch
    // committing in between would be missed and the capacity lowered below it (lockFreeSlot).
    prepare: async (v, { tx, before }) => {
      if (!before) return v;
      const slot = (await lockFreeSlot(tx, before.id)) ?? before;
      const booked = await bookedCount(tx, slot.teamId, slot.date, slot.slot);
      if (!booked) return v;
      const moved = (["teamId", "date", "slot"] as const).find(
        (f) => v[f] !== undefined && v[f] !== before[f],
      );
      if (moved)
        throw badRequest({
          [moved]: [`予約が${booked}件ある枠の班・日付・時間帯は変更できません`],
        });
      if (v.capacity !== undefined && (v.capacity as number) < booked)
        throw badRequest({ capacity: [`予約が${booked}件あるため、${booked}未満にはできません`] });
      return v;
    },
    beforeDelete: async ({ tx, before }) => {
      const slot = (await lockFreeSlot(tx, before.id)) ?? before;
      const booked = await bookedCount(tx, slot.teamId, slot.date, slot.slot);
      if (booked) throw badRequest({ id: [`予約が${booked}件あるため、空き枠を削除できません`] });
    },
  });

  registerResource(app, constructionResource);
  registerBulkDispatch(app, constructionResource, companyTeams);
  registerThresholds(app);
  registerConstructionExport(app, constructionResource);

  registerResource(app, {
    path: "/basis/construction-entries",
    tag: "constructions",
    label: "工事明細",
    description:
      "工事明細。品目は工事種別の組み合わせ（放送: V-ONU交換、通信: R-ONU交換、放送+通信: R-ONU交換/V-ONU交換、引込線撤去: 撤去）から。",
    table: constructionEntries,
    fields: {
      constructionId: Type.Integer({ description: "工事ID" }),
      item: TextCode(entryItems, "品目"),
      removedDeviceModelId: N(Type.Integer({ description: "撤去機器の型番ID" })),
      removedSerial: N(Type.String({ description: "撤去機器の製造番号" })),
      installedDeviceModelId: N(Type.Integer({ description: "設置機器の型番ID" })),
      installedSerial: N(Type.String({ description: "設置機器の製造番号" })),
      quantity: Type.Integer({ description: "数量" }),
      notes: N(Type.String({ description: "備考" })),
    },
    create: Type.Object({
      constructionId: Ref("工事ID"),
      item: Type.Optional(TextCode(entryItems, "品目（省略時は工事種別の既定品目）")),
      removedDeviceModelId: Opt(Ref("撤去機器の型番ID")),
      removedSerial: Opt(Text(50, "撤去機器の製造番号")),
      installedDeviceModelId: Opt(Ref("設置機器の型番ID")),
      installedSerial: Opt(Text(50, "設置機器の製造番号")),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: "数量" })),
      notes: Opt(Text(2000, "備考")),
    }),
    filters: { constructionId: Type.Optional(IntList("工事ID")) },
    where: (q) => [intFilter(constructionEntries.constructionId, q.constructionId)],
    sortable: { id: constructionEntries.id },
    writeFlag: "constructionEdit",
    parents: [constructionParent],
    prepare: async (v, { tx, request, before }) => {
      const construction = await visibleConstruction(
        tx,
        (v.constructionId ?? before?.constructionId) as number,
        request,
      );
      refuseChildWrite(construction, "明細");
      const d = workTypeDefaults[construction.workType as 1 | 2 | 3 | 4];
      if (!before) v.item ??= d.label;
      if (
        v.item !== undefined &&
        !allowedEntryItems(construction.workType).includes(v.item as string)
      )
        throw badRequest({
          item: [
            `この工事種別の品目は ${allowedEntryItems(construction.workType).join("・")} です`,
          ],
        });
      for (const f of ["removedSerial", "installedSerial"])
        if (typeof v[f] === "string") v[f] = (v[f] as string).normalize("NFKC").trim() || null;
      return v;
    },
  });

  registerResource(app, {
    path: "/basis/measurements",
    tag: "constructions",
    label: "測定",
    description:
      "光パワー測定。しきい値は測定時に測定しきい値マスター（/pair/measurement-thresholds）の測定点・波長の行から複写し、判定（合格/不合格、境界値は合格）はサーバーが計算する。行がない測定点・波長は登録できない。日程確定・施工中の工事にだけ登録できる。",
    table: measurements,
    numeric: ["powerDbm", "thresholdMin", "thresholdMax"],
    fields: {
      constructionId: Type.Integer({ description: "工事ID" }),
      point: TextCode(measurementPoints, "測定点"),
      wavelengthNm: Type.Integer({ description: "波長（nm）" }),
      powerDbm: Type.Number({ description: "光パワー（dBm、小数2桁）" }),
      thresholdMin: N(Type.Number({ description: "しきい値下限（dBm、測定時に複写）" })),
      thresholdMax: N(Type.Number({ description: "しきい値上限（dBm、測定時に複写）" })),
      judgement: N(TextCode(judgements, "判定（計算値）")),
      measuredAt: Type.String({ format: "date-time", description: "測定日時" }),
      measuredBy: N(Type.Integer({ description: "測定者ユーザーID" })),
    },
    create: Type.Object({
      constructionId: Ref("工事ID"),
      point: TextCode(measurementPoints, "測定点"),
      wavelengthNm: Type.Integer({
        enum: [...wavelengths],
        description: "波長（nm）: 1310 / 1490 / 1550",
        "x-message": "選択肢の中から選んでください",
      }),
      powerDbm: Type.Number({ minimum: -70, maximum: 30, description: "光パワー（dBm）" }),
      measuredAt: Type.Optional(Timestamp),
      measuredBy: Opt(Ref("測定者ユーザーID（省略時は操作者）")),
    }),
    filters: {
      constructionId: Type.Optional(IntList("工事ID")),
      judgement: Type.Optional(TextCode(judgements, "判定")),
    },
    where: (q) => [
      intFilter(measurements.constructionId, q.constructionId),
      q.judgement ? eq(measurements.judgement, q.judgement as string) : undefined,
    ],
    sortable: { id: measurements.id, measuredAt: measurements.measuredAt },
    writeFlag: "constructionEdit",
    parents: [constructionParent],
    prepare: async (v, { tx, request, before }) => {
      const construction = await visibleConstruction(
        tx,
        (v.constructionId ?? before?.constructionId) as number,
        request,
      );
      if (construction.status !== CN.scheduled && construction.status !== CN.working)
        throw badRequest({ constructionId: ["測定は日程確定・施工中の工事にだけ登録できます"] });
      if (typeof v.measuredAt === "string") v.measuredAt = new Date(v.measuredAt);
      if (!before) {
        v.measuredAt ??= new Date();
        v.measuredBy ??= request.user.id;
      }
      const wl = (v.wavelengthNm ?? before?.wavelengthNm) as number;
      const point = (v.point ?? before?.point) as string;
      const power = Number(v.powerDbm ?? before?.powerDbm);
      const th = await thresholdOf(tx, point, wl);
      if (!th)
        throw badRequest({
          wavelengthNm: [`${point}の${wl}nmのしきい値が登録されていないため判定できません`],
        });
      // Rounded once; the judgement is that of the stored value (2.005 → 2.01, judged as 2.01).
      v.powerDbm = hundredthsText(power);
      v.thresholdMin = th.min.toFixed(2);
      v.thresholdMax = th.max.toFixed(2);
      v.judgement = judge(Number(v.powerDbm), th.min, th.max);
      return v;
    },
  });

  registerResource(app, {
    path: "/basis/schedules",
    tag: "constructions",
    label: "予定",
    description:
      "担当者または班の予定。種別 1 工事（constructionEdit）、2 交渉（negotiationEdit）。工事担当は自社の工事・自社の班・自分の工事予定（種別 1）だけを見て編集できる。",
    table: schedules,
    fields: {
      kind: Code(scheduleKindLabels, "種別"),
      userId: N(Type.Integer({ description: "担当者ユーザーID" })),
      teamId: N(Type.Integer({ description: "班ID" })),
      startAt: Type.String({ format: "date-time", description: "開始" }),
      endAt: Type.String({ format: "date-time", description: "終了" }),
      title: Type.String({ description: "件名" }),
      negotiationId: N(Type.Integer({ description: "交渉ID" })),
      constructionId: N(Type.Integer({ description: "工事ID" })),
    },
    create: Type.Object({
      kind: Code(scheduleKindLabels, "種別"),
      userId: Opt(Ref("担当者ユーザーID")),
      teamId: Opt(Ref("班ID")),
      startAt: Timestamp,
      endAt: Timestamp,
      title: Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: "\\S",
        "x-message": "必須項目です",
        description: "件名",
      }),
      negotiationId: Opt(Ref("交渉ID")),
      constructionId: Opt(Ref("工事ID")),
    }),
    filters: {
      kind: Type.Optional(IntList("種別")),
      userId: Type.Optional(IntList("担当者ユーザーID")),
      teamId: Type.Optional(IntList("班ID")),
      from: Type.Optional(Type.String({ format: "date-time", description: "開始（から）" })),
      to: Type.Optional(Type.String({ format: "date-time", description: "開始（まで）" })),
      negotiationId: Type.Optional(IntList("交渉ID")),
      constructionId: Type.Optional(IntList("工事ID")),
    },
    where: (q) => [
      intFilter(schedules.kind, q.kind),
      intFilter(schedules.userId, q.userId),
      intFilter(schedules.teamId, q.teamId),
      intFilter(schedules.negotiationId, q.negotiationId),
      intFilter(schedules.constructionId, q.constructionId),
      ...rangeFilter(
        schedules.startAt,
        q.from ? new Date(q.from as string) : undefined,
        q.to ? new Date(q.to as string) : undefined,
      ),
    ],
    sortable: { id: schedules.id, startAt: schedules.startAt },
    defaultSort: "startAt",
    writeFlag: (v) => (v.kind === 2 ? "negotiationEdit" : "constructionEdit"),
    // A 工事担当 sees construction schedules (kind 1) that hang on one of its constructions, on
    // one of its company's teams, or on itself; each named construction / team must be its own
    // (parents). A negotiation visit (kind 2) is never its business, whoever it is booked for.
    scope: (request) =>
      constructionScope(request)
        ? and(
            eq(schedules.kind, 1),
            or(
              isNotNull(schedules.constructionId),
              isNotNull(schedules.teamId),
              eq(schedules.userId, request.user.id),
            ),
          )
        : undefined,
    parents: [
      { ...constructionParent, optional: true },
      {
        field: "teamId",
        resource: companyTeams,
        message: "指定された班が存在しません",
        optional: true,
      },
      {
        field: "negotiationId",
        resource: anyNegotiation,
        message: "指定された交渉が存在しません",
        optional: true,
      },
    ],
    prepare: (v, { before }) => {
      for (const f of ["startAt", "endAt"])
        if (typeof v[f] === "string") v[f] = new Date(v[f] as string);
      const m = { ...before, ...v } as Values;
      if (!m.userId && !m.teamId)
        throw badRequest({ userId: ["担当者または班を指定してください"] });
      if ((m.endAt as Date) < (m.startAt as Date))
        throw badRequest({ endAt: ["終了は開始より後の日時を入力してください"] });
      return v;
    },
  });

  const ConstructionRecord = Type.Object(
    { id: Type.Integer(), version: Type.Integer(), code: Type.String(), ...constructionFields },
    { additionalProperties: true },
  );

  const generate = {
    onRequest: requireFlag("constructionEdit"),
    schema: {
      tags: ["constructions"],
      summary: "工事の生成（交渉が合意で完了した案件に、指示待ちの工事を作る）",
      description:
        "projectId または matterIds で対象を絞る。合意の案件（工事が中止された工事手配中の案件も）で最新の交渉が合意のものだけに作り、他（未合意・保留中・工事が既にある）は飛ばす。工事種別の既定品目で明細を1件作り、案件を工事手配中にする。",
      body: Type.Object({
        projectId: Type.Optional(Ref("プロジェクトID")),
        matterIds: Type.Optional(
          Type.Array(Ref("案件ID"), { minItems: 1, maxItems: 5000, uniqueItems: true }),
        ),
      }),
      response: {
        200: Type.Object({
          created: Type.Array(ConstructionRecord, { description: "作成した工事" }),
          skippedMatterIds: Type.Array(Type.Integer(), {
            description: "合意していない、保留中、または工事が既にある案件",
          }),
        }),
        ...errorResponses,
      },
    },
  };
  const generateHandler = async (request: FastifyRequest) => {
    const body = request.body as { projectId?: number; matterIds?: number[] };
    if (!body.projectId && !body.matterIds)
      throw badRequest({ matterIds: ["プロジェクトか案件を指定してください"] });
    const actor = request.user.id;
    const result = await app.db
      .transaction(async (tx) => {
        const candidates = await tx
          .select()
          .from(matters)
          .where(
            and(
              isNull(matters.deletedAt),
              body.projectId ? eq(matters.projectId, body.projectId) : undefined,
              body.matterIds ? inArray(matters.id, body.matterIds) : undefined,
            ),
          )
          .orderBy(matters.id)
          .for("update");
        const created: Values[] = [];
        const skipped: number[] = [];
        for (const m of candidates) {
          // The same rule as creating one construction by hand.
          if (await constructionRefusal(tx, m)) {
            skipped.push(m.id);
            continue;
          }
          const c = await insertRecord(
            tx,
            constructions,
            { matterId: m.id, workType: m.workType, status: CN.waiting },
            actor,
          );
          // A generated construction is not dispatched to any company yet: a 工事担当 would
          // create rows outside its scope (and see them in the answer), so it is refused
          // (403, rolled back) whenever there is something to create.
          await checkVisibleAfterWrite(tx, constructionResource, c.id, request);
          await insertRecord(
            tx,
            constructionEntries,
            {
              constructionId: c.id,
              item: workTypeDefaults[m.workType as 1 | 2 | 3 | 4].label,
              quantity: 1,
            },
            actor,
          );
          await afterConstruction(tx, undefined, c as Values, actor);
          created.push(c as Values);
        }
        const found = new Set(candidates.map((m) => m.id));
        for (const id of body.matterIds ?? []) if (!found.has(id)) skipped.push(id);
        return { created, skipped };
      })
      .catch((e) => mapDbError(e, constructions));
    return {
      created: await present(constructionResource, result.created, app.db, request),
      skippedMatterIds: result.skipped,
    };
  };
  // The spec's path, and the earlier one kept as an alias.
  app.post("/basis/construction-generate", generate, generateHandler);
  app.post(
    "/construction-generate",
    {
      ...generate,
      schema: {
        ...generate.schema,
        summary: `${generate.schema.summary}（/basis/construction-generate の別名）`,
      },
    },
    generateHandler,
  );
}
