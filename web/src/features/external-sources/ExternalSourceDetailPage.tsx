import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 外部連携詳細: the content comes with the external-sources issue; until then the route resolves to an empty state.
export function ExternalSourceDetailPage() {
  return <PlaceholderPage title="外部連携詳細" />;
}
