// The label of a field named without its entity (an API error's `fieldErrors` key, say): the
// catalogue's, where every entity that has the field calls it the same (targetType → 物件種別).
// Where entities differ (`name`: 物件名, 氏名, プロジェクト名…) there is no shared label.
import * as attachments from "./attachments";
import * as constructions from "./constructions";
import * as documents from "./documents";
import * as externalSources from "./external-sources";
import * as linecodes from "./linecodes";
import * as negotiations from "./negotiations";
import * as projects from "./projects";
import * as targets from "./targets";
import * as users from "./users";
import type { FieldTable } from "./define";

/** Every entity's catalogue, by area file. */
export const catalogues: Readonly<Record<string, Readonly<Record<string, FieldTable>>>> = {
  attachments,
  constructions,
  documents,
  "external-sources": externalSources,
  linecodes,
  negotiations,
  projects,
  targets,
  users,
};

function shared(): Record<string, string> {
  const labels = new Map<string, Set<string>>();
  for (const area of Object.values(catalogues))
    for (const table of Object.values(area))
      for (const [field, spec] of Object.entries(table))
        labels.set(field, (labels.get(field) ?? new Set()).add(spec.label));
  return Object.fromEntries(
    [...labels].filter(([, set]) => set.size === 1).map(([field, set]) => [field, [...set][0]!]),
  );
}

/** Field → label, for the fields whose label is the same in every entity. */
export const sharedFieldLabels: Readonly<Record<string, string>> = shared();
