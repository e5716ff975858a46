import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { recordColumns } from "../db/columns";
import { oneOf } from "../targets/tables";

export const attachmentOwnerTypes = [
  "target",
  "targetDetail",
  "customer",
  "matter",
  "negotiation",
  "construction",
] as const;
export const attachmentKinds = ["document", "photo", "other"] as const;

/** 添付: a stored file. Never overwritten: a regenerated document is a new row. */
export const attachments = pgTable(
  "attachments",
  {
    ...recordColumns(),
    ownerType: text().notNull(),
    ownerId: integer().notNull(),
    kind: text().notNull().default("document"),
    /** 1–8 of docs/DOMAIN.md's document table when kind = document. */
    documentType: smallint(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    // Where the file belongs in the business flow, resolved from the owner when it is stored
    // (owners never move), so 帳票一覧 filters and shows them without walking the chain per row.
    negotiationId: integer(),
    matterId: integer(),
    projectId: integer(),
    targetId: integer(),
    customerId: integer(),
  },
  (t) => [
    check("attachments_owner_type_check", oneOf(t.ownerType, attachmentOwnerTypes)),
    check("attachments_kind_check", oneOf(t.kind, attachmentKinds)),
    check("attachments_document_type_check", oneOf(t.documentType, [1, 2, 3, 4, 5, 6, 7, 8])),
    index().on(t.ownerType, t.ownerId),
    index().on(t.documentType),
    index().on(t.createdAt),
    index().on(t.kind),
    index().on(t.fileName),
    index().on(t.projectId),
    index().on(t.targetId),
    index().on(t.customerId),
    index().on(t.matterId),
  ],
);
