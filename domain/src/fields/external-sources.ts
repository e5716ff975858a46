import { defineFields, enumOf, notes } from "./define";

/** 外部連携 (external_sources). */
export const externalSourceFields = defineFields({
  name: { label: "名称", max: 200 },
  kind: { label: "種類" },
  url: { label: "URL", max: 2000 },
  encoding: { label: "文字コード" },
  targetEntity: {
    label: "取り込み先",
    value: enumOf({ targets: "対象物件", matters: "案件" }),
  },
  columnMapping: { label: "列の対応" },
  keyField: { label: "更新キー" },
  enabled: { label: "有効" },
  lastRunAt: { label: "最終実行日時" },
  lastStatus: { label: "最終実行結果" },
  notes,
  // Its value is never in the history: the API writes ******** for "set" (external-sources/routes.ts).
  authHeader: { label: "認証ヘッダー", max: 2000 },
});

/** 外部連携の実行 (external_source_details). */
export const externalSourceDetailFields = defineFields({
  externalSourceId: { label: "外部データ連携" },
  startedAt: { label: "開始日時", short: "開始" },
  finishedAt: { label: "終了日時", short: "終了" },
  status: { label: "結果" },
  rowsTotal: { label: "読込行数", short: "件数" },
  rowsCreated: { label: "登録行数", short: "登録" },
  rowsUpdated: { label: "更新行数", short: "更新" },
  rowsFailed: { label: "失敗行数", short: "エラー" },
  errors: { label: "エラー" },
});
