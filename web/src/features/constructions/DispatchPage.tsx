import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 工事指示: the content comes with the constructions issue; until then the route resolves to an empty state.
export function DispatchPage() {
  return <PlaceholderPage title="工事指示" />;
}
