import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 交渉編集: the content comes with the negotiations issue; until then the route resolves to an empty state.
export function NegotiationEditPage() {
  return <PlaceholderPage title="交渉編集" />;
}
