import { getFragmentData, type FragmentType } from "@/gql";
import { ReadOnlyFields } from "@/shared/record/ReadOnlyFields";
import { DetailForm_DetailFragment } from "./DetailForm";

/** The unit's fields as text, for a person without targetEdit. */
export function DetailSummary({
  detail,
}: {
  detail: FragmentType<typeof DetailForm_DetailFragment>;
}) {
  const d = getFragmentData(DetailForm_DetailFragment, detail);
  return (
    <ReadOnlyFields
      label="住戸情報"
      items={[
        { label: "部屋番号", value: d.roomNumber },
        { label: "階", value: d.floor?.toString() },
        { label: "機器回線種別", value: d.deviceLineTypeLabel },
        { label: "機器設置種別", value: d.deviceInstallationType?.name },
        { label: "機器型番", value: d.deviceModel?.name },
        { label: "備考", value: d.notes },
      ]}
    />
  );
}
