import { useWatch } from "react-hook-form";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import type { CreateExternalSourceInput } from "@/gql/graphql";
import { MappingEditor } from "./MappingEditor";
import { sourceFormSchema, type SourceFormValues } from "./source-form";
import { SourceSettingsFields } from "./SourceSettingsFields";
import { useFieldCatalogue, type CatalogueField } from "./useFieldCatalogue";

/**
 * 外部連携詳細's settings card: the settings, the column mapping and 更新キー (both from the
 * chosen 取り込み先's catalogue), saved with the kit's conflict and unsaved-changes handling.
 * `onCatalogue` hands the catalogue to the page (the run tables name fields with it).
 */
export function SourceForm({
  values,
  onSubmit,
  onCancel,
  onReload,
}: {
  values: SourceFormValues;
  onSubmit: (input: CreateExternalSourceInput) => Promise<SubmitOutcome>;
  onCancel: () => void;
  onReload: () => void;
}) {
  const form = useKitForm(sourceFormSchema, values);
  const targetEntity = useWatch({ control: form.control, name: "targetEntity" });
  const catalogue: readonly CatalogueField[] = useFieldCatalogue(targetEntity);
  return (
    <KitForm
      form={form}
      label="外部連携の設定"
      submitLabel="保存"
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
      errorAliases={{ columnMapping: "mapping" }}
    >
      <SourceSettingsFields catalogue={catalogue} />
      <MappingEditor catalogue={catalogue} />
    </KitForm>
  );
}
