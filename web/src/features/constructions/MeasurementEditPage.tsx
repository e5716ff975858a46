import { PlaceholderPage } from "../../shared/PlaceholderPage";

// 測定値編集: the content comes with the constructions issue; until then the route resolves to an empty state.
export function MeasurementEditPage() {
  return <PlaceholderPage title="測定値編集" />;
}
