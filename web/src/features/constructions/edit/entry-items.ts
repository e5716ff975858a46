import { deviceLineTypeLabels } from "@cfx/domain/enumerations";

// The items a construction entry may carry, by the construction's work type, are @cfx/domain's
// (the API refuses any other); here what an item does to the device models.
export { entryItemsOf } from "@cfx/domain/measurements";

/**
 * The device line type an item exchanges (V-ONU交換 → 1, R-ONU交換 → 2), so the model lists show
 * only that type's models; undefined (every model) for a removal.
 */
export function lineTypeOfItem(item: string): number | undefined {
  const found = Object.entries(deviceLineTypeLabels).find(
    ([code, label]) => Number(code) > 0 && item.startsWith(label),
  );
  return found ? Number(found[0]) : undefined;
}

/** Whether the item installs a new device (a removal only takes one away). */
export const installsDevice = (item: string) => lineTypeOfItem(item) !== undefined;
