import { Button, Text } from "@fluentui/react-components";
import { FormProvider, useWatch } from "react-hook-form";
import { graphql } from "@/gql";
import { useKitForm } from "@/shared/form/KitForm";
import { fieldErrorsForForm } from "@/shared/form/server-errors";
import { commitFocusedField, keepFocus } from "@/shared/form/submit-focus";
import { ActionDialog } from "@/shared/mutation/ActionDialog";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { NEW_SOURCE_VALUES, sourceFormSchema, type SourceFormValues } from "../detail/source-form";
import { SourceSettingsFields } from "../detail/SourceSettingsFields";
import { useFieldCatalogue } from "../detail/useFieldCatalogue";
import { externalSourceDetailPath } from "../paths";

const CreateMutation = graphql(`
  mutation ExternalSourceListPageCreate($input: CreateExternalSourceInput!) {
    createExternalSource(input: $input) {
      id
    }
  }
`);

/**
 * 新規作成: the settings of a new source; saving opens its 外部連携詳細, where the column mapping is
 * edited and tried on a sample.
 */
export function CreateSourceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useKitForm(sourceFormSchema, NEW_SOURCE_VALUES);
  const targetEntity = useWatch({ control: form.control, name: "targetEntity" });
  const catalogue = useFieldCatalogue(targetEntity);
  const create = useMutationAction(CreateMutation, {
    action: "create",
    successPath: (d) => externalSourceDetailPath(d.createExternalSource.id),
  });

  const submit = form.handleSubmit(async (input) => {
    const outcome = await create({ input }, { additionalTypenames: ["ExternalSource"] });
    if (outcome.ok) return;
    const names = Object.keys(form.getValues());
    Object.entries(fieldErrorsForForm(outcome.error, names)).forEach(([name, message], i) =>
      form.setError(
        name as keyof SourceFormValues,
        { type: "server", message },
        { shouldFocus: i === 0 },
      ),
    );
  });

  return (
    <FormProvider {...form}>
      <ActionDialog
        open={open}
        title="外部連携の新規作成"
        onClose={onClose}
        form={{
          onSubmit: (e) => {
            commitFocusedField(e.currentTarget);
            void submit(e);
          },
          noValidate: true,
          "aria-label": "外部連携の新規作成",
        }}
        actions={
          <>
            <Button type="button" appearance="secondary" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" appearance="primary" onMouseDown={keepFocus}>
              作成
            </Button>
          </>
        }
      >
        <Text as="p">列の対応は、作成後の外部連携詳細で設定します。</Text>
        <SourceSettingsFields catalogue={catalogue} withNotes={false} />
      </ActionDialog>
    </FormProvider>
  );
}
