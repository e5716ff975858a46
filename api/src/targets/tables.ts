import { sql, type SQL } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, smallint, text } from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import {
  clients,
  contractDetailTypes,
  contractReceivers,
  contractTypes,
  customerServiceItems,
  deviceInstallationTypes,
  deviceModels,
  targetInstallationTypes,
} from "../masters/tables";

/** `col in (…)` check for an enumeration column (numbers or texts). */
export function oneOf(col: AnyPgColumn, values: readonly (number | string)[]): SQL {
  const list = values
    .map((v) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`))
    .join(", ");
  return sql`${col} in (${sql.raw(list)})`;
}

/** 対象物件 (TA): a house, an apartment building or a pole. */
export const targets = pgTable(
  "targets",
  {
    ...recordColumns(),
    targetType: smallint().notNull().default(1),
    name: text().notNull(),
    nameKana: text(),
    postalCode: text(),
    prefecture: text(),
    city: text(),
    town: text(),
    street: text(),
    building: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    poleNumber: text(),
    poleOwner: text(),
    targetInstallationTypeId: integer().references(() => targetInstallationTypes.id),
    clientId: integer().references(() => clients.id),
    totalUnits: integer(),
    notes: text(),
  },
  (t) => [
    check("targets_target_type_check", oneOf(t.targetType, [1, 2, 3, 4])),
    check("targets_postal_code_check", sql`${t.postalCode} ~ '^[0-9]{7}$'`),
    // The list's filters and sorts (issue #13): every list query reads live rows and breaks ties
    // by id, so each index is partial on live rows and ends with the id; a page sorted by any
    // of them reads only its rows. The name/kana/pole and address partial matches use the
    // search keys of migration 0006 (platform/search-keys.ts), which Drizzle does not declare.
    index("targets_type_list_idx").on(t.targetType, t.id).where(live(t)),
    index("targets_client_list_idx").on(t.clientId, t.id).where(live(t)),
    index("targets_city_list_idx").on(t.prefecture, t.city, t.id).where(live(t)),
    index("targets_postal_code_list_idx").on(t.postalCode, t.id).where(live(t)),
    // Prefix search (LIKE '123%') can't use the collation-ordered index above.
    index("targets_postal_code_prefix_idx")
      .using("btree", t.postalCode.op("text_pattern_ops"))
      .where(live(t)),
    index("targets_name_kana_list_idx")
      .on(sql`(${t.nameKana} is null)`, t.nameKana, t.id)
      .where(live(t)),
    index("targets_name_list_idx").on(t.name, t.id).where(live(t)),
    index("targets_updated_list_idx").on(t.updatedAt, t.id).where(live(t)),
    index("targets_address_list_idx").on(targetAddressKey(t), t.id).where(live(t)),
  ],
);

/** Live rows: the predicate of the partial list indexes (it must read as the lists' filter). */
function live(t: { deletedAt: AnyPgColumn }): SQL {
  return sql`${t.deletedAt} is null`;
}

/**
 * The address as one sort key: its parts joined by U+0001 (below every character), so it sorts
 * part by part and the export's keyset paging can compare it. Written with `||` (immutable), not
 * concat_ws (stable), so the list index above can hold it.
 */
export function targetAddressKey(t: {
  prefecture: AnyPgColumn;
  city: AnyPgColumn;
  town: AnyPgColumn;
  street: AnyPgColumn;
}): SQL {
  return sql`(coalesce(${t.prefecture}, '') || chr(1) || coalesce(${t.city}, '') || chr(1) || coalesce(${t.town}, '') || chr(1) || coalesce(${t.street}, ''))`;
}

/** 対象詳細 (TD): one per house, one per unit of an apartment. */
export const targetDetails = pgTable(
  "target_details",
  {
    ...recordColumns(),
    targetId: integer()
      .notNull()
      .references(() => targets.id),
    roomNumber: text(),
    floor: integer(),
    deviceLineType: smallint().notNull().default(0),
    deviceInstallationTypeId: integer().references(() => deviceInstallationTypes.id),
    deviceModelId: integer().references(() => deviceModels.id),
    notes: text(),
  },
  (t) => [
    check("target_details_device_line_type_check", oneOf(t.deviceLineType, [0, 1, 2])),
    index().on(t.targetId),
    index().on(t.deviceLineType),
    index().on(t.deviceModelId),
    index().on(t.roomNumber),
    index().on(t.floor),
    index().on(t.updatedAt),
  ],
);

/** 顧客 (CU): owner or tenant of a target detail. */
export const customers = pgTable(
  "customers",
  {
    ...recordColumns(),
    targetDetailId: integer()
      .notNull()
      .references(() => targetDetails.id),
    customerType: smallint().notNull().default(0),
    name: text().notNull(),
    nameKana: text(),
    gender: smallint().notNull().default(0),
    phone: text(),
    mobile: text(),
    email: text(),
    postalCode: text(),
    address: text(),
    contactMethod: smallint().notNull().default(0),
    ownership: smallint().notNull().default(0),
    notes: text(),
  },
  (t) => [
    check("customers_customer_type_check", oneOf(t.customerType, [0, 1, 2])),
    check("customers_gender_check", oneOf(t.gender, [0, 1, 2])),
    check("customers_contact_method_check", oneOf(t.contactMethod, [0, 1, 2, 3, 4])),
    check("customers_ownership_check", oneOf(t.ownership, [0, 1, 2, 3, 4, 5])),
    check("customers_postal_code_check", sql`${t.postalCode} ~ '^[0-9]{7}$'`),
    index().on(t.targetDetailId),
    index().on(t.customerType),
    index().on(t.nameKana),
    index().on(t.phone),
    index().on(t.name),
    index().on(t.mobile),
    index().on(t.updatedAt),
  ],
);

/** 顧客サービス (CS): the contract content of a customer. */
export const customerServices = pgTable(
  "customer_services",
  {
    ...recordColumns(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    contractTypeId: integer().references(() => contractTypes.id),
    contractDetailTypeId: integer().references(() => contractDetailTypes.id),
    contractReceiverId: integer().references(() => contractReceivers.id),
    customerServiceItemId: integer().references(() => customerServiceItems.id),
    implementation: smallint().notNull().default(0),
    operatorCustomerNo: text(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    notes: text(),
  },
  (t) => [
    check("customer_services_implementation_check", oneOf(t.implementation, [0, 1, 2])),
    check(
      "customer_services_period_check",
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    index().on(t.customerId),
    index().on(t.contractTypeId),
    index().on(t.operatorCustomerNo),
    index().on(t.implementation),
    index().on(t.startDate),
    index().on(t.updatedAt),
  ],
);
