// The fixed words a contact record takes for 相手 and 結果, written once in @cfx/domain (the
// API checks them against the same lists).
export {
  historyCounterparts as contactCounterparts,
  historyOutcomes as contactOutcomes,
} from "@cfx/domain/enumerations";
