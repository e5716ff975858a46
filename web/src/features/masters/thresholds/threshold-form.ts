import { parseDbm } from "@/shared/dbm";
import { z } from "@/shared/form/zod";

// One row of 測定しきい値 as its form holds it: the point and wavelength it judges, and the bounds
// typed as a person types dBm (full-width digits, ー for minus: shared/dbm.ts reads them).

export {
  measurementPoints as MEASUREMENT_POINTS,
  wavelengths as WAVELENGTHS,
} from "@cfx/domain/measurements";

const bound = (label: string) =>
  z.string().transform((text, ctx) => {
    const read = parseDbm(text);
    if (read.kind === "value") return read.value;
    ctx.addIssue({
      code: "custom",
      message: read.kind === "empty" ? `${label}を入力してください` : read.message,
    });
    return z.NEVER;
  });

export const thresholdSchema = z
  .object({
    point: z.string().min(1, "測定点を選択してください"),
    wavelengthNm: z.string().min(1, "波長を選択してください"),
    minDbm: bound("下限"),
    maxDbm: bound("上限"),
  })
  .refine((v) => v.maxDbm >= v.minDbm, {
    path: ["maxDbm"],
    message: "上限は下限以上の値を入力してください",
  })
  .transform((v) => ({ ...v, wavelengthNm: Number(v.wavelengthNm) }));

export type ThresholdFormValues = z.input<typeof thresholdSchema>;
export type ThresholdFormOutput = z.output<typeof thresholdSchema>;

export interface ThresholdSource {
  point: string;
  wavelengthNm: number;
  minDbm: number;
  maxDbm: number;
}

/** A row's values as the inputs show them (`-12.00`), or a new row's. */
export function thresholdValues(row: ThresholdSource | null): ThresholdFormValues {
  return {
    point: row?.point ?? "",
    wavelengthNm: row ? String(row.wavelengthNm) : "",
    minDbm: row ? row.minDbm.toFixed(2) : "",
    maxDbm: row ? row.maxDbm.toFixed(2) : "",
  };
}
