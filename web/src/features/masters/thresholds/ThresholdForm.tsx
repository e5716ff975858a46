import { useEffect } from "react";
import { FieldScope, SelectField, TextField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { normalizeDbmText } from "@/shared/dbm";
import {
  MEASUREMENT_POINTS,
  thresholdSchema,
  thresholdValues,
  WAVELENGTHS,
  type ThresholdFormOutput,
  type ThresholdSource,
} from "./threshold-form";

const pointOptions = MEASUREMENT_POINTS.map((p) => ({ id: p, name: p }));
const wavelengthOptions = WAVELENGTHS.map((w) => ({ id: w, name: `${w} nm` }));

/** A threshold row, new (`row` null) or changed: point, wavelength and the bounds in dBm. */
export function ThresholdForm({
  row,
  onSubmit,
  onCancel,
  onReload,
}: {
  row: ThresholdSource | null;
  onSubmit: (output: ThresholdFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
}) {
  const form = useKitForm(thresholdSchema, thresholdValues(row));
  const { setFocus } = form;
  const isNew = row === null;
  useEffect(() => setFocus(isNew ? "point" : "minDbm"), [setFocus, isNew]);
  return (
    <FieldScope prefix="threshold">
      <KitForm
        form={form}
        label={row ? `${row.point} ${row.wavelengthNm} nm のしきい値の変更` : "しきい値の追加"}
        submitLabel={row ? "更新" : "追加"}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onReload={onReload}
      >
        <SelectField name="point" label="測定点" required options={pointOptions} />
        <SelectField name="wavelengthNm" label="波長" required options={wavelengthOptions} />
        <TextField
          name="minDbm"
          label="下限（dBm）"
          required
          inputMode="decimal"
          hint="例：-27.00（両端を含みます）"
          normalize={normalizeDbmText}
        />
        <TextField
          name="maxDbm"
          label="上限（dBm）"
          required
          inputMode="decimal"
          hint="例：-8.00"
          normalize={normalizeDbmText}
        />
      </KitForm>
    </FieldScope>
  );
}
