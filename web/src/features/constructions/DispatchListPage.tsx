import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 工事指示一覧: the content comes with the constructions issue; until then the route resolves to an empty state.
export function DispatchListPage() {
  return <PlaceholderPage title="工事指示一覧" />;
}
