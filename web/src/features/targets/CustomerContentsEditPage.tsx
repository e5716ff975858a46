import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 契約内容編集: the content comes with the targets issue; until then the route resolves to an empty state.
export function CustomerContentsEditPage() {
  return <PlaceholderPage title="契約内容編集" />;
}
