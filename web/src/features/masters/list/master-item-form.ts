import type { MasterKind } from "@/gql/graphql";
import { idOrNull, text } from "@/shared/form/options";
import { z } from "@/shared/form/zod";

// A value of a master list as the add and edit form holds it: its name, and for the two lists
// with a column of their own, the team's company 協力会社 or the device model's line type.

/** The lists whose values carry more than a name. */
export const needsCompany = (kind: MasterKind) => kind === "TEAMS";
export const needsLineType = (kind: MasterKind) => kind === "DEVICE_MODELS";

export function masterItemSchema(kind: MasterKind) {
  const choice = (needed: boolean, message: string) =>
    needed ? z.string().min(1, message) : z.string();
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "名称を入力してください")
        .max(100, "名称は100文字以内で入力してください"),
      associateCompanyId: choice(needsCompany(kind), "協力会社を選択してください"),
      deviceLineType: choice(needsLineType(kind), "回線種別を選択してください"),
    })
    .transform((v) => ({
      name: v.name,
      // Only the list's own column is sent: the gateway refuses another list's one.
      ...(needsCompany(kind) ? { associateCompanyId: idOrNull(v.associateCompanyId) } : {}),
      ...(needsLineType(kind) ? { deviceLineType: idOrNull(v.deviceLineType) } : {}),
    }));
}

export type MasterItemFormValues = z.input<ReturnType<typeof masterItemSchema>>;
export type MasterItemFormOutput = z.output<ReturnType<typeof masterItemSchema>>;

export interface MasterItemSource {
  name: string;
  associateCompanyId?: number | null;
  deviceLineType?: number | null;
}

/** A value's fields, or a new value's (empty). */
export function masterItemValues(item: MasterItemSource | null): MasterItemFormValues {
  return {
    name: item?.name ?? "",
    associateCompanyId: text(item?.associateCompanyId),
    // 0 未選択 is no choice: the form asks for V-ONU or R-ONU.
    deviceLineType: item?.deviceLineType ? String(item.deviceLineType) : "",
  };
}
