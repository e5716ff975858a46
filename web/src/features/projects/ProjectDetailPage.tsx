import { PlaceholderPage } from "../../shared/PlaceholderPage";

// プロジェクト詳細: the content comes with the projects issue; until then the route resolves to an empty state.
export function ProjectDetailPage() {
  return <PlaceholderPage title="プロジェクト詳細" />;
}
