import type { DocumentSettingsKind } from "@/gql/graphql";

// The three settings pages differ only in their title and in the document types the API offers
// for them (DocumentSettings.documentTypes); everything else is the one shared page.

export interface SettingsPageKind {
  kind: DocumentSettingsKind;
  /** The page's title, also the route's (契約書類設定). */
  title: string;
}

export const CONTRACT_PAGE: SettingsPageKind = { kind: "CONTRACT", title: "契約書類設定" };
export const REQUEST_PAGE: SettingsPageKind = { kind: "REQUEST", title: "工事依頼書類設定" };
export const REMOVAL_PAGE: SettingsPageKind = { kind: "REMOVAL", title: "撤去承諾書設定" };
