import { MACHINE_SCOPES, SCOPE_LABELS } from "@cfx/domain/machine-scopes";
import type { MachineScope } from "../../gql/graphql";
import { z } from "../../shared/form/zod";
import { idOrNull } from "../../shared/form/options";

// The machine client form's schema: the client-side checks (the server checks again) and the
// conversion into what the page sends.

export const MACHINE_CLIENT_NAME_MAX = 100;

/** `targetRead` → `TARGET_READ`: the schema's enum for a scope. */
export const scopeEnum = (scope: string) =>
  scope.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as MachineScope;

/** Every scope as a checkbox: reads first, then the flags, each in Japanese with its term. */
export const SCOPE_OPTIONS = MACHINE_SCOPES.map((scope) => ({
  id: scopeEnum(scope),
  name: SCOPE_LABELS[scope],
}));

/** The label of an enum scope (`TARGET_READ` → 対象物件の参照 (targetRead)). */
export const scopeLabel = (scope: MachineScope) =>
  SCOPE_OPTIONS.find((o) => o.id === scope)?.name ?? scope;

export function machineClientFormSchema(askClientId: boolean) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "名称は必須入力です")
        .max(MACHINE_CLIENT_NAME_MAX, `名称は${MACHINE_CLIENT_NAME_MAX}文字以内で入力してください`),
      scopes: z.array(z.string()),
      associateCompanyId: z.string(),
      clientId: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      if (askClientId && !/^[\w-]{1,128}$/.test(values.clientId)) {
        ctx.addIssue({
          code: "custom",
          path: ["clientId"],
          message: "CognitoのアプリクライアントIDを入力してください",
        });
      }
    })
    .transform((values) => ({
      name: values.name,
      scopes: values.scopes as MachineScope[],
      associateCompanyId: idOrNull(values.associateCompanyId),
      clientId: values.clientId,
    }));
}

export type MachineClientFormValues = z.input<ReturnType<typeof machineClientFormSchema>>;
export type MachineClientFormOutput = z.output<ReturnType<typeof machineClientFormSchema>>;

export const EMPTY_MACHINE_CLIENT_FORM: MachineClientFormValues = {
  name: "",
  scopes: [],
  associateCompanyId: "",
  clientId: "",
};
