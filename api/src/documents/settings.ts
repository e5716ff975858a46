// 帳票設定: one live row per (negotiation, page), or the defaults from the records until the page
// is first saved. Saving is versioned (0 = "never saved") and audited like every record.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor, Tx } from "../db/client";
import { attachments } from "../attachments/tables";
import { insertRecord, updateRecord, type Actor } from "../platform/crud";
import { conflict, isUniqueViolation } from "../platform/errors";
import type { DocumentType } from "./document-data";
import { defaultSettings, type NegotiationFacts, type SettingsValues } from "./records";
import { documentSettings, type DocumentSettingsKind } from "./tables";

/** The document types each settings page prints (docs/DOMAIN.md "Documents"). */
export const documentTypesOf: Record<DocumentSettingsKind, readonly DocumentType[]> = {
  contract: [2, 3, 5, 6, 7],
  request: [1, 4],
  removal: [8],
};

export type SettingsRow = typeof documentSettings.$inferSelect;

/** A page's settings as the API answers them. */
export interface SettingsView extends SettingsValues {
  /** The stored row's id (null before the first save): its audit history's record. */
  id: number | null;
  negotiationId: number;
  kind: DocumentSettingsKind;
  saved: boolean;
  version: number;
  lastTypes: DocumentType[];
  updatedAt: Date | null;
  updatedBy: number | null;
}

async function liveRow(ex: Executor, negotiationId: number, kind: DocumentSettingsKind) {
  const [row] = await ex
    .select()
    .from(documentSettings)
    .where(
      and(
        eq(documentSettings.negotiationId, negotiationId),
        eq(documentSettings.kind, kind),
        isNull(documentSettings.deletedAt),
      ),
    );
  return row;
}

function valuesOf(row: SettingsRow): SettingsValues {
  return {
    issueDate: row.issueDate,
    addresseeName: row.addresseeName,
    addresseeAddress: row.addresseeAddress,
    constructionDate: row.constructionDate,
    constructionSlot: row.constructionSlot,
    items: row.items,
    remarks: row.remarks,
  };
}

/**
 * The page's types generated last, so a return visit offers the same choice: the types of the
 * newest generation (one transaction stamps its files with the same createdAt).
 */
async function lastTypes(ex: Executor, negotiationId: number, kind: DocumentSettingsKind) {
  const rows = await ex
    .select({ type: attachments.documentType, at: attachments.createdAt })
    .from(attachments)
    .where(
      and(
        eq(attachments.ownerType, "negotiation"),
        eq(attachments.ownerId, negotiationId),
        inArray(attachments.documentType, [...documentTypesOf[kind]]),
        isNull(attachments.deletedAt),
      ),
    )
    .orderBy(desc(attachments.createdAt))
    .limit(8);
  const newest = rows[0]?.at.getTime();
  const types = rows.filter((r) => r.at.getTime() === newest).map((r) => r.type as DocumentType);
  return [...new Set(types)].sort((a, b) => a - b);
}

/** The saved settings of the page, or its defaults (version 0). */
export async function loadSettings(
  ex: Executor,
  facts: NegotiationFacts,
  negotiationId: number,
  kind: DocumentSettingsKind,
): Promise<SettingsView> {
  const row = await liveRow(ex, negotiationId, kind);
  const base = {
    negotiationId,
    kind,
    lastTypes: await lastTypes(ex, negotiationId, kind),
  };
  if (!row)
    return {
      ...base,
      ...defaultSettings(facts, kind),
      id: null,
      saved: false,
      version: 0,
      updatedAt: null,
      updatedBy: null,
    };
  return {
    ...base,
    ...valuesOf(row),
    id: row.id,
    saved: true,
    version: row.version,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/**
 * Saves the page's settings: version 0 creates the row (409 when someone saved first), any other
 * version updates it under the optimistic lock. Returns the stored row.
 */
export async function saveSettings(
  tx: Tx,
  negotiationId: number,
  kind: DocumentSettingsKind,
  version: number,
  values: SettingsValues,
  actor: Actor,
): Promise<SettingsRow> {
  const row = await liveRow(tx, negotiationId, kind);
  if (version === 0) {
    if (row) throw conflict();
    // Two first saves at once: the live-row unique index lets one in; the other reads as stale.
    return insertRecord(tx, documentSettings, { negotiationId, kind, ...values }, actor).catch(
      (error: unknown) => {
        throw isUniqueViolation(error) ? conflict() : error;
      },
    );
  }
  if (!row) throw conflict();
  const { after } = await updateRecord(tx, documentSettings, row.id, version, values, actor);
  return after;
}
