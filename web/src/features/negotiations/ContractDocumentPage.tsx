import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 契約書類設定: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function ContractDocumentPage() {
  return <PlaceholderPage title="契約書類設定" />;
}
