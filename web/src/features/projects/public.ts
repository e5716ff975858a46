// What the projects feature lends to other features (eslint's feature boundary lets them import
// paths.ts and this file only): the "select all matching" query and the 対象物件
// column of a matter list, which 一括交渉指示 (negotiations) shares with プロジェクト詳細.
export { MatterIdsQuery } from "./detail/matter-ids-query";
export { matterTargetColumn } from "./detail/target-column";
// Where a matter stands (project, target, unit), which negotiations and documents show.
export { MatterPlace_MatterFragment, matterPlaceFacts } from "./matter/matter-place";
