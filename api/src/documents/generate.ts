// Rendering documents: the preview (nothing stored) and the generation that stores each PDF as a
// new attachment of the negotiation.
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { documentTypeLabels } from "@cfx/domain/enumerations";
import { attachments } from "../attachments/tables";
import { storeFile } from "../attachments/routes";
import { insertRecord, type Actor } from "../platform/crud";
import type { DocumentIssuer, DocumentType } from "./document-data";
import { renderDocument } from "./pdf/render";
import { documentData, type NegotiationFacts, type SettingsValues } from "./records";

/** One document of the settings as edited, for the page's preview. */
export async function previewDocument(
  documentType: DocumentType,
  facts: NegotiationFacts,
  settings: SettingsValues,
  issuer: DocumentIssuer,
) {
  const bytes = await renderDocument(documentData(documentType, facts, settings, issuer));
  const pageCount = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  return { contentBase64: Buffer.from(bytes).toString("base64"), size: bytes.length, pageCount };
}

/** `工事依頼書_NE-00000042_20261126.pdf`: the type, the negotiation and the issue date. */
export function documentFileName(
  documentType: DocumentType,
  facts: NegotiationFacts,
  issueDate: string,
) {
  return `${documentTypeLabels[documentType].replace(/\//g, "・")}_${facts.negotiationCode}_${issueDate.replace(/-/g, "")}.pdf`;
}

/**
 * Renders the chosen types and stores them: the files first (a failed render stores no row),
 * then every row in one transaction, so a generation is all there or not there at all.
 */
export async function generateDocuments(
  app: FastifyInstance,
  actor: Actor,
  job: {
    negotiationId: number;
    documentTypes: DocumentType[];
    facts: NegotiationFacts;
    settings: SettingsValues;
  },
) {
  const files: {
    documentType: DocumentType;
    fileName: string;
    sha256: string;
    size: number;
    storageKey: string;
  }[] = [];
  for (const documentType of job.documentTypes) {
    const bytes = await renderDocument(
      documentData(documentType, job.facts, job.settings, app.config.documentIssuer),
    );
    files.push({
      documentType,
      fileName: documentFileName(documentType, job.facts, job.settings.issueDate),
      ...(await storeFile(app.config.fileStore, Buffer.from(bytes), "application/pdf")),
    });
  }
  return app.db.transaction(async (tx) => {
    const rows = [];
    for (const file of files)
      rows.push(
        await insertRecord(
          tx,
          attachments,
          {
            ownerType: "negotiation",
            ownerId: job.negotiationId,
            kind: "document",
            mimeType: "application/pdf",
            ...file,
          },
          actor,
        ),
      );
    return rows;
  });
}
