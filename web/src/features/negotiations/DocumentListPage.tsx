import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 帳票一覧: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function DocumentListPage() {
  return <PlaceholderPage title="帳票一覧" />;
}
