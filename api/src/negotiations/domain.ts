// Negotiation rules (docs/DOMAIN.md "Negotiation").

// The labels themselves live in @cfx/domain, shared with the gateway.
export { completeReasonLabels as completeReasons } from "@cfx/domain/enumerations";

/** Seeded negotiation-statuses master; 6 is 完了. */
export { NEGOTIATION_DONE } from "@cfx/domain/workflows";
export {
  historyCounterparts,
  historyMethodLabels as historyMethods,
  historyOutcomes,
} from "@cfx/domain/enumerations";
