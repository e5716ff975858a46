import { deviceLineTypeLabels } from "@cfx/domain/enumerations";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { SelectField, TextField, type MasterOption } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { codeOptions } from "@/shared/form/options";
import {
  detailFormSchema,
  detailFormValues,
  modelsOfLineType,
  type DetailFormOutput,
  type DeviceModelOption,
} from "./detail-form";
import { targetDetailFields as f } from "@cfx/domain/fields/targets";

export const DetailForm_DetailFragment = graphql(`
  fragment DetailForm_Detail on TargetDetail {
    id
    roomNumber
    floor
    deviceLineType
    deviceLineTypeLabel
    deviceInstallationTypeId
    deviceInstallationType {
      id
      name
    }
    deviceModelId
    deviceModel {
      id
      name
    }
    notes
    version
  }
`);

export interface DetailFormOptions {
  installationTypes: readonly MasterOption[];
  models: readonly DeviceModelOption[];
}

// 未選択 (0) is the select's empty entry.
const LINE_TYPE_OPTIONS = codeOptions(deviceLineTypeLabels, [0]);

/** The unit's fields; the device model list follows the chosen device line type. */
export function DetailForm({
  detail,
  options,
  onSubmit,
  onCancel,
  onReload,
}: {
  detail: FragmentType<typeof DetailForm_DetailFragment>;
  options: DetailFormOptions;
  onSubmit: (output: DetailFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload: () => void;
}) {
  const data = getFragmentData(DetailForm_DetailFragment, detail);
  const schema = useMemo(() => detailFormSchema(options.models), [options.models]);
  const form = useKitForm(schema, detailFormValues(data));
  const lineType = useWatch({ control: form.control, name: "deviceLineType" });
  const models = useMemo(() => modelsOfLineType(options.models, lineType), [options, lineType]);

  // Another line type drops a model that is not one of its own.
  useEffect(() => {
    const modelId = form.getValues("deviceModelId");
    if (modelId && !models.some((m) => String(m.id) === modelId))
      form.setValue("deviceModelId", "", { shouldDirty: true });
  }, [form, models]);

  return (
    <KitForm
      form={form}
      label="住戸情報"
      submitLabel="更新"
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
    >
      <TextField
        name="roomNumber"
        label={f.roomNumber.label}
        maxLength={f.roomNumber.max}
        placeholder="例：101"
      />
      <TextField
        name="floor"
        label={f.floor.label}
        inputMode="numeric"
        maxLength={4}
        placeholder="例：1"
      />
      <SelectField
        name="deviceLineType"
        label={f.deviceLineType.label}
        options={LINE_TYPE_OPTIONS}
        emptyLabel="未選択"
      />
      <SelectField
        name="deviceInstallationTypeId"
        label={f.deviceInstallationTypeId.label}
        options={options.installationTypes}
      />
      <SelectField
        name="deviceModelId"
        label={f.deviceModelId.label}
        options={models}
        disabled={!models.length}
        hint={lineType && lineType !== "0" ? undefined : "機器回線種別を選択すると選べます"}
      />
      <TextField name="notes" label={f.notes.label} maxLength={f.notes.max} />
    </KitForm>
  );
}
