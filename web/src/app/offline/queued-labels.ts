// How the queue names its writes and their fields, in Japanese (the crew reads the list).
import {
  constructionEntryFields,
  constructionFields,
  measurementFields,
} from "@cfx/domain/fields/constructions";

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

/** The crew's fields as their forms and the history name them (@cfx/domain/fields). */
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...measurementFields, ...constructionEntryFields, ...constructionFields }).map(
    ([field, spec]) => [field, spec.label],
  ),
);

export const writeLabel = (operationName: string) => WRITE_LABELS[operationName] ?? "記録";
