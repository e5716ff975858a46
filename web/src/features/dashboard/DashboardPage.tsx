import { PlaceholderPage } from "../../shared/PlaceholderPage";

// ダッシュボード: the content comes with the dashboard issue; until then the route resolves to an empty state.
export function DashboardPage() {
  return <PlaceholderPage title="ダッシュボード" />;
}
