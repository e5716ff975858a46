// Rendering documents: the preview (nothing stored) and the generation that stores each PDF as a
// new attachment of the negotiation.
import type { FastifyInstance } from "fastify";
import { attachments } from "../attachments/tables";
import { storeFile } from "../attachments/routes";
import { insertRecord, type Actor } from "../platform/crud";
import type { DocumentIssuer, DocumentType } from "./document-data";
import { documentFileName } from "./file-name";
import { documentData, type NegotiationFacts, type SettingsValues } from "./records";
import { renderPool } from "./render-pool";

/**
 * One document of the settings as edited, for the page's preview. Drawn by the render pool
 * (render-pool.ts), like every document: the API's thread only waits for the bytes.
 */
export async function previewDocument(
  documentType: DocumentType,
  facts: NegotiationFacts,
  settings: SettingsValues,
  issuer: DocumentIssuer,
) {
  const { bytes, pageCount } = await renderPool().render(
    documentData(documentType, facts, settings, issuer),
  );
  return { contentBase64: Buffer.from(bytes).toString("base64"), size: bytes.length, pageCount };
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
    const { bytes } = await renderPool().render(
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
