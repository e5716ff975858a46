// /basis/external-sources/detail: the run history, written only by the runner (read-only here).
import { Type } from "typebox";
import { codeFilter, IntList, intFilter, N, TextCode, type Resource } from "../platform/resource";
import { RowErrorSchema } from "../platform/csv/csv";
import { externalSourceDetails, runStatuses } from "./tables";

export const detailFields = {
  externalSourceId: Type.Integer({ description: "外部連携ID" }),
  startedAt: Type.String({ format: "date-time", description: "開始日時" }),
  finishedAt: N(Type.String({ format: "date-time", description: "終了日時" })),
  status: TextCode(runStatuses, "結果"),
  rowsTotal: Type.Integer({ description: "総行数" }),
  rowsCreated: Type.Integer({ description: "登録件数" }),
  rowsUpdated: Type.Integer({ description: "更新件数" }),
  rowsFailed: Type.Integer({ description: "エラー件数" }),
  errors: Type.Array(RowErrorSchema, { description: "行ごとのエラー" }),
};
// Written only by the runner below: a read-only resource (no POST, PATCH or DELETE), so a run can
// be neither invented nor changed nor hidden through the API.
export const runHistory: Resource<typeof externalSourceDetails> = {
  readOnly: true,
  path: "/basis/external-sources/detail",
  tag: "external-sources",
  label: "外部連携の実行結果",
  description:
    "外部連携の1回の実行: 件数と行ごとのエラー。/bulk/execute/external-sources だけが作る（読み取り専用）。",
  table: externalSourceDetails,
  readFlag: "masterManage",
  fields: detailFields,
  filters: {
    externalSourceId: Type.Optional(IntList("外部連携ID")),
    status: Type.Optional(TextCode(runStatuses, "結果")),
  },
  where: (q) => [
    intFilter(externalSourceDetails.externalSourceId, q.externalSourceId),
    codeFilter(externalSourceDetails.status, q.status),
  ],
  sortable: { id: externalSourceDetails.id, startedAt: externalSourceDetails.startedAt },
};
