import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 一括交渉指示: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function NegotiationBulkPage() {
  return <PlaceholderPage title="一括交渉指示" />;
}
