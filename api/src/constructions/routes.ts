// Constructions and everything around them: free slots, dispatch, entries, measurements,
// schedules and /construction-generate.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { Type } from "typebox";
import { scheduleKindLabels } from "@cfx/domain/enumerations";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import { hasFlag, requireFlag } from "../auth/hooks";
import type { Tx } from "../db/client";
import { lineCodes } from "../linecodes/tables";
import { teams } from "../masters/tables";
import { NEGOTIATION_DONE } from "../negotiations/domain";
import { setMatterStatus } from "../negotiations/routes";
import { negotiations } from "../negotiations/tables";
import { getActive, insertRecord, updateRecord } from "../platform/crud";
import { registerConstructionExport } from "./exports";
import { badRequest, forbidden } from "../platform/errors";
import { DateOnly, errorResponses, Timestamp } from "../platform/schemas";
import {
  allowedEntryItems,
  entryItems,
  MATTER,
  workTypeDefaults,
  workTypes,
} from "../projects/domain";
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
  rowScope,
  Text,
  TextCode,
  toRecord,
  type Resource,
  type Scoped,
  type Values,
} from "../platform/resource";
import {
  checkCompletable,
  CN,
  constructionStatuses,
  judge,
  judgements,
  measurementPoints,
  slots,
  thresholdFor,
  wavelengths,
} from "./domain";
import {
  constructionEntries,
  constructionFreeSchedules,
  constructions,
  measurements,
  schedules,
} from "./tables";

/** 工事担当 (role 7) of a partner company: only constructions dispatched to its companies. */
export function constructionScope(request: FastifyRequest): SQL | undefined {
  if (request.user?.roleTypeId !== CONSTRUCTION_STAFF_ROLE) return undefined;
  const ids = request.user.associateCompanyIds;
  return ids.length ? inArray(constructions.associateCompanyId, ids) : sql`false`;
}

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

// Setting only the company is not a dispatch (no slot is booked); team, date and slot are.
const DISPATCH_FIELDS = ["teamId", "scheduledDate", "slot"] as const;

/**
 * Dispatch (手配): team + date + slot into a free slot with capacity left. Locks the slot row so
 * two dispatchers cannot both take its last place.
 */
async function dispatch(
  tx: Tx,
  v: Values,
  before: Values | undefined,
  request: FastifyRequest,
  id?: number,
) {
  const merged = { ...before, ...v } as Values;
  const teamId = merged.teamId as number | null;
  const date = merged.scheduledDate as string | null;
  const slot = merged.slot as string | null;
  const missing: Record<string, string[]> = {};
  if (!teamId) missing.teamId = ["手配するには班を選択してください"];
  if (!date) missing.scheduledDate = ["手配するには工事予定日を入力してください"];
  if (!slot) missing.slot = ["手配するには時間帯を選択してください"];
  if (Object.keys(missing).length) throw badRequest(missing);
  // Only a team the caller may name (a 工事担当 cannot dispatch at all, but the rule is the same).
  const team = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId!), isNull(teams.deletedAt), rowScope(companyTeams, request)));
  if (!team[0]) throw badRequest({ teamId: ["指定された班が存在しません"] });
  const free = await tx
    .select()
    .from(constructionFreeSchedules)
    .where(
      and(
        eq(constructionFreeSchedules.teamId, teamId!),
        eq(constructionFreeSchedules.date, date!),
        eq(constructionFreeSchedules.slot, slot!),
        isNull(constructionFreeSchedules.deletedAt),
      ),
    )
    .for("update");
  if (!free[0]) throw badRequest({ slot: ["この班のこの日時には空き枠がありません"] });
  const [{ booked } = { booked: 0 }] = await tx
    .select({ booked: sql<number>`count(*)::int` })
    .from(constructions)
    .where(
      and(
        eq(constructions.teamId, teamId!),
        eq(constructions.scheduledDate, date!),
        eq(constructions.slot, slot!),
        isNull(constructions.deletedAt),
        notInArray(constructions.status, [CN.postponed, CN.cancelled]),
        id ? ne(constructions.id, id) : undefined,
      ),
    );
  if (booked >= free[0].capacity)
    throw badRequest({ slot: ["この枠は満員です。別の日時を選択してください"] });
  v.associateCompanyId = team[0].associateCompanyId;
  v.instructedAt = new Date();
  v.instructedBy = request.user.id;
  const status = (v.status ?? before?.status ?? CN.waiting) as number;
  if (status === CN.waiting) v.status = CN.instructed;
}

async function prepareConstruction(
  v: Values,
  { tx, request, before }: { tx: Tx; request: FastifyRequest; before?: Values },
) {
  if (!before) {
    const matter = await getActive(tx, matters, v.matterId as number).catch(() => {
      throw badRequest({ matterId: ["指定された案件が存在しません"] });
    });
    v.workType ??= matter.workType;
    v.status ??= CN.waiting;
  }
  const isDispatch =
    DISPATCH_FIELDS.some((f) => v[f] !== undefined && v[f] !== (before?.[f] ?? null)) ||
    (v.status !== undefined &&
      v.status !== before?.status &&
      (v.status === CN.instructed || v.status === CN.scheduled));
  if (isDispatch) {
    if (!hasFlag(request, "instructionSend")) throw forbidden();
    await dispatch(tx, v, before, request, before?.id as number | undefined);
  }
  if (request.user.roleTypeId === CONSTRUCTION_STAFF_ROLE) {
    const company = (v.associateCompanyId ?? before?.associateCompanyId) as number | null;
    if (!company || !request.user.associateCompanyIds.includes(company)) throw forbidden();
  }
  if (v.status === CN.done && before?.status !== CN.done) {
    const id = before?.id as number | undefined;
    const judged = id
      ? (
          await tx
            .select({ judgement: measurements.judgement })
            .from(measurements)
            .where(and(eq(measurements.constructionId, id), isNull(measurements.deletedAt)))
        ).map((m) => m.judgement)
      : [];
    const workType = (v.workType ?? before?.workType) as number;
    const check = checkCompletable(
      judged,
      (v.overrideReason ?? before?.overrideReason) as string | null,
      workType !== 4,
    );
    if (!check.ok) throw badRequest({ status: [check.message] });
    v.completedAt = new Date();
  }
  return v;
}

/** After completion: the matter is 工事完了; a drop-line removal marks its line codes 撤去済. */
async function afterConstruction({
  tx,
  request,
  before,
  after,
}: {
  tx: Tx;
  request: FastifyRequest;
  before?: Values;
  after: Values;
}) {
  const actor = request.user.id;
  if (after.status === CN.done && before?.status !== CN.done) {
    await setMatterStatus(tx, after.matterId as number, MATTER.constructed, actor);
    if (after.workType === 4) {
      const matter = await getActive(tx, matters, after.matterId as number);
      const lines = await tx
        .select()
        .from(lineCodes)
        .where(
          and(
            isNull(lineCodes.deletedAt),
            ne(lineCodes.status, "撤去済"),
            sql`(${lineCodes.constructionId} = ${after.id} or ${lineCodes.targetId} = ${matter.targetId})`,
          ),
        );
      const now = after.completedAt as Date;
      for (const line of lines) {
        await updateRecord(
          tx,
          lineCodes,
          line.id,
          line.version,
          { status: "撤去済", removedAt: now, constructionId: after.id as number },
          actor,
        );
      }
    }
  } else if (
    before &&
    (after.status === CN.instructed || after.status === CN.scheduled) &&
    before.status === CN.waiting
  ) {
    await setMatterStatus(tx, after.matterId as number, MATTER.arranging, actor);
  }
}

export const constructionResource: Resource<typeof constructions> = {
  path: "/basis/constructions",
  tag: "constructions",
  label: "工事",
  description:
    "工事（CN）。班・日付・時間帯の指定は手配（instructionSend が必要、空き枠の残りが必要）。完了には全測定の合格か理由が必要。引込線撤去の完了で引込線は撤去済。工事担当（ロール7）は自社に手配された工事だけを見て編集できる。",
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
  },
  where: (q) => [
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
  },
  writeFlag: "constructionEdit",
  scope: constructionScope,
  parents: [{ field: "matterId", resource: anyMatter, message: "指定された案件が存在しません" }],
  prepare: (v, ctx) => prepareConstruction(v, { ...ctx, before: ctx.before as Values | undefined }),
  afterWrite: (ctx) =>
    afterConstruction({
      ...ctx,
      before: ctx.before as Values | undefined,
      after: ctx.after as Values,
    }),
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
    },
    where: (q) => [
      intFilter(constructionFreeSchedules.teamId, q.teamId),
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
  });

  registerResource(app, constructionResource);
  registerConstructionExport(app, constructionResource);

  registerResource(app, {
    path: "/basis/construction-entries",
    tag: "constructions",
    label: "工事明細",
    description:
      "工事明細。品目は工事種別の組み合わせ（放送: V-ONU交換/R-ONU交換、通信・放送+通信: R-ONU交換、引込線撤去: 撤去）から。",
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
      "光パワー測定。しきい値は測定時に機器回線種別のマスターから複写（V-ONU 1550nm −12〜+2 dBm、R-ONU/PON 1490nm −27〜−8 dBm）し、判定（合格/不合格）はサーバーが計算する。",
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
      await visibleConstruction(
        tx,
        (v.constructionId ?? before?.constructionId) as number,
        request,
      );
      if (typeof v.measuredAt === "string") v.measuredAt = new Date(v.measuredAt);
      if (!before) {
        v.measuredAt ??= new Date();
        v.measuredBy ??= request.user.id;
      }
      const wl = (v.wavelengthNm ?? before?.wavelengthNm) as number;
      const point = (v.point ?? before?.point) as string;
      const power = Number(v.powerDbm ?? before?.powerDbm);
      const th = thresholdFor(wl, point);
      v.powerDbm = power.toFixed(2);
      v.thresholdMin = th ? th.min.toFixed(2) : null;
      v.thresholdMax = th ? th.max.toFixed(2) : null;
      v.judgement = th ? judge(power, th.min, th.max) : null;
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

  app.post(
    "/construction-generate",
    {
      onRequest: requireFlag("constructionEdit"),
      schema: {
        tags: ["constructions"],
        summary: "工事の生成（交渉が合意で完了した案件に、指示待ちの工事を作る）",
        description:
          "projectId または matterIds で対象を絞る。交渉が合意で完了していない案件や、既に工事がある案件は飛ばす（同じ案件に2回作らない）。工事種別の既定品目で明細を1件作り、案件を工事手配中にする。",
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
              description: "合意していない、または工事が既にある案件",
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
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
          const ids = candidates.map((m) => m.id);
          if (!ids.length) return { created: [] as Values[], skipped: body.matterIds ?? [] };
          const agreed = new Set(
            (
              await tx
                .select({ matterId: negotiations.matterId })
                .from(negotiations)
                .where(
                  and(
                    inArray(negotiations.matterId, ids),
                    isNull(negotiations.deletedAt),
                    eq(negotiations.negotiationStatusId, NEGOTIATION_DONE),
                    eq(negotiations.completeReason, 1),
                  ),
                )
            ).map((n) => n.matterId),
          );
          const existing = new Set(
            (
              await tx
                .select({ matterId: constructions.matterId })
                .from(constructions)
                .where(
                  and(
                    inArray(constructions.matterId, ids),
                    isNull(constructions.deletedAt),
                    ne(constructions.status, CN.cancelled),
                  ),
                )
            ).map((c) => c.matterId),
          );
          const created: Values[] = [];
          const skipped: number[] = [];
          for (const m of candidates) {
            if (!agreed.has(m.id) || existing.has(m.id)) {
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
            await updateRecord(tx, matters, m.id, m.version, { status: MATTER.arranging }, actor);
            created.push(c as Values);
          }
          const found = new Set(ids);
          for (const id of body.matterIds ?? []) if (!found.has(id)) skipped.push(id);
          return { created, skipped };
        })
        .catch((e) => mapDbError(e, constructions));
      return {
        created: result.created.map((c) => toRecord(constructionResource, c)),
        skippedMatterIds: result.skipped,
      };
    },
  );
}
