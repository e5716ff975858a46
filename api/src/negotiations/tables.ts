import { check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import { negotiationStatuses } from "../masters/tables";
import { matters } from "../projects/tables";
import { customers, oneOf } from "../targets/tables";
import { users } from "../users/tables";
import { historyCounterparts, historyOutcomes } from "./domain";

const instant = () => timestamp({ withTimezone: true, mode: "date" });

/** 交渉 (NE). */
export const negotiations = pgTable(
  "negotiations",
  {
    ...recordColumns(),
    matterId: integer()
      .notNull()
      .references(() => matters.id),
    customerId: integer().references(() => customers.id),
    assigneeUserId: integer().references(() => users.id),
    negotiationStatusId: integer()
      .notNull()
      .default(1)
      .references(() => negotiationStatuses.id),
    scheduledAt: instant(),
    completeReason: smallint().notNull().default(0),
    completedAt: instant(),
    notes: text(),
  },
  (t) => [
    check("negotiations_complete_reason_check", oneOf(t.completeReason, [0, 1, 2, 3])),
    index().on(t.matterId),
    index().on(t.customerId),
    index().on(t.assigneeUserId),
    index().on(t.negotiationStatusId),
    index().on(t.completeReason),
    index().on(t.scheduledAt),
    index().on(t.completedAt),
    index().on(t.updatedAt),
  ],
);

/** 交渉履歴: one contact with the customer. */
export const negotiationHistories = pgTable(
  "negotiation_histories",
  {
    ...recordColumns(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id),
    contactedAt: instant().notNull(),
    method: smallint().notNull().default(0),
    counterpart: text(),
    outcome: text(),
    memo: text(),
    nextContactAt: instant(),
    userId: integer().references(() => users.id),
  },
  (t) => [
    check("negotiation_histories_method_check", oneOf(t.method, [0, 1, 2, 3, 4])),
    check("negotiation_histories_counterpart_check", oneOf(t.counterpart, historyCounterparts)),
    check("negotiation_histories_outcome_check", oneOf(t.outcome, historyOutcomes)),
    index().on(t.negotiationId, t.contactedAt),
    index().on(t.userId),
    index().on(t.contactedAt),
    index().on(t.outcome),
    index().on(t.updatedAt),
  ],
);
