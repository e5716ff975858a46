// 郵便番号 → 都道府県・市区町村・町域. The lookup fills a field only when the person has not typed
// into it since: it is empty, or still holds what the previous lookup put there. Otherwise the
// typed value stays and the form says so (never overwritten silently).

export interface PostalAddress {
  prefecture: string;
  city: string;
  town: string;
}

export const ADDRESS_FIELDS = ["prefecture", "city", "town"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const ADDRESS_FIELD_LABELS: Readonly<Record<AddressField, string>> = {
  prefecture: "都道府県",
  city: "市区町村",
  town: "町域",
};

export interface AutofillPlan {
  /** The fields to set, with their new values. */
  fill: Partial<PostalAddress>;
  /** Fields the person typed into that differ from the postal address: left as they are. */
  kept: AddressField[];
}

export function autofillPlan(
  current: Readonly<PostalAddress>,
  previousFill: Readonly<Partial<PostalAddress>>,
  found: Readonly<PostalAddress>,
): AutofillPlan {
  const plan: AutofillPlan = { fill: {}, kept: [] };
  for (const field of ADDRESS_FIELDS) {
    const now = current[field].trim();
    if (now === found[field]) continue;
    if (now === "" || now === previousFill[field]) plan.fill[field] = found[field];
    else plan.kept.push(field);
  }
  return plan;
}
