// Work types, project and matter statuses (docs/spec.md §3, docs/DOMAIN.md "Project", "Matter").
import { entryItemsOf } from "@cfx/domain/measurements";

// The labels themselves live in @cfx/domain, shared with the gateway.
export {
  workTypeLabels as workTypes,
  projectStatusLabels as projectStatuses,
  matterStatusLabels as matterStatuses,
} from "@cfx/domain/enumerations";

export { MATTER } from "@cfx/domain/workflows";

export type WorkTypeDefault = {
  /** The type number of the spec's tuple (equals the work type's own code). */
  type: number;
  /** Allowed [workType, item] pairs of the spec. */
  pairs: [number, number][];
  /** Label of the default construction entry item. */
  label: "V-ONU交換" | "R-ONU交換" | "撤去";
  /** The constant 2 of the spec's tuple; its meaning is not shown, so it is kept as is and unused. */
  fixed: 2;
};

/** Spec §3: each work type maps to a default tuple (type, allowed pairs, label, 2). */
export const workTypeDefaults: Record<1 | 2 | 3 | 4, WorkTypeDefault> = {
  1: {
    type: 1,
    pairs: [
      [1, 3],
      [3, 3],
    ],
    label: "V-ONU交換",
    fixed: 2,
  },
  2: {
    type: 2,
    pairs: [
      [2, 3],
      [3, 3],
    ],
    label: "R-ONU交換",
    fixed: 2,
  },
  3: {
    type: 3,
    pairs: [
      [2, 3],
      [3, 3],
    ],
    label: "R-ONU交換",
    fixed: 2,
  },
  4: { type: 4, pairs: [[4, 2]], label: "撤去", fixed: 2 },
};

export { entryItems } from "@cfx/domain/measurements";

/** Entry items a construction of this work type may carry (@cfx/domain: the pairs' items). */
export function allowedEntryItems(workType: number): string[] {
  return [...entryItemsOf(workType)];
}
