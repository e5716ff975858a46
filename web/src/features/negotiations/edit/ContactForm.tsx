import { DateTimeField } from "@/shared/form/DateTimeField";
import { FieldScope, SelectField, TextAreaField } from "@/shared/form/fields";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import {
  contactFormSchema,
  contactFormValues,
  counterpartOptions,
  methodOptions,
  outcomeOptions,
  type ContactFormOutput,
  type ContactSource,
} from "./contact-form";
import { negotiationHistoryFields as h } from "@cfx/domain/fields/negotiations";

/** One contact with the customer, new (`contact` null: now) or recorded before. */
export function ContactForm({
  contact,
  onSubmit,
  onCancel,
  onReload,
}: {
  contact: ContactSource | null;
  onSubmit: (output: ContactFormOutput) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  onReload?: () => void;
}) {
  const form = useKitForm(contactFormSchema, contactFormValues(contact));
  return (
    <FieldScope prefix="contact">
      <KitForm
        form={form}
        label={contact ? "接触記録の編集" : "接触の記録"}
        submitLabel={contact ? "更新" : "記録"}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onReload={onReload}
      >
        <DateTimeField name="contactedAt" label={h.contactedAt.label} required />
        <SelectField
          name="method"
          label={h.method.label}
          options={methodOptions}
          emptyLabel="未選択"
        />
        <SelectField
          name="counterpart"
          label={h.counterpart.label}
          options={counterpartOptions}
          emptyLabel="未選択"
        />
        <SelectField
          name="outcome"
          label={h.outcome.label}
          options={outcomeOptions}
          emptyLabel="未選択"
        />
        <DateTimeField name="nextContactAt" label={h.nextContactAt.label} />
        <TextAreaField name="memo" label={h.memo.label} />
      </KitForm>
    </FieldScope>
  );
}
