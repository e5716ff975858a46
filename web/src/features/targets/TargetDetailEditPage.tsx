import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 対象詳細編集: the content comes with the targets issue; until then the route resolves to an empty state.
export function TargetDetailEditPage() {
  return <PlaceholderPage title="対象詳細編集" />;
}
