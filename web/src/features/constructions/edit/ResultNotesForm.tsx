import { TextAreaField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { limitedText, z } from "@/shared/form/zod";
import { constructionFields } from "@cfx/domain/fields/constructions";

const resultNotesSchema = z
  .object({ resultNotes: limitedText(constructionFields.resultNotes) })
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
      <TextAreaField name="resultNotes" label={constructionFields.resultNotes.label} rows={4} />
    </KitForm>
  );
}
