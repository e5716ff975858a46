import { sql } from "drizzle-orm";
import { cableTypes, lineKinds } from "@cfx/domain/linecodes";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { constructions } from "../constructions/tables";
import { recordColumns } from "../db/columns";
import { oneOf, targetDetails, targets } from "../targets/tables";

export { cableTypes, lineKinds };
export const lineCodeStatuses = ["使用中", "撤去予定", "撤去済"] as const;

const instant = () => timestamp({ withTimezone: true, mode: "date" });

/** 引込線 (drop line) from a pole to a target. */
export const lineCodes = pgTable(
  "line_codes",
  {
    ...recordColumns(),
    lineCode: text().notNull(),
    targetId: integer().references(() => targets.id),
    targetDetailId: integer().references(() => targetDetails.id),
    poleNumber: text(),
    poleOwner: text(),
    cableType: text(),
    lineKind: text(),
    status: text().notNull().default("使用中"),
    removalConsentAt: instant(),
    removedAt: instant(),
    constructionId: integer().references(() => constructions.id),
    notes: text(),
  },
  (t) => [
    check("line_codes_cable_type_check", oneOf(t.cableType, cableTypes)),
    check("line_codes_line_kind_check", oneOf(t.lineKind, lineKinds)),
    check("line_codes_status_check", oneOf(t.status, lineCodeStatuses)),
    uniqueIndex("line_codes_line_code_key")
      .on(t.lineCode)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.targetId),
    index().on(t.status),
    index().on(t.constructionId),
    index().on(t.poleNumber),
    index().on(t.removedAt),
    index().on(t.removalConsentAt),
    index().on(t.updatedAt),
  ],
);
