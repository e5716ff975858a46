import type { CreateTargetInput } from "@/gql/graphql";
import { useEffect, useRef, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  ADDRESS_FIELD_LABELS,
  ADDRESS_FIELDS,
  autofillPlan,
  type PostalAddress,
} from "./postal-autofill";
import type { TargetCreateValues } from "./target-create-form";

/** Looks a 7-digit postal code up (the server's bundled Japan Post data); null: no such code. */
export type PostalLookup = (postalCode: string) => Promise<PostalAddress | null>;

/**
 * Fills 都道府県・市区町村・町域 once the postal code has 7 digits; answers the hint to show under
 * the postal code (what was filled, kept or not found).
 */
export function usePostalAutofill(
  form: UseFormReturn<TargetCreateValues, unknown, CreateTargetInput>,
  lookup: PostalLookup,
): string | undefined {
  const postalCode = useWatch({ control: form.control, name: "postalCode" });
  const [hint, setHint] = useState<string | undefined>(undefined);
  const lastFill = useRef<Partial<PostalAddress>>({});
  const lastCode = useRef("");

  useEffect(() => {
    if (postalCode.length !== 7 || postalCode === lastCode.current) return;
    lastCode.current = postalCode;
    let current = true;
    let answered = false;
    void lookup(postalCode).then((found) => {
      if (!current) return;
      answered = true;
      if (!found) {
        setHint("該当する住所が見つかりません");
        return;
      }
      const values = form.getValues();
      const plan = autofillPlan(
        { prefecture: values.prefecture, city: values.city, town: values.town },
        lastFill.current,
        found,
      );
      for (const field of ADDRESS_FIELDS) {
        const value = plan.fill[field];
        if (value !== undefined)
          form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
      }
      lastFill.current = found;
      const address = `${found.prefecture} ${found.city} ${found.town}`;
      setHint(
        plan.kept.length > 0
          ? `${address}（入力済みの${plan.kept.map((f) => ADDRESS_FIELD_LABELS[f]).join("・")}はそのままにしました）`
          : address,
      );
    });
    return () => {
      current = false;
      // Not answered yet: the same code must be looked up again by the next run.
      if (!answered) lastCode.current = "";
    };
  }, [form, lookup, postalCode]);

  return postalCode.length === 7 ? hint : undefined;
}
