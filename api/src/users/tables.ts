import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { recordColumns, timestampColumn } from "../db/columns";
import { associateCompanies, clients, roleTypes, teams } from "../masters/tables";

/**
 * Staff accounts. A request's identity is the ID token's `sub`, bound to the row here: the e-mail
 * is only an attribute (a user pool can change it), never what finds the signed-in user.
 */
export const users = pgTable(
  "users",
  {
    ...recordColumns(),
    name: text().notNull(),
    // 氏名カナ (full-width katakana, docs/DOMAIN.md): the list sorts names by it, since kanji code
    // points say nothing about reading order. Optional: accounts made before it have none and
    // sort by their name among the others.
    nameKana: text(),
    email: text().notNull(),
    // The identity user's `sub`, stored at creation (AdminCreateUser answers it) and bound at
    // start-up for rows that predate it (users/identity-binding.ts). Null until bound: such a row
    // cannot sign in. Unique over ALL rows, deleted ones included: a sub names one identity user
    // for good and is never issued again, so it must never be able to point at a second row (a
    // re-registered address gets a new identity user, hence a new sub, and a new row).
    sub: text().unique("users_sub_key"),
    roleTypeId: integer()
      .notNull()
      .references(() => roleTypes.id),
    // The identity account's status as the user list shows it (仮パスワード / 有効 / 無効), kept
    // here so that the list never asks the pool (issue #42). Written by the API's own identity
    // changes, set to ACTIVE by the first request of a sign-in made after it, reconciled with the
    // pool at start-up and every few minutes (users/account-status.ts). Null: not known yet.
    accountStatus: text({ enum: ["TEMPORARY_PASSWORD", "ACTIVE", "DISABLED"] }),
    // When accountStatus was written: only a token authenticated after it can prove a sign-in.
    accountStatusAt: timestampColumn(),
    // The acting row of a machine client (machine-clients/tables.ts): never listed among the
    // staff, never signs in (no identity user), named like its client for the history.
    machine: boolean().notNull().default(false),
  },
  (t) => [
    // A deleted user's address may be registered again.
    uniqueIndex("users_email_active_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.roleTypeId),
  ],
);

// Memberships keep their order: the first of each list is the user's own (docs/spec.md §3).
export const userAssociateCompanies = pgTable(
  "user_associate_companies",
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    associateCompanyId: integer()
      .notNull()
      .references(() => associateCompanies.id),
    position: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.associateCompanyId] }),
    index().on(t.associateCompanyId),
  ],
);

export const userTeams = pgTable(
  "user_teams",
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    teamId: integer()
      .notNull()
      .references(() => teams.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index().on(t.teamId)],
);

export const userClients = pgTable(
  "user_clients",
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index().on(t.clientId)],
);
