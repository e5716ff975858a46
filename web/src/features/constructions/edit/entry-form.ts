import { idOrNull, text, textOrNull } from "@/shared/form/options";
import { limitedText, z } from "@/shared/form/zod";
import { installsDevice } from "./entry-items";
import { constructionEntryFields as f } from "@cfx/domain/fields/constructions";

// One work item of a construction (工事明細): what was exchanged or removed, the devices' models
// and serials, how many and notes. Blank fields are sent as null so an edit can clear them.

export const entryFormSchema = z
  .object({
    item: z.string().min(1, `${f.item.label}を選択してください`),
    removedDeviceModelId: z.string(),
    removedSerial: limitedText(f.removedSerial),
    installedDeviceModelId: z.string(),
    installedSerial: limitedText(f.installedSerial),
    quantity: z
      .string()
      .refine(
        (v) => /^\d{1,3}$/.test(v.normalize("NFKC").trim()) && Number(v.normalize("NFKC")) >= 1,
        "数量は1〜999の整数で入力してください",
      ),
    notes: limitedText(f.notes),
  })
  .transform((v) => {
    // A removal installs nothing: whatever the installed fields held is not sent.
    const installs = installsDevice(v.item);
    return {
      item: v.item,
      removedDeviceModelId: idOrNull(v.removedDeviceModelId),
      removedSerial: textOrNull(v.removedSerial),
      installedDeviceModelId: installs ? idOrNull(v.installedDeviceModelId) : null,
      installedSerial: installs ? textOrNull(v.installedSerial) : null,
      quantity: Number(v.quantity.normalize("NFKC").trim()),
      notes: textOrNull(v.notes),
    };
  });

export type EntryFormValues = z.input<typeof entryFormSchema>;
export type EntryFormOutput = z.output<typeof entryFormSchema>;

export interface EntrySource {
  item: string;
  removedDeviceModelId?: number | null;
  removedSerial?: string | null;
  installedDeviceModelId?: number | null;
  installedSerial?: string | null;
  quantity: number;
  notes?: string | null;
}

/** An entry's values, or a new one's: the work type's first item, one piece. */
export function entryFormValues(e: EntrySource | null, defaultItem: string): EntryFormValues {
  return {
    item: e?.item ?? defaultItem,
    removedDeviceModelId: text(e?.removedDeviceModelId),
    removedSerial: e?.removedSerial ?? "",
    installedDeviceModelId: text(e?.installedDeviceModelId),
    installedSerial: e?.installedSerial ?? "",
    quantity: String(e?.quantity ?? 1),
    notes: e?.notes ?? "",
  };
}

export interface DeviceModel {
  id: number;
  name: string;
  deviceLineType?: number | null;
}

/** The models of one line type (every model when the item names none), plus the one chosen now. */
export function modelsFor(
  models: readonly DeviceModel[],
  lineType: number | undefined,
  current: string,
): DeviceModel[] {
  return models.filter(
    (m) => lineType === undefined || m.deviceLineType === lineType || String(m.id) === current,
  );
}
