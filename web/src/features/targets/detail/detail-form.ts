import { limitedText, z } from "@/shared/form/zod";
import { idOrNull, text, textOrNull } from "@/shared/form/options";
import { targetDetailFields } from "@cfx/domain/fields/targets";

// The unit form's schema (対象詳細編集): room, floor, device line type and the two device masters.
// A device model belongs to one line type: the form lists only the chosen type's models and this
// schema refuses a model of another type (the list can change under a form that is open).

export interface DeviceModelOption {
  id: number;
  name: string;
  deviceLineType?: number | null;
}

/** The models the person may pick for line type `lineType` ("" or 0: none until a type is chosen). */
export function modelsOfLineType(
  models: readonly DeviceModelOption[],
  lineType: string,
): DeviceModelOption[] {
  const type = Number(lineType || 0);
  if (!type) return [];
  return models.filter((m) => m.deviceLineType === type);
}

export function detailFormSchema(models: readonly DeviceModelOption[]) {
  return z
    .object({
      roomNumber: limitedText(targetDetailFields.roomNumber, { trim: true }),
      floor: z
        .string()
        .trim()
        .regex(/^-?\d{0,3}$/, "階は整数で入力してください")
        .refine(
          (v) => v === "" || v === "-" || (Number(v) >= -5 && Number(v) <= 200),
          "階は-5から200の間で入力してください",
        ),
      deviceLineType: z.string(),
      deviceInstallationTypeId: z.string(),
      deviceModelId: z.string(),
      notes: limitedText(targetDetailFields.notes),
    })
    .superRefine((v, ctx) => {
      if (
        v.deviceModelId &&
        !modelsOfLineType(models, v.deviceLineType).some((m) => String(m.id) === v.deviceModelId)
      )
        ctx.addIssue({
          code: "custom",
          path: ["deviceModelId"],
          message: "選択した機器型番は機器回線種別に合いません",
        });
    })
    .transform((v) => ({
      roomNumber: textOrNull(v.roomNumber),
      floor: v.floor && v.floor !== "-" ? Number(v.floor) : null,
      deviceLineType: Number(v.deviceLineType || 0),
      deviceInstallationTypeId: idOrNull(v.deviceInstallationTypeId),
      deviceModelId: idOrNull(v.deviceModelId),
      notes: textOrNull(v.notes),
    }));
}

export type DetailFormValues = z.input<ReturnType<typeof detailFormSchema>>;
export type DetailFormOutput = z.output<ReturnType<typeof detailFormSchema>>;

export function detailFormValues(d: {
  roomNumber?: string | null;
  floor?: number | null;
  deviceLineType: number;
  deviceInstallationTypeId?: number | null;
  deviceModelId?: number | null;
  notes?: string | null;
}): DetailFormValues {
  return {
    roomNumber: text(d.roomNumber),
    floor: text(d.floor),
    deviceLineType: String(d.deviceLineType),
    deviceInstallationTypeId: text(d.deviceInstallationTypeId),
    deviceModelId: text(d.deviceModelId),
    notes: text(d.notes),
  };
}
