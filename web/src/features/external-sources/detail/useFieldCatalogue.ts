import { useQuery } from "urql";
import { graphql } from "@/gql";
import type { MasterOption } from "@/shared/form/fields";

const ExternalSourceFieldsQuery = graphql(`
  query ExternalSourceDetailPageFields($targetEntity: String!) {
    externalSourceFields(targetEntity: $targetEntity) {
      field
      label
      required
      description
    }
  }
`);

export interface CatalogueField {
  field: string;
  label: string;
  required: boolean;
  description: string;
}

/** A field as a choice: its Japanese name, marked when a row cannot go without it. */
export const fieldChoiceLabel = (f: CatalogueField) =>
  f.required ? `${f.label}（必須）` : f.label;

export const fieldOptions = (fields: readonly CatalogueField[]): MasterOption[] =>
  fields.map((f) => ({ id: f.field, name: fieldChoiceLabel(f) }));

/** The required fields no mapping row fills yet (every row of a run would be refused). */
export function unmappedRequired(
  fields: readonly CatalogueField[],
  mapped: readonly string[],
): CatalogueField[] {
  return fields.filter((f) => f.required && !mapped.includes(f.field));
}

/** The fields a source of `targetEntity` can fill (the API's catalogue). */
export function useFieldCatalogue(targetEntity: string): readonly CatalogueField[] {
  const [{ data }] = useQuery({
    query: ExternalSourceFieldsQuery,
    variables: { targetEntity },
    pause: !targetEntity,
  });
  return data?.externalSourceFields ?? [];
}
