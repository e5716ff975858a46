import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import { associateCompanies, deviceModels, teams } from "../masters/tables";
import { negotiations } from "../negotiations/tables";
import { matters } from "../projects/tables";
import { entryItems } from "../projects/domain";
import { oneOf } from "../targets/tables";
import { users } from "../users/tables";
import { judgements, measurementPoints, slots } from "./domain";

const instant = () => timestamp({ withTimezone: true, mode: "date" });

/** 空き枠: how many constructions a team can take in one slot of one day. */
export const constructionFreeSchedules = pgTable(
  "construction_free_schedules",
  {
    ...recordColumns(),
    teamId: integer()
      .notNull()
      .references(() => teams.id),
    date: date({ mode: "string" }).notNull(),
    slot: text().notNull(),
    capacity: integer().notNull(),
  },
  (t) => [
    check("construction_free_schedules_slot_check", oneOf(t.slot, slots)),
    check("construction_free_schedules_capacity_check", sql`${t.capacity} >= 0`),
    uniqueIndex("construction_free_schedules_team_date_slot_key")
      .on(t.teamId, t.date, t.slot)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.date),
    index().on(t.slot),
  ],
);

/** 工事 (CN). */
export const constructions = pgTable(
  "constructions",
  {
    ...recordColumns(),
    matterId: integer()
      .notNull()
      .references(() => matters.id),
    workType: smallint().notNull(),
    associateCompanyId: integer().references(() => associateCompanies.id),
    teamId: integer().references(() => teams.id),
    status: smallint().notNull().default(1),
    scheduledDate: date({ mode: "string" }),
    slot: text(),
    instructedAt: instant(),
    instructedBy: integer().references(() => users.id),
    completedAt: instant(),
    /** Why it was completed although a measurement failed (or none was taken). */
    overrideReason: text(),
    resultNotes: text(),
  },
  (t) => [
    check("constructions_work_type_check", oneOf(t.workType, [1, 2, 3, 4])),
    check("constructions_status_check", oneOf(t.status, [1, 2, 3, 4, 5, 6, 7])),
    check("constructions_slot_check", oneOf(t.slot, slots)),
    // /construction-generate never makes two live constructions for one matter.
    uniqueIndex("constructions_matter_active_key")
      .on(t.matterId)
      .where(sql`${t.deletedAt} is null and ${t.status} <> 7`),
    index().on(t.status),
    index().on(t.associateCompanyId, t.status),
    index().on(t.teamId, t.scheduledDate),
    index().on(t.scheduledDate),
    index().on(t.matterId),
    index().on(t.workType),
    index().on(t.instructedAt),
    index().on(t.updatedAt),
  ],
);

/** 工事明細. */
export const constructionEntries = pgTable(
  "construction_entries",
  {
    ...recordColumns(),
    constructionId: integer()
      .notNull()
      .references(() => constructions.id),
    item: text().notNull(),
    removedDeviceModelId: integer().references(() => deviceModels.id),
    removedSerial: text(),
    installedDeviceModelId: integer().references(() => deviceModels.id),
    installedSerial: text(),
    quantity: integer().notNull().default(1),
    notes: text(),
  },
  (t) => [
    check("construction_entries_item_check", oneOf(t.item, entryItems)),
    check("construction_entries_quantity_check", sql`${t.quantity} > 0`),
    index().on(t.constructionId),
  ],
);

/** 測定: optical power at one point; thresholds are copied when measured. */
export const measurements = pgTable(
  "measurements",
  {
    ...recordColumns(),
    constructionId: integer()
      .notNull()
      .references(() => constructions.id),
    point: text().notNull(),
    wavelengthNm: integer().notNull(),
    powerDbm: numeric({ precision: 6, scale: 2 }).notNull(),
    thresholdMin: numeric({ precision: 6, scale: 2 }),
    thresholdMax: numeric({ precision: 6, scale: 2 }),
    judgement: text(),
    measuredAt: instant().notNull(),
    measuredBy: integer().references(() => users.id),
  },
  (t) => [
    check("measurements_point_check", oneOf(t.point, measurementPoints)),
    check("measurements_wavelength_check", oneOf(t.wavelengthNm, [1310, 1490, 1550])),
    check("measurements_judgement_check", oneOf(t.judgement, judgements)),
    index().on(t.constructionId),
    index().on(t.judgement),
    index().on(t.measuredAt),
  ],
);

/**
 * 測定しきい値 (masterManage): the accepted range of one measured point at one wavelength. A
 * measurement is judged against the row of its point *and* wavelength, and copies its bounds.
 */
export const measurementThresholds = pgTable(
  "measurement_thresholds",
  {
    ...recordColumns(),
    point: text().notNull(),
    wavelengthNm: integer().notNull(),
    minDbm: numeric({ precision: 6, scale: 2 }).notNull(),
    maxDbm: numeric({ precision: 6, scale: 2 }).notNull(),
  },
  (t) => [
    check("measurement_thresholds_point_check", oneOf(t.point, measurementPoints)),
    check("measurement_thresholds_wavelength_check", oneOf(t.wavelengthNm, [1310, 1490, 1550])),
    check("measurement_thresholds_range_check", sql`${t.minDbm} <= ${t.maxDbm}`),
    uniqueIndex("measurement_thresholds_point_wavelength_key")
      .on(t.point, t.wavelengthNm)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** 予定: a user's or a team's booking for a negotiation or a construction. kind 1 工事, 2 交渉. */
export const schedules = pgTable(
  "schedules",
  {
    ...recordColumns(),
    kind: smallint().notNull(),
    userId: integer().references(() => users.id),
    teamId: integer().references(() => teams.id),
    startAt: instant().notNull(),
    endAt: instant().notNull(),
    title: text().notNull(),
    negotiationId: integer().references(() => negotiations.id),
    constructionId: integer().references(() => constructions.id),
  },
  (t) => [
    check("schedules_kind_check", oneOf(t.kind, [1, 2])),
    check("schedules_period_check", sql`${t.endAt} >= ${t.startAt}`),
    check("schedules_owner_check", sql`${t.userId} is not null or ${t.teamId} is not null`),
    index().on(t.userId, t.startAt),
    index().on(t.teamId, t.startAt),
    index().on(t.startAt),
    index().on(t.negotiationId),
    index().on(t.constructionId),
    index().on(t.kind),
  ],
);
