import { listLabel } from "@cfx/domain/fields/define";
import { negotiationFields as f } from "@cfx/domain/fields/negotiations";
import { enumOptions, filterFieldsOf, type FilterOption } from "@/shared/list/filter-fields";
import type { negotiationList } from "./negotiation-list";

export interface NegotiationFilterOptions {
  /** The master list of negotiation statuses (未交渉 … 完了). */
  statuses: readonly { id: number; name: string }[];
  assignees: readonly { id: string; name: string }[];
  projects: readonly { id: string; code: string; name: string }[];
}

const named = (items: readonly { id: number | string; name: string }[]): FilterOption[] =>
  items.map((i) => ({ value: Number(i.id), label: i.name }));

/** 合意, 不成立, 引継ぎ: the reasons a completed negotiation has (未選択 is none). */
const completeReasonOptions = enumOptions(f.completeReason).filter((o) => o.value !== 0);

/** The search conditions of 交渉一覧 (all on the server). */
export function negotiationFilterFields(options: NegotiationFilterOptions) {
  return filterFieldsOf<typeof negotiationList.filters>()([
    {
      key: "name",
      label: "物件名・顧客名・カナ",
      kind: "text",
      placeholder: "部分一致（ひらがな可）",
    },
    {
      key: "negotiationStatusId",
      label: listLabel(f.negotiationStatusId),
      kind: "select",
      options: named(options.statuses),
    },
    { key: "open", label: "完了", kind: "check", value: "true", text: "未完了のみ" },
    {
      key: "completeReason",
      label: listLabel(f.completeReason),
      kind: "select",
      options: completeReasonOptions,
    },
    {
      key: "assigneeUserId",
      label: listLabel(f.assigneeUserId),
      kind: "select",
      options: named(options.assignees),
    },
    {
      key: "projectId",
      label: "プロジェクト",
      kind: "select",
      options: options.projects.map((p) => ({ value: Number(p.id), label: `${p.code} ${p.name}` })),
    },
    { key: "matterId", label: "案件コード", kind: "text", placeholder: "MT-00000042 または 42" },
    { key: "scheduledFrom", label: "訪問予定（から）", kind: "date" },
    { key: "scheduledTo", label: "訪問予定（まで）", kind: "date" },
    { key: "completedFrom", label: "完了日（から）", kind: "date" },
    { key: "completedTo", label: "完了日（まで）", kind: "date" },
    { key: "today", label: "今日の訪問", kind: "check", value: "true", text: "今日のみ" },
    { key: "overdue", label: "訪問予定超過", kind: "check", value: "true", text: "超過のみ" },
  ]);
}
