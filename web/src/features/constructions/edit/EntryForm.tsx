import { useWatch } from "react-hook-form";
import { FieldScope, SelectField, TextAreaField, TextField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import {
  entryFormSchema,
  entryFormValues,
  modelsFor,
  type DeviceModel,
  type EntryFormOutput,
  type EntrySource,
} from "./entry-form";
import { installsDevice, lineTypeOfItem } from "./entry-items";

/** One work item, new (`entry` null) or recorded before; models follow the item's line type. */
export function EntryForm({
  entry,
  items,
  models,
  onSubmit,
  onCancel,
  onReload,
}: {
  entry: EntrySource | null;
  /** The items the construction's work type allows. */
  items: readonly string[];
  models: readonly DeviceModel[];
  onSubmit: (output: EntryFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
}) {
  const form = useKitForm(entryFormSchema, entryFormValues(entry, items[0] ?? ""));
  const [item, removed, installed] = useWatch({
    control: form.control,
    name: ["item", "removedDeviceModelId", "installedDeviceModelId"],
  });
  const lineType = lineTypeOfItem(item);
  // An item recorded before the work type changed stays choosable, so saving keeps it.
  const itemOptions = (entry && !items.includes(entry.item) ? [entry.item, ...items] : items).map(
    (i) => ({ id: i, name: i }),
  );
  return (
    <FieldScope prefix="entry">
      <KitForm
        form={form}
        label={entry ? "工事明細の編集" : "工事明細の追加"}
        submitLabel={entry ? "更新" : "追加"}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onReload={onReload}
      >
        <SelectField name="item" label="品目" required options={itemOptions} />
        <TextField name="quantity" label="数量" required inputMode="numeric" maxLength={3} />
        <SelectField
          name="removedDeviceModelId"
          label="撤去機器の型番"
          options={modelsFor(models, lineType, removed)}
        />
        <TextField name="removedSerial" label="撤去機器のシリアル番号" maxLength={100} />
        {installsDevice(item) ? (
          <>
            <SelectField
              name="installedDeviceModelId"
              label="設置機器の型番"
              options={modelsFor(models, lineType, installed)}
            />
            <TextField name="installedSerial" label="設置機器のシリアル番号" maxLength={100} />
          </>
        ) : null}
        <TextAreaField name="notes" label="備考" rows={2} />
      </KitForm>
    </FieldScope>
  );
}
