// How the queue names its writes and their fields, in Japanese (the crew reads the list).

export const WRITE_LABELS: Readonly<Record<string, string>> = {
  ConstructionEditUpdate: "工事の更新（状態・結果）",
  ConstructionEditEntryCreate: "工事明細の追加",
  ConstructionEditEntryUpdate: "工事明細の変更",
  ConstructionEditEntryDelete: "工事明細の削除",
  ConstructionEditPhotoCreate: "写真の追加",
  MeasurementEditPageCreate: "測定値の追加",
  MeasurementEditPageUpdate: "測定値の変更",
  MeasurementEditPageDelete: "測定値の削除",
};

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  status: "状態",
  resultNotes: "結果メモ",
  overrideReason: "合格以外で完了する理由",
  scheduledDate: "工事予定日",
  slot: "時間帯",
  item: "明細",
  removedSerial: "撤去機器のシリアル",
  installedSerial: "設置機器のシリアル",
  quantity: "数量",
  notes: "備考",
  point: "測定点",
  wavelengthNm: "波長（nm）",
  powerDbm: "測定値（dBm）",
};

export const writeLabel = (operationName: string) => WRITE_LABELS[operationName] ?? "記録";
