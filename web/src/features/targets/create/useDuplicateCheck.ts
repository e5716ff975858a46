import type { CreateTargetInput } from "@/gql/graphql";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useDebouncedLookup } from "@/shared/form/useDebouncedLookup";
import { duplicateQuery, type DuplicateQuery } from "./duplicate-check";
import { TARGET_TYPES, type TargetCreateValues } from "./target-create-form";

export interface DuplicateTarget {
  id: string;
  code: string;
  name: string;
  address: string;
  poleNumber?: string | null;
}

/** Active targets at the same address or with the same pole number (the server decides). */
export type DuplicateFinder = (query: DuplicateQuery) => Promise<DuplicateTarget[]>;

// An address is typed in several fields: a little longer than the kit's pause.
const DEBOUNCE_MS = 400;

/** The targets that look like the one being entered; empty while the form names no place. */
export function useDuplicateCheck(
  form: UseFormReturn<TargetCreateValues, unknown, CreateTargetInput>,
  find: DuplicateFinder,
): DuplicateTarget[] {
  const [targetType, prefecture, city, town, street, poleNumber] = useWatch({
    control: form.control,
    name: ["targetType", "prefecture", "city", "town", "street", "poleNumber"],
  });
  const query = duplicateQuery(
    { targetType, prefecture, city, town, street, poleNumber },
    TARGET_TYPES.pole,
  );
  return useDebouncedLookup(query ?? null, find, DEBOUNCE_MS) ?? [];
}
