import { text, type ConfigSource } from "@cfx/domain/config";
import type { DocumentIssuer } from "./document-data";

export type { DocumentIssuer };

/**
 * The demo company. A real deployment sets DOCUMENT_ISSUER_NAME, _POSTAL_CODE, _ADDRESS, _PHONE
 * and _SEAL; every generated document prints the same block.
 */
export const DEMO_ISSUER: DocumentIssuer = {
  companyName: "株式会社ファイバーブリッジ工務",
  postalCode: "1050011",
  address: "東京都港区芝公園四丁目2番8号 芝公園ビル5階",
  phone: "03-5400-1234",
  sealText: "ファイバー\nブリッジ",
};

/** DOCUMENT_ISSUER_* of the environment over the demo company. */
export function documentIssuerFromEnv(source: ConfigSource): DocumentIssuer {
  return {
    companyName: text(source, "DOCUMENT_ISSUER_NAME", { default: DEMO_ISSUER.companyName }),
    postalCode: text(source, "DOCUMENT_ISSUER_POSTAL_CODE", {
      default: DEMO_ISSUER.postalCode!,
      pattern: /^\d{7}$/,
      message: "must be 7 digits",
    }),
    address: text(source, "DOCUMENT_ISSUER_ADDRESS", { default: DEMO_ISSUER.address }),
    phone: text(source, "DOCUMENT_ISSUER_PHONE", { default: DEMO_ISSUER.phone }),
    // "\n" in the variable breaks the seal's text into lines.
    sealText: text(source, "DOCUMENT_ISSUER_SEAL", { default: DEMO_ISSUER.sealText }).replace(
      /\\n/g,
      "\n",
    ),
  };
}
