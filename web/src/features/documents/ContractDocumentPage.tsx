import type { RouteParams } from "../../shared/routing";
import { CONTRACT_PAGE } from "./settings/kinds";
import { DocumentSettingsPage } from "./settings/DocumentSettingsPage";

/** 契約書類設定: the shared settings page with this page's document types. */
export function ContractDocumentPage({ params }: { params: RouteParams }) {
  return <DocumentSettingsPage page={CONTRACT_PAGE} params={params} />;
}
