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
import { constructionEntryFields as f } from "@cfx/domain/fields/constructions";

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
        <SelectField name="item" label={f.item.label} required options={itemOptions} />
        <TextField
          name="quantity"
          label={f.quantity.label}
          required
          inputMode="numeric"
          maxLength={3}
        />
        <SelectField
          name="removedDeviceModelId"
          label={f.removedDeviceModelId.label}
          options={modelsFor(models, lineType, removed)}
        />
        <TextField
          name="removedSerial"
          label={f.removedSerial.label}
          maxLength={f.removedSerial.max}
        />
        {installsDevice(item) ? (
          <>
            <SelectField
              name="installedDeviceModelId"
              label={f.installedDeviceModelId.label}
              options={modelsFor(models, lineType, installed)}
            />
            <TextField
              name="installedSerial"
              label={f.installedSerial.label}
              maxLength={f.installedSerial.max}
            />
          </>
        ) : null}
        <TextAreaField name="notes" label={f.notes.label} rows={2} />
      </KitForm>
    </FieldScope>
  );
}
