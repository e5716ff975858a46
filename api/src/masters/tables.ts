import { sql } from "drizzle-orm";
import { integer, pgTable, smallint, text, uniqueIndex, type PgColumn } from "drizzle-orm/pg-core";
import { recordColumns, timestampColumn } from "../db/columns";

// The master lists of docs/DOMAIN.md served under `/pair/<list>`. Every list shares the same
// columns; `sortOrder` orders the pull-down menus (then id). `retiredAt` (廃止) takes a value out
// of the pull-downs while the records that use it keep showing its name: a value in use is
// retired, never deleted (masters/references.ts).
const masterColumns = () => ({
  ...recordColumns(),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
  retiredAt: timestampColumn(),
});

/**
 * A name appears once among a list's live values (not deleted, not retired): the pull-downs show
 * live values only, and two 「光化移行工事」 there cannot be told apart (#37.7). A retired value may
 * share a live one's name (records that use it keep showing it).
 */
const liveNameUnique = (t: { name: PgColumn; deletedAt: PgColumn; retiredAt: PgColumn }) => [
  uniqueIndex()
    .on(t.name)
    .where(sql`${t.deletedAt} is null and ${t.retiredAt} is null`),
];

/** Role types 1–8 of the spec (fixed: the flags of each are in auth/flags.ts). */
export const roleTypes = pgTable("role_types", masterColumns());
/** 協力会社 partner companies. */
export const associateCompanies = pgTable("associate_companies", masterColumns(), (t) => [
  uniqueIndex()
    .on(t.name)
    .where(sql`${t.deletedAt} is null`),
]);
/** 班 teams, each belonging to one partner company. */
export const teams = pgTable(
  "teams",
  {
    ...masterColumns(),
    associateCompanyId: integer()
      .notNull()
      .references(() => associateCompanies.id),
  },
  (t) => [
    uniqueIndex()
      .on(t.associateCompanyId, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);
/** 発注元 clients (CATV operators). */
export const clients = pgTable("clients", masterColumns(), (t) => [
  uniqueIndex()
    .on(t.name)
    .where(sql`${t.deletedAt} is null`),
]);
export const contractTypes = pgTable("contract_types", masterColumns(), liveNameUnique);
export const contractDetailTypes = pgTable(
  "contract_detail_types",
  masterColumns(),
  liveNameUnique,
);
export const contractReceivers = pgTable("contract_receivers", masterColumns(), liveNameUnique);
export const customerServiceItems = pgTable(
  "customer_service_items",
  masterColumns(),
  liveNameUnique,
);
export const deviceInstallationTypes = pgTable(
  "device_installation_types",
  masterColumns(),
  liveNameUnique,
);
/** 機器型番 with its device line type (0 未選択, 1 V-ONU, 2 R-ONU). */
export const deviceModels = pgTable(
  "device_models",
  {
    ...masterColumns(),
    deviceLineType: smallint().notNull().default(0),
  },
  liveNameUnique,
);
export const jobCategories = pgTable("job_categories", masterColumns(), liveNameUnique);
/** 0 未選択, 1 合意, 2 不成立, 3 引継ぎ (fixed by the spec). */
export const negotiationCompleteReasons = pgTable("negotiation_complete_reasons", masterColumns());
/** 1 未交渉 … 6 完了 (fixed: business rules refer to 6). */
export const negotiationStatuses = pgTable("negotiation_statuses", masterColumns());
/** The second pair of the spec: 1 交渉, 2 工事 (fixed). */
export const scheduleTypes = pgTable("schedule_types", masterColumns());
/** 設置場所種別. */
export const targetInstallationTypes = pgTable(
  "target_installation_types",
  masterColumns(),
  liveNameUnique,
);
/** 1 未選択, 2 戸建, 3 集合住宅, 4 電柱 (fixed by the spec). */
export const targetTypes = pgTable("target_types", masterColumns());
