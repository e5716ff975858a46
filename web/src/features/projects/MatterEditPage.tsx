import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 案件編集: the content comes with the projects issue; until then the route resolves to an empty state.
export function MatterEditPage() {
  return <PlaceholderPage title="案件編集" />;
}
