import { matterStatusLabels, projectStatusLabels, workTypeLabels } from "../enumerations";
import { defineFields, enumOf, pair, user, code, notes } from "./define";

/** プロジェクト (projects). */
export const projectFields = defineFields({
  name: { label: "プロジェクト名", max: 200 },
  clientId: { label: "発注元", value: pair("clients") },
  jobCategoryId: { label: "業務区分", value: pair("job-categories") },
  workType: { label: "工事種別", value: enumOf(workTypeLabels) },
  startDate: { label: "開始日" },
  endDate: { label: "終了日" },
  managerUserId: { label: "責任者", value: user },
  // The project form's word (a project has no 状態変更 dialog beside it as a matter has).
  status: { label: "状態", value: enumOf(projectStatusLabels) },
  notes,
});

/** 案件 (matters). */
export const matterFields = defineFields({
  projectId: { label: "プロジェクト", value: code("project") },
  targetId: { label: "対象物件", value: code("target") },
  targetDetailId: { label: "対象詳細", value: code("targetDetail") },
  workType: { label: "工事種別", value: enumOf(workTypeLabels) },
  status: { label: "ステータス", short: "状態", value: enumOf(matterStatusLabels) },
  statusBeforeHold: { label: "保留前の状態", value: enumOf(matterStatusLabels) },
  assigneeUserId: { label: "担当者", value: user },
  dueDate: { label: "期限" },
  notes,
});
