import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import { clients, jobCategories } from "../masters/tables";
import { oneOf, targetDetails, targets } from "../targets/tables";
import { users } from "../users/tables";

/** プロジェクト (PR). */
export const projects = pgTable(
  "projects",
  {
    ...recordColumns(),
    name: text().notNull(),
    clientId: integer().references(() => clients.id),
    jobCategoryId: integer().references(() => jobCategories.id),
    workType: smallint().notNull(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    managerUserId: integer().references(() => users.id),
    status: smallint().notNull().default(1),
    notes: text(),
  },
  (t) => [
    check("projects_work_type_check", oneOf(t.workType, [1, 2, 3, 4])),
    check("projects_status_check", oneOf(t.status, [1, 2, 3])),
    check(
      "projects_period_check",
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    index().on(t.clientId),
    index().on(t.status),
    index().on(t.workType),
    index().on(t.startDate),
    index().on(t.name),
    index().on(t.updatedAt),
  ],
);

/** 案件 (MT): one target in one project. */
export const matters = pgTable(
  "matters",
  {
    ...recordColumns(),
    projectId: integer()
      .notNull()
      .references(() => projects.id),
    targetId: integer()
      .notNull()
      .references(() => targets.id),
    targetDetailId: integer().references(() => targetDetails.id),
    workType: smallint().notNull(),
    status: smallint().notNull().default(1),
    /** The status a matter on 保留 returns to when it leaves 保留. */
    statusBeforeHold: smallint(),
    assigneeUserId: integer().references(() => users.id),
    dueDate: date({ mode: "string" }),
    notes: text(),
  },
  (t) => [
    check("matters_work_type_check", oneOf(t.workType, [1, 2, 3, 4])),
    check("matters_status_check", oneOf(t.status, [1, 2, 3, 4, 5, 6, 7, 9])),
    check(
      "matters_hold_check",
      sql`(${t.status} = 9) = (${t.statusBeforeHold} is not null) and coalesce(${t.statusBeforeHold}, 1) in (1, 2, 3, 4, 5, 6)`,
    ),
    index().on(t.projectId, t.status),
    index().on(t.targetId),
    index().on(t.status),
    index().on(t.assigneeUserId),
    index().on(t.dueDate),
    index().on(t.workType),
    index().on(t.updatedAt),
  ],
);
