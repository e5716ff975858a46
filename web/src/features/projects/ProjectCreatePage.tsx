import { PlaceholderPage } from "../../shared/PlaceholderPage";

// プロジェクト新規登録: the content comes with the projects issue; until then the route resolves to an empty state.
export function ProjectCreatePage() {
  return <PlaceholderPage title="プロジェクト新規登録" />;
}
