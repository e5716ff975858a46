import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 対象物件新規登録: the content comes with the targets issue; until then the route resolves to an empty state.
export function TargetCreatePage() {
  return <PlaceholderPage title="対象物件新規登録" />;
}
