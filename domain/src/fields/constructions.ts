import { constructionStatusLabels, workTypeLabels } from "../enumerations";
import { defineFields, enumOf, pair, user, code, notes, slot } from "./define";

/** 工事 (constructions). */
export const constructionFields = defineFields({
  matterId: { label: "案件", value: code("matter") },
  workType: { label: "工事種別", value: enumOf(workTypeLabels) },
  associateCompanyId: { label: "協力会社", value: pair("associate-companies") },
  teamId: { label: "班", value: pair("teams") },
  status: { label: "工事状態", short: "状態", value: enumOf(constructionStatusLabels) },
  scheduledDate: { label: "工事予定日" },
  slot,
  instructedAt: { label: "指示日時" },
  instructedBy: { label: "指示者", value: user },
  completedAt: { label: "完了日時" },
  overrideReason: { label: "完了理由", max: 1000 },
  resultNotes: { label: "施工結果メモ", max: 4000 },
});

/** 工事明細 (construction_entries). */
export const constructionEntryFields = defineFields({
  constructionId: { label: "工事", value: code("construction") },
  item: { label: "品目" },
  removedDeviceModelId: { label: "撤去機器の型番", value: pair("device-models") },
  removedSerial: { label: "撤去機器のシリアル番号", max: 50 },
  installedDeviceModelId: { label: "設置機器の型番", value: pair("device-models") },
  installedSerial: { label: "設置機器のシリアル番号", max: 50 },
  quantity: { label: "数量" },
  notes,
});

/** 測定 (measurements). */
export const measurementFields = defineFields({
  constructionId: { label: "工事", value: code("construction") },
  point: { label: "測定点" },
  wavelengthNm: { label: "波長（nm）", short: "波長" },
  powerDbm: { label: "測定値（dBm）", short: "測定値" },
  thresholdMin: { label: "下限値（dBm）" },
  thresholdMax: { label: "上限値（dBm）" },
  judgement: { label: "判定" },
  measuredAt: { label: "測定日時" },
  measuredBy: { label: "測定者", value: user },
});

/** 空き枠 (construction_free_schedules). */
export const freeScheduleFields = defineFields({
  teamId: { label: "班", value: pair("teams") },
  date: { label: "日付" },
  slot,
  capacity: { label: "枠数" },
});
