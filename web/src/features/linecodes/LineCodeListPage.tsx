import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 引込線一覧: the content comes with the linecodes issue; until then the route resolves to an empty state.
export function LineCodeListPage() {
  return <PlaceholderPage title="引込線一覧" />;
}
