import type { DocumentItem } from "./tables";

/** Document type 1–8 of docs/DOMAIN.md's document table. */
export type DocumentType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The company that issues every document (configuration, the same on every document). */
export interface DocumentIssuer {
  companyName: string;
  postalCode: string | null;
  address: string;
  phone: string;
  /** Text printed inside the seal box (e.g. the company's short name). */
  sealText: string;
}

/**
 * Everything one document prints, resolved from the negotiation's records and its settings.
 * The generator only lays this out; it reads nothing else.
 */
export interface DocumentData {
  documentType: DocumentType;
  /** NE-00000042 */
  negotiationCode: string;
  /** MT-00000042 */
  matterCode: string;
  projectName: string;
  /** 放送, 通信, 放送+通信, 引込線撤去 */
  workTypeLabel: string;
  /** YYYY-MM-DD (calendar date, Asia/Tokyo) */
  issueDate: string;
  addressee: { name: string; address: string | null };
  target: {
    /** TA-00000042 */
    code: string;
    name: string;
    address: string;
    roomNumber: string | null;
    poleNumber: string | null;
  };
  customer: { code: string; name: string; phone: string | null } | null;
  /** Booked or planned construction: date YYYY-MM-DD and slot 午前/午後/終日 */
  construction: { date: string | null; slot: string | null };
  items: DocumentItem[];
  remarks: string | null;
  issuer: DocumentIssuer;
}
