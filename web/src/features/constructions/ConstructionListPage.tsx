import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 工事確認一覧: the content comes with the constructions issue; until then the route resolves to an empty state.
export function ConstructionListPage() {
  return <PlaceholderPage title="工事確認一覧" />;
}
