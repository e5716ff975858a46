import { formatPostalCode } from "@/shared/form/normalize";
import { getFragmentData, type FragmentType } from "@/gql";
import { ReadOnlyFields } from "@/shared/record/ReadOnlyFields";
import { TargetForm_TargetFragment } from "./TargetForm";
import { targetFieldsOf } from "./target-form";

/** The target's fields as text, for a person without targetEdit. */
export function TargetSummary({
  target,
}: {
  target: FragmentType<typeof TargetForm_TargetFragment>;
}) {
  const t = getFragmentData(TargetForm_TargetFragment, target);
  const fit = targetFieldsOf(t.targetType);
  return (
    <ReadOnlyFields
      label="対象物件情報"
      items={[
        { label: "物件種別", value: t.targetTypeLabel },
        { label: "物件名", value: t.name },
        { label: "物件名カナ", value: t.nameKana },
        { label: "発注元", value: t.client?.name },
        { label: "郵便番号", value: t.postalCode ? formatPostalCode(t.postalCode) : null },
        { label: "都道府県", value: t.prefecture },
        { label: "市区町村", value: t.city },
        { label: "町域・丁目", value: t.town },
        { label: "番地", value: t.street },
        ...(fit.building ? [{ label: "建物名", value: t.building }] : []),
        ...(fit.totalUnits ? [{ label: "総戸数", value: t.totalUnits?.toString() }] : []),
        ...(fit.pole
          ? [
              { label: "電柱番号", value: t.poleNumber },
              { label: "電柱所有者", value: t.poleOwner },
            ]
          : []),
        { label: "設置場所種別", value: t.targetInstallationType?.name },
        { label: "備考", value: t.notes },
      ]}
    />
  );
}
