import { completeReasonLabels, historyMethodLabels, scheduleKindLabels } from "../enumerations";
import { defineFields, enumOf, pair, user, code, notes } from "./define";

/** 交渉 (negotiations). */
export const negotiationFields = defineFields({
  matterId: { label: "案件", value: code("matter") },
  customerId: { label: "顧客", value: code("customer") },
  assigneeUserId: { label: "交渉担当者", short: "交渉担当", value: user },
  negotiationStatusId: {
    label: "交渉ステータス",
    short: "状態",
    value: pair("negotiation-statuses"),
  },
  scheduledAt: { label: "訪問日時" },
  completeReason: { label: "完了理由", value: enumOf(completeReasonLabels) },
  completedAt: { label: "完了日時" },
  notes,
});

/** 接触履歴 (negotiation_histories). */
export const negotiationHistoryFields = defineFields({
  negotiationId: { label: "交渉", value: code("negotiation") },
  contactedAt: { label: "接触日時" },
  method: { label: "接触方法", value: enumOf(historyMethodLabels) },
  counterpart: { label: "相手" },
  outcome: { label: "結果" },
  memo: { label: "メモ", max: 4000 },
  nextContactAt: { label: "次回接触予定" },
  userId: { label: "対応者", value: user },
});

/** 予定 (schedules). */
export const scheduleFields = defineFields({
  kind: { label: "種別", value: enumOf(scheduleKindLabels) },
  userId: { label: "担当者", value: user },
  teamId: { label: "班", value: pair("teams") },
  startAt: { label: "開始日時" },
  endAt: { label: "終了日時" },
  title: { label: "件名" },
  negotiationId: { label: "交渉", value: code("negotiation") },
  constructionId: { label: "工事", value: code("construction") },
});
