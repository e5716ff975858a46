import { integer, timestamp } from "drizzle-orm/pg-core";

// Column builders shared by every table. Names are camelCase in TypeScript and snake_case in SQL
// (`casing: 'snake_case'` in both drizzle.config.ts and createDatabase).

/** Integer identity primary key. Rows seeded with explicit ids must call `syncIdSequence` after. */
export const idColumn = () => integer().primaryKey().generatedByDefaultAsIdentity();

const instant = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * id + optimistic `version` + created/updated stamps + soft delete. Spread it into a table:
 * `pgTable('things', { ...recordColumns(), name: text().notNull() })`.
 * `createdBy/updatedBy` are user ids (null = system, e.g. the seed).
 */
export const recordColumns = () => ({
  id: idColumn(),
  version: integer().notNull().default(1),
  createdAt: instant().notNull().defaultNow(),
  createdBy: integer(),
  updatedAt: instant().notNull().defaultNow(),
  updatedBy: integer(),
  deletedAt: instant(),
});

export { instant as timestampColumn };
