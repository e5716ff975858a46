// What the targets feature lends to other features (eslint's feature boundary lets them import
// paths.ts and this file only): the target search of 対象物件一覧 — its list
// declaration, filter fields, columns and the wording of an add-to-project result — which
// 案件追加 (projects) reuses as it is.
export { addMattersMessage } from "./list/add-matters-result";
export { targetFilterFields } from "./list/target-filter-fields";
export { targetList, toTargetFilter, type TargetListFilter } from "./list/target-list";
export { targetColumns, TargetTable_TargetFragment } from "./list/TargetTable";
export { targetMatchingIds } from "./list/target-ids-query";
