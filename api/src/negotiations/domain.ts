// Negotiation rules (DOMAIN.md "Negotiation").

// The labels themselves live in @cfx/domain, shared with the gateway.
export { completeReasonLabels as completeReasons } from "@cfx/domain/enumerations";

/** Seeded negotiation-statuses master; 6 is 完了. */
export { NEGOTIATION_DONE } from "@cfx/domain/workflows";
export const historyCounterparts = ["本人", "家族", "管理会社", "その他"] as const;
export const historyOutcomes = ["不在", "説明済", "承諾", "拒否", "再訪問"] as const;
