import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 引込線編集: the content comes with the linecodes issue; until then the route resolves to an empty state.
export function LineCodeEditPage() {
  return <PlaceholderPage title="引込線編集" />;
}
