import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 工事依頼書類設定: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function RequestDocumentPage() {
  return <PlaceholderPage title="工事依頼書類設定" />;
}
