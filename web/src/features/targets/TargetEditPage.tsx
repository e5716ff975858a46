import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 対象物件編集: the content comes with the targets issue; until then the route resolves to an empty state.
export function TargetEditPage() {
  return <PlaceholderPage title="対象物件編集" />;
}
