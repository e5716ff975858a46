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
      <SelectField name="targetType" label="物件種別" required options={TARGET_TYPE_OPTIONS} />
      <TextField name="name" label="物件名" required maxLength={200} />
      <KanaField
        name="nameKana"
        label="物件名カナ"
        placeholder="例：モリガサキ ハイツ"
        maxLength={200}
      />
      <SelectField name="clientId" label="発注元" options={options.clients} />
      <PostalCodeField name="postalCode" label="郵便番号" />
      <TextField name="prefecture" label="都道府県" maxLength={10} />
      <TextField name="city" label="市区町村" maxLength={50} />
      <TextField name="town" label="町域・丁目" maxLength={100} />
      <TextField name="street" label="番地" maxLength={100} />
      {fit.building ? <TextField name="building" label="建物名" maxLength={200} /> : null}
      {fit.totalUnits ? (
        <TextField name="totalUnits" label="総戸数" inputMode="numeric" maxLength={5} />
      ) : null}
      {fit.pole ? <TextField name="poleNumber" label="電柱番号" maxLength={50} /> : null}
      {fit.pole ? <TextField name="poleOwner" label="電柱所有者" maxLength={100} /> : null}
      <SelectField
        name="targetInstallationTypeId"
        label="設置場所種別"
        options={options.installationTypes}
      />
      <TextField name="notes" label="備考" maxLength={2000} />
    </KitForm>
  );
}
