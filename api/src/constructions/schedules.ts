// /basis/schedules: a person's or a team's appointments (constructions and negotiations).
import type { FastifyInstance } from "fastify";
import { and, eq, isNotNull, or } from "drizzle-orm";
import { Type } from "typebox";
import { scheduleKindLabels } from "@cfx/domain/enumerations";
import { constructionScope } from "./partner-scope";
import { badRequest } from "../platform/errors";
import { Timestamp } from "../platform/schemas";
import {
  Code,
  IntList,
  intFilter,
  N,
  Opt,
  rangeFilter,
  Ref,
  registerResource,
} from "../platform/resource";
import { schedules } from "./tables";
import { anyNegotiation, companyTeams, constructionParent } from "./resource";

export function registerSchedules(app: FastifyInstance) {
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
        q.from ? new Date(String(q.from)) : undefined,
        q.to ? new Date(String(q.to)) : undefined,
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
      for (const f of ["startAt", "endAt"]) if (typeof v[f] === "string") v[f] = new Date(v[f]);
      const m = { ...before, ...v };
      if (!m.userId && !m.teamId)
        throw badRequest({ userId: ["担当者または班を指定してください"] });
      if ((m.endAt as Date) < (m.startAt as Date))
        throw badRequest({ endAt: ["終了は開始より後の日時を入力してください"] });
      return v;
    },
  });
}
