import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 外部連携一覧: the content comes with the external-sources issue; until then the route resolves to an empty state.
export function ExternalSourceListPage() {
  return <PlaceholderPage title="外部連携一覧" />;
}
