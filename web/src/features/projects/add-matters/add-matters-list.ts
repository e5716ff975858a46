import { targetList } from "../../targets/public";

// The targets list's own declaration, filters and columns (案件追加 searches the same way), but
// without its CSV export: this screen picks targets, it does not report on them.
export const addMattersList = { ...targetList, export: undefined };
