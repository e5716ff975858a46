import { useWatch } from "react-hook-form";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import {
  KanaField,
  PostalCodeField,
  SelectField,
  TextField,
  type MasterOption,
} from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import {
  TARGET_TYPE_OPTIONS,
  targetFieldsOf,
  targetFormSchema,
  targetFormValues,
  type TargetFormOutput,
} from "./target-form";
import type { ReactNode } from "react";
import { targetFields as f } from "@cfx/domain/fields/targets";

export const TargetForm_TargetFragment = graphql(`
  fragment TargetForm_Target on Target {
    id
    targetType
    targetTypeLabel
    name
    nameKana
    postalCode
    prefecture
    city
    town
    street
    building
    poleNumber
    poleOwner
    targetInstallationTypeId
    targetInstallationType {
      id
      name
    }
    clientId
    client {
      id
      name
    }
    totalUnits
    notes
    version
  }
`);

export interface TargetFormOptions {
  clients: readonly MasterOption[];
  installationTypes: readonly MasterOption[];
}

/** The target's fields (docs/spec.md §2 対象物件編集); 戸建, 集合住宅 and 電柱 each show the fields that fit. */
export function TargetForm({
  target,
  options,
  onSubmit,
  onCancel,
  onReload,
  extraActions,
}: {
  target: FragmentType<typeof TargetForm_TargetFragment>;
  options: TargetFormOptions;
  onSubmit: (output: TargetFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload: () => void;
  extraActions?: ReactNode;
}) {
  const data = getFragmentData(TargetForm_TargetFragment, target);
  const form = useKitForm(targetFormSchema, targetFormValues(data));
  const type = useWatch({ control: form.control, name: "targetType" });
  const fit = targetFieldsOf(Number(type));
  return (
    <KitForm
      form={form}
      label="対象物件情報"
      submitLabel="更新"
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
      extraActions={extraActions}
    >
      <SelectField
        name="targetType"
        label={f.targetType.label}
        required
        options={TARGET_TYPE_OPTIONS}
      />
      <TextField name="name" label={f.name.label} required maxLength={f.name.max} />
      <KanaField
        name="nameKana"
        label={f.nameKana.label}
        placeholder="例：モリガサキ ハイツ"
        maxLength={f.nameKana.max}
      />
      <SelectField name="clientId" label={f.clientId.label} options={options.clients} />
      <PostalCodeField name="postalCode" label={f.postalCode.label} />
      <TextField name="prefecture" label={f.prefecture.label} maxLength={f.prefecture.max} />
      <TextField name="city" label={f.city.label} maxLength={f.city.max} />
      <TextField name="town" label={f.town.label} maxLength={f.town.max} />
      <TextField name="street" label={f.street.label} maxLength={f.street.max} />
      {fit.building ? (
        <TextField name="building" label={f.building.label} maxLength={f.building.max} />
      ) : null}
      {fit.totalUnits ? (
        <TextField name="totalUnits" label={f.totalUnits.label} inputMode="numeric" maxLength={5} />
      ) : null}
      {fit.pole ? (
        <TextField name="poleNumber" label={f.poleNumber.label} maxLength={f.poleNumber.max} />
      ) : null}
      {fit.pole ? (
        <TextField name="poleOwner" label={f.poleOwner.label} maxLength={f.poleOwner.max} />
      ) : null}
      <SelectField
        name="targetInstallationTypeId"
        label={f.targetInstallationTypeId.label}
        options={options.installationTypes}
      />
      <TextField name="notes" label={f.notes.label} maxLength={f.notes.max} />
    </KitForm>
  );
}
