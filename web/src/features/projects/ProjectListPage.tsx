import { PlaceholderPage } from "../../shared/PlaceholderPage";

// プロジェクト一覧: the content comes with the projects issue; until then the route resolves to an empty state.
export function ProjectListPage() {
  return <PlaceholderPage title="プロジェクト一覧" />;
}
