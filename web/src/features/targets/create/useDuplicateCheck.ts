import type { CreateTargetInput } from "../../../gql/graphql";
import { useEffect, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
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

// Asked after typing pauses, not on every keystroke.
const DEBOUNCE_MS = 400;

/** The targets that look like the one being entered; empty while the form names no place. */
export function useDuplicateCheck(
  form: UseFormReturn<TargetCreateValues, unknown, CreateTargetInput>,
  find: DuplicateFinder,
): DuplicateTarget[] {
  const [type, prefecture, city, town, street, poleNumber] = useWatch({
    control: form.control,
    name: ["type", "prefecture", "city", "town", "street", "poleNumber"],
  });
  const query = duplicateQuery(
    { type, prefecture, city, town, street, poleNumber },
    TARGET_TYPES.pole,
  );
  const key = query ? JSON.stringify(query) : "";
  const [found, setFound] = useState<{ key: string; targets: DuplicateTarget[] }>({
    key: "",
    targets: [],
  });

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      void find(JSON.parse(key) as DuplicateQuery).then((targets) => {
        if (current) setFound({ key, targets });
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [find, key]);

  // An answer for another place than the one now entered is not shown.
  return key && found.key === key ? found.targets : [];
}
