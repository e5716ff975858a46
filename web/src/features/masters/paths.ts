// マスタ管理's URL (not in the spec's route table: issue #19 adds it beside 外部連携). The chosen
// list is a query parameter (`?kind=CLIENTS`), see masters-view.ts.

export const MASTERS_PATH = "/masters";
