import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 交渉指示: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function NegotiationCreatePage() {
  return <PlaceholderPage title="交渉指示" />;
}
