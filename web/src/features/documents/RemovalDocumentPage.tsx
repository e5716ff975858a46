import type { RouteParams } from "../../shared/routing";
import { REMOVAL_PAGE } from "./settings/kinds";
import { DocumentSettingsPage } from "./settings/DocumentSettingsPage";

/** 撤去承諾書設定: the shared settings page with this page's document types. */
export function RemovalDocumentPage({ params }: { params: RouteParams }) {
  return <DocumentSettingsPage page={REMOVAL_PAGE} params={params} />;
}
