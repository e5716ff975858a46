import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  boolean,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import type { RowError } from "../platform/csv/csv";
import { oneOf } from "../targets/tables";

export const sourceKinds = ["CSVファイル", "HTTP JSON"] as const;
export const sourceEncodings = ["UTF-8", "Shift_JIS"] as const;
export const sourceTargetEntities = ["targets", "matters"] as const;
export const runStatuses = ["実行中", "成功", "一部失敗", "失敗"] as const;

const instant = () => timestamp({ withTimezone: true, mode: "date" });

/** 外部連携: where rows come from and how their columns map to our fields. */
export const externalSources = pgTable(
  "external_sources",
  {
    ...recordColumns(),
    name: text().notNull(),
    kind: text().notNull(),
    url: text(),
    encoding: text().notNull().default("UTF-8"),
    targetEntity: text().notNull().default("targets"),
    /** source column → our field name. */
    columnMapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    keyField: text().notNull(),
    enabled: boolean().notNull().default(true),
    lastRunAt: instant(),
    lastStatus: text(),
    notes: text(),
    /**
     * The Authorization header sent to an HTTP JSON source, encrypted (secret-box.ts): written
     * through the API, never read back, never in the audit history (routes.ts).
     */
    authHeaderSecret: text(),
  },
  (t) => [
    check("external_sources_kind_check", oneOf(t.kind, sourceKinds)),
    check("external_sources_encoding_check", oneOf(t.encoding, sourceEncodings)),
    check("external_sources_target_entity_check", oneOf(t.targetEntity, sourceTargetEntities)),
    check("external_sources_last_status_check", oneOf(t.lastStatus, runStatuses)),
    index().on(t.kind),
    index().on(t.enabled),
    index().on(t.name),
    index().on(t.lastRunAt),
  ],
);

/** One run of an external source. */
export const externalSourceDetails = pgTable(
  "external_source_details",
  {
    ...recordColumns(),
    externalSourceId: integer()
      .notNull()
      .references(() => externalSources.id),
    startedAt: instant().notNull(),
    finishedAt: instant(),
    status: text().notNull(),
    rowsTotal: integer().notNull().default(0),
    rowsCreated: integer().notNull().default(0),
    rowsUpdated: integer().notNull().default(0),
    rowsFailed: integer().notNull().default(0),
    errors: jsonb().$type<RowError[]>().notNull().default([]),
  },
  (t) => [
    check("external_source_details_status_check", oneOf(t.status, runStatuses)),
    index().on(t.externalSourceId, t.startedAt),
    index().on(t.status),
  ],
);
