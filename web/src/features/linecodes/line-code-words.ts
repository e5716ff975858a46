import { lineCodeTransitions, lineCodeWorkflow } from "@cfx/domain/workflows";

// The words a drop line's cable type, kind and status take, all @cfx/domain's: the statuses
// from its workflow (使用中 → 撤去予定 → 撤去済).

export { cableTypes as CABLE_TYPES, lineKinds as LINE_KINDS } from "@cfx/domain/linecodes";

/** Every status of the workflow, in its order. */
export const LINE_CODE_STATUSES: readonly string[] = [
  ...new Set([...lineCodeTransitions].flatMap(([from, edges]) => [from, ...edges.keys()])),
].sort((a, b) => lineCodeWorkflow.order(a) - lineCodeWorkflow.order(b));
