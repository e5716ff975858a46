import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import { negotiations } from "../negotiations/tables";
import { oneOf } from "../targets/tables";

/** The three settings pages of the spec: contract (types 2, 3, 5, 6, 7), request (1, 4), removal (8). */
export const documentSettingsKinds = ["contract", "request", "removal"] as const;
export type DocumentSettingsKind = (typeof documentSettingsKinds)[number];

/** One printed line of a document's item table. */
export interface DocumentItem {
  name: string;
  quantity: number;
  unit: string | null;
  note: string | null;
}

/**
 * 帳票設定: what the documents of one settings page print for one negotiation. One live row per
 * (negotiation, kind); until it is first saved the API answers with defaults from the records.
 * The issuer block is configuration (env), not stored here: every document of the company shows
 * the same one.
 */
export const documentSettings = pgTable(
  "document_settings",
  {
    ...recordColumns(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id),
    kind: text().notNull(),
    issueDate: date({ mode: "string" }).notNull(),
    addresseeName: text().notNull(),
    addresseeAddress: text(),
    constructionDate: date({ mode: "string" }),
    constructionSlot: text(),
    items: jsonb().$type<DocumentItem[]>().notNull().default([]),
    remarks: text(),
  },
  (t) => [
    check("document_settings_kind_check", oneOf(t.kind, documentSettingsKinds)),
    check("document_settings_slot_check", oneOf(t.constructionSlot, ["午前", "午後", "終日"])),
    uniqueIndex("document_settings_negotiation_kind_live")
      .on(t.negotiationId, t.kind)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.negotiationId),
  ],
);
