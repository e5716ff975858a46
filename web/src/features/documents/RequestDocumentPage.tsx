import type { RouteParams } from "../../shared/routing";
import { REQUEST_PAGE } from "./settings/kinds";
import { DocumentSettingsPage } from "./settings/DocumentSettingsPage";

/** 工事依頼書類設定: the shared settings page with this page's document types. */
export function RequestDocumentPage({ params }: { params: RouteParams }) {
  return <DocumentSettingsPage page={REQUEST_PAGE} params={params} />;
}
