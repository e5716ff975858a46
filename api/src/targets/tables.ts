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
    index().on(t.targetType),
    index().on(t.clientId),
    index().on(t.prefecture, t.city),
    index().on(t.postalCode),
    index().on(t.nameKana),
    index().on(t.updatedAt),
    index().on(t.name),
  ],
);

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
