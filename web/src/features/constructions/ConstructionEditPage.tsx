import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 工事編集: the content comes with the constructions issue; until then the route resolves to an empty state.
export function ConstructionEditPage() {
  return <PlaceholderPage title="工事編集" />;
}
