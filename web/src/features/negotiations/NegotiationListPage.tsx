import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 交渉一覧: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function NegotiationListPage() {
  return <PlaceholderPage title="交渉一覧" />;
}
