import { TextAreaField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { z } from "@/shared/form/zod";

const resultNotesSchema = z
  .object({ resultNotes: z.string().max(4000, "施工結果メモは4000文字以内で入力してください") })
  .transform((v) => ({ resultNotes: v.resultNotes.trim() ? v.resultNotes.trim() : null }));

export type ResultNotesOutput = z.output<typeof resultNotesSchema>;

/** 施工結果メモ on the kit's form: a conflict offers 再読み込み, leaving with changes asks first. */
export function ResultNotesForm({
  resultNotes,
  onSubmit,
  onCancel,
  onReload,
}: {
  resultNotes: string | null | undefined;
  onSubmit: (output: ResultNotesOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload: () => void;
}) {
  const form = useKitForm(resultNotesSchema, { resultNotes: resultNotes ?? "" });
  return (
    <KitForm
      form={form}
      label="施工結果"
      submitLabel="保存"
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload}
    >
      <TextAreaField name="resultNotes" label="施工結果メモ" rows={4} />
    </KitForm>
  );
}
