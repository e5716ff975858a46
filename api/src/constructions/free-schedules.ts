// /basis/construction-free-schedules: each team's capacity per day and time of day.
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { Type } from "typebox";
import { teams } from "../masters/tables";
import { bookedCount, bookings, lockFreeSlot } from "./slot-booking";
import { badRequest } from "../platform/errors";
import { DateOnly } from "../platform/schemas";
import {
  codeFilter,
  IntList,
  intFilter,
  rangeFilter,
  Ref,
  registerResource,
  TextCode,
} from "../platform/resource";
import { slots } from "./domain";
import { constructionFreeSchedules } from "./tables";
import { companyTeams } from "./resource";

export function registerFreeSchedules(app: FastifyInstance) {
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
      codeFilter(constructionFreeSchedules.slot, q.slot),
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
      if (v.capacity !== undefined && v.capacity < booked)
        throw badRequest({ capacity: [`予約が${booked}件あるため、${booked}未満にはできません`] });
      return v;
    },
    beforeDelete: async ({ tx, before }) => {
      const slot = (await lockFreeSlot(tx, before.id)) ?? before;
      const booked = await bookedCount(tx, slot.teamId, slot.date, slot.slot);
      if (booked) throw badRequest({ id: [`予約が${booked}件あるため、空き枠を削除できません`] });
    },
  });
}
