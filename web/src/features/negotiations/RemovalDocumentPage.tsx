import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 撤去承諾書設定: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function RemovalDocumentPage() {
  return <PlaceholderPage title="撤去承諾書設定" />;
}
