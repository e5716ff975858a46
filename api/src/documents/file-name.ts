import { documentTypeLabels } from "@cfx/domain/enumerations";
import type { DocumentType } from "./document-data";
import type { NegotiationFacts } from "./records";

/** `工事依頼書_NE-00000042_20261126.pdf`: the type, the negotiation and the issue date. */
export function documentFileName(
  documentType: DocumentType,
  facts: Pick<NegotiationFacts, "negotiationCode">,
  issueDate: string,
) {
  return `${documentTypeLabels[documentType].replace(/\//g, "・")}_${facts.negotiationCode}_${issueDate.replace(/-/g, "")}.pdf`;
}
