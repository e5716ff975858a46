import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 案件追加: the content comes with the projects issue; until then the route resolves to an empty state.
export function AddMattersPage() {
  return <PlaceholderPage title="案件追加" />;
}
