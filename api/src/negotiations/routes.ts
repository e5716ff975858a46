// /basis/negotiations and /basis/negotiation-histories with the completion rule of docs/DOMAIN.md:
// status 完了 needs a reason; 合意 / 不成立 move the matter to 合意 / 不成立.
import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { Type } from "typebox";
import { noRowsForPartners } from "../constructions/partner-scope";
import { getActive } from "../platform/crud";
import { badRequest } from "../platform/errors";
import { Timestamp } from "../platform/schemas";
import {
  codeFilter,
  Code,
  IntList,
  intFilter,
  N,
  Opt,
  rangeFilter,
  Ref,
  registerResource,
  FieldText,
  TextCode,
  present,
  type Resource,
  type Values,
} from "../platform/resource";
import { requireFlag } from "../auth/hooks";
import { DateOnly, errorResponses } from "../platform/schemas";
import { users } from "../users/tables";
import { completeReasons, historyCounterparts, historyMethods, historyOutcomes } from "./domain";
import { checkChange, checkInstruction, decorateNegotiations, refuseDelete } from "./workflow";
import { registerNegotiationExport } from "./exports";
import { afterNegotiationWrite, instructMany } from "./instruction";
import { negotiationSearch } from "./search";
import { negotiationHistories, negotiations } from "./tables";
import * as catalogue from "@cfx/domain/fields/negotiations";

const negotiationFields = {
  matterId: Type.Integer({ description: "案件ID" }),
  customerId: N(Type.Integer({ description: "交渉相手の顧客ID" })),
  assigneeUserId: N(Type.Integer({ description: "交渉担当者ユーザーID" })),
  negotiationStatusId: Type.Integer({
    description: "交渉状態ID（1 未交渉, 2 アポ調整中, 3 訪問予定, 4 交渉中, 5 再訪問, 6 完了）",
  }),
  scheduledAt: N(Type.String({ format: "date-time", description: "訪問予定日時" })),
  completeReason: Code(completeReasons, "完了理由"),
  completedAt: N(Type.String({ format: "date-time", description: "完了日時" })),
  notes: N(Type.String({ description: "備考" })),
  allowedStatuses: Type.Array(Type.Integer(), {
    description: "この利用者が変更できる交渉状態（完了は案件が工事に進む前だけ）",
  }),
  can: Type.Object(
    {
      complete: Type.Boolean({ description: "完了にできる" }),
      reassign: Type.Boolean({ description: "担当者を変更できる" }),
      delete: Type.Boolean({ description: "削除できる" }),
    },
    { description: "この利用者ができる操作" },
  ),
};
const NegotiationCreate = Type.Object({
  matterId: Ref("案件ID"),
  customerId: Opt(Ref("交渉相手の顧客ID")),
  assigneeUserId: Opt(Ref("交渉担当者ユーザーID")),
  negotiationStatusId: Type.Optional(Ref("交渉状態ID")),
  scheduledAt: Opt(Timestamp),
  completeReason: Type.Optional(Code(completeReasons, "完了理由（状態が完了のとき必須）")),
  completedAt: Opt(Timestamp),
  notes: Opt(FieldText(catalogue.negotiationFields.notes)),
});

const historyFields = {
  negotiationId: Type.Integer({ description: "交渉ID" }),
  contactedAt: Type.String({ format: "date-time", description: "接触日時" }),
  method: Code(historyMethods, "接触方法"),
  counterpart: N(TextCode(historyCounterparts, "相手")),
  outcome: N(TextCode(historyOutcomes, "結果")),
  memo: N(Type.String({ description: "メモ" })),
  nextContactAt: N(Type.String({ format: "date-time", description: "次回接触予定" })),
  userId: N(Type.Integer({ description: "対応者ユーザーID" })),
};
const HistoryCreate = Type.Object({
  negotiationId: Ref("交渉ID"),
  contactedAt: Timestamp,
  method: Type.Optional(Code(historyMethods, "接触方法")),
  counterpart: Opt(TextCode(historyCounterparts, "相手")),
  outcome: Opt(TextCode(historyOutcomes, "結果")),
  memo: Opt(FieldText(catalogue.negotiationHistoryFields.memo)),
  nextContactAt: Opt(Timestamp),
  userId: Opt(Ref("対応者ユーザーID（省略時は操作者）")),
});

/** What a contact record says: at least one of these must be filled (a date alone is no contact). */
const CONTACT_CONTENT = ["method", "counterpart", "outcome", "memo", "nextContactAt"] as const;
function refuseEmptyContact(v: Values, before: Values | undefined) {
  const value = (f: string) => (v[f] !== undefined ? v[f] : before?.[f]);
  const filled = CONTACT_CONTENT.some((f) => {
    const x = value(f);
    return typeof x === "string" ? x.trim() !== "" : Boolean(x);
  });
  if (!filled)
    throw badRequest({
      memo: ["接触方法・相手・結果・メモ・次回接触予定のいずれかを入力してください"],
    });
}

const toDate = (v: unknown) => (typeof v === "string" ? new Date(v) : v);

export default async function negotiationsRoutes(app: FastifyInstance) {
  const negotiationResource = {
    path: "/basis/negotiations",
    tag: "negotiations",
    label: "交渉",
    description:
      "交渉（NE）。状態が完了（6）のときは完了理由が必須。合意・不成立で完了すると案件の状態も合意・不成立になる。",
    table: negotiations,
    codePrefix: "NE",
    fields: negotiationFields,
    create: NegotiationCreate,
    filters: {
      matterId: Type.Optional(IntList("案件ID")),
      customerId: Type.Optional(IntList("顧客ID")),
      assigneeUserId: Type.Optional(IntList("交渉担当者ユーザーID")),
      negotiationStatusId: Type.Optional(IntList("交渉状態ID")),
      completeReason: Type.Optional(IntList("完了理由")),
      completedFrom: Type.Optional(
        Type.String({ format: "date-time", description: "完了日時（から）" }),
      ),
      completedTo: Type.Optional(
        Type.String({ format: "date-time", description: "完了日時（まで）" }),
      ),
      scheduledFrom: Type.Optional(
        Type.String({ format: "date-time", description: "訪問予定（から）" }),
      ),
      scheduledTo: Type.Optional(
        Type.String({ format: "date-time", description: "訪問予定（まで）" }),
      ),
      projectId: Type.Optional(IntList("プロジェクトID（案件のプロジェクト）")),
      name: Type.Optional(
        Type.String({
          maxLength: 200,
          description: "対象物件名・カナ、または顧客名・カナの部分一致（カナの種類は問わない）",
        }),
      ),
      open: Type.Optional(Type.Boolean({ description: "true: 完了していない交渉だけ" })),
      today: Type.Optional(Type.Boolean({ description: "true: 訪問予定が今日（東京）の交渉" })),
      overdue: Type.Optional(
        Type.Boolean({ description: "true: 訪問予定を過ぎて完了していない交渉" }),
      ),
    },
    where: (q) => [
      ...negotiationSearch(q),
      intFilter(negotiations.matterId, q.matterId),
      intFilter(negotiations.customerId, q.customerId),
      intFilter(negotiations.assigneeUserId, q.assigneeUserId),
      intFilter(negotiations.negotiationStatusId, q.negotiationStatusId),
      intFilter(negotiations.completeReason, q.completeReason),
      ...rangeFilter(negotiations.scheduledAt, toDate(q.scheduledFrom), toDate(q.scheduledTo)),
      ...rangeFilter(negotiations.completedAt, toDate(q.completedFrom), toDate(q.completedTo)),
    ],
    sortable: {
      id: negotiations.id,
      scheduledAt: negotiations.scheduledAt,
      negotiationStatusId: negotiations.negotiationStatusId,
      completedAt: negotiations.completedAt,
      updatedAt: negotiations.updatedAt,
    },
    writeFlag: "negotiationEdit",
    // A partner's staff do the work, not the negotiation: none is theirs to read (docs/DOMAIN.md).
    scope: noRowsForPartners,
    decorate: (records, { ex, request }) => decorateNegotiations(records, ex, request),
    beforeDelete: ({ tx, before }) => refuseDelete(tx, before),
    prepare: async (v, { tx, before }) => {
      for (const f of ["scheduledAt", "completedAt"])
        if (typeof v[f] === "string") v[f] = new Date(v[f]);
      if (before) await checkChange(tx, v, before);
      else {
        await checkInstruction(tx, v);
        v.negotiationStatusId ??= 1;
      }
      return v;
    },
    afterWrite: ({ tx, request, before, after }) =>
      afterNegotiationWrite(tx, request.user.id, before, after),
  } satisfies Resource<typeof negotiations>;
  registerResource(app, negotiationResource);
  registerNegotiationExport(app, negotiationResource);
  const NegotiationRecord = Type.Object(
    { id: Type.Integer(), version: Type.Integer(), code: Type.String(), ...negotiationFields },
    { additionalProperties: true },
  );

  app.post(
    "/bulk/create/negotiations",
    {
      onRequest: requireFlag("negotiationEdit"),
      schema: {
        tags: ["negotiations"],
        summary: "一括交渉指示（複数の案件に同じ担当者で交渉を登録）",
        description:
          "全件を1トランザクションで登録する。指示できない案件が1件でもあれば、その全件を案件コードと理由で示して何も登録しない（400）。訪問は担当者の予定と重ならない平日9〜17時の1時間枠に、訪問期間の早い順に割り当てる。",
        body: Type.Object({
          matterIds: Type.Array(Ref("案件ID"), { minItems: 1, maxItems: 500, uniqueItems: true }),
          assigneeUserId: Ref("交渉担当者ユーザーID"),
          visitFrom: DateOnly,
          visitTo: DateOnly,
        }),
        response: {
          200: Type.Array(NegotiationRecord, { description: "登録した交渉（案件の順）" }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as {
        matterIds: number[];
        assigneeUserId: number;
        visitFrom: string;
        visitTo: string;
      };
      if (body.visitTo < body.visitFrom)
        throw badRequest({ visitTo: ["訪問期間の終わりは始まり以降の日付を入力してください"] });
      const rows = await app.db.transaction(async (tx) => {
        const assignee = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, body.assigneeUserId), isNull(users.deletedAt)));
        if (!assignee[0]) throw badRequest({ assigneeUserId: ["指定された担当者が存在しません"] });
        return instructMany(tx, request.user.id, body);
      });
      return present(negotiationResource, rows, app.db, request);
    },
  );

  registerResource(app, {
    path: "/basis/negotiation-histories",
    tag: "negotiations",
    label: "交渉履歴",
    description: "交渉履歴: 顧客との1回の接触",
    table: negotiationHistories,
    fields: historyFields,
    create: HistoryCreate,
    filters: {
      negotiationId: Type.Optional(IntList("交渉ID")),
      userId: Type.Optional(IntList("対応者ユーザーID")),
      outcome: Type.Optional(TextCode(historyOutcomes, "結果")),
    },
    where: (q) => [
      intFilter(negotiationHistories.negotiationId, q.negotiationId),
      intFilter(negotiationHistories.userId, q.userId),
      codeFilter(negotiationHistories.outcome, q.outcome),
    ],
    sortable: {
      id: negotiationHistories.id,
      contactedAt: negotiationHistories.contactedAt,
      updatedAt: negotiationHistories.updatedAt,
    },
    defaultSort: "contactedAt",
    writeFlag: "negotiationEdit",
    // The visit memos are the negotiation's: never a partner's.
    scope: noRowsForPartners,
    prepare: async (v, { tx, request, before }) => {
      for (const f of ["contactedAt", "nextContactAt"])
        if (typeof v[f] === "string") v[f] = new Date(v[f]);
      if (!before) {
        const missing = () => badRequest({ negotiationId: ["指定された交渉が存在しません"] });
        // The create schema requires negotiationId: without one, the answer of a missing one.
        if (v.negotiationId === undefined) throw missing();
        await getActive(tx, negotiations, v.negotiationId).catch(() => {
          throw missing();
        });
        v.userId ??= request.user.id;
      }
      refuseEmptyContact(v, before);
      return v;
    },
  });
}
