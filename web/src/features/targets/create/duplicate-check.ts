// When to ask for targets at the same place: a pole by its number, a building by its address down
// to the street (番地); less than that matches too much to be a useful warning.

export interface DuplicateQuery {
  prefecture: string;
  city: string;
  town: string;
  street: string;
  poleNumber: string;
}

/** The query for `targetDuplicates`, or null when the form does not name a place yet. */
export function duplicateQuery(
  values: {
    targetType: string;
    prefecture: string;
    city: string;
    town: string;
    street: string;
    poleNumber: string;
  },
  poleType: string,
): DuplicateQuery | null {
  const t = (s: string) => s.normalize("NFKC").trim();
  const query: DuplicateQuery = {
    prefecture: t(values.prefecture),
    city: t(values.city),
    town: t(values.town),
    street: t(values.street),
    poleNumber: values.targetType === poleType ? t(values.poleNumber) : "",
  };
  if (query.poleNumber) return query;
  return query.city && query.town && query.street ? { ...query, poleNumber: "" } : null;
}
