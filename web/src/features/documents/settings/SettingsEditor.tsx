import { Button, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { DocumentPdf20Regular } from "@fluentui/react-icons";
import { useEffect, useRef, type ReactNode } from "react";
import { FormProvider } from "react-hook-form";
import { KitForm, useKitForm, type SubmitOutcome } from "@/shared/form/KitForm";
import { DocumentTypeChoice, type DocumentTypeOption } from "./DocumentTypeChoice";
import { PreviewPane } from "./PreviewPane";
import { SettingsFields } from "./SettingsFields";
import {
  settingsFormSchema,
  settingsFormValues,
  type SettingsInput,
  type SettingsSource,
} from "./settings-form";

// The page's body: the settings form (or the same fields read-only) beside the live preview —
// side by side on a wide screen, the preview below the form on a narrower one.

const useStyles = makeStyles({
  layout: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
    "@media (min-width: 1200px)": {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
    },
  },
  form: { minWidth: 0, "& > form": { maxWidth: "none" } },
  readOnly: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: "start",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  wide: { gridColumn: "1 / -1" },
  hint: { gridColumn: "1 / -1", color: tokens.colorNeutralForeground3 },
});

export const NO_EDIT_HINT = "帳票設定の変更と帳票の作成には交渉の編集権限が必要です";

/** 帳票を作成: shows that the documents are being made (it takes a few seconds per PDF). */
function GenerateButton({
  generating,
  disabled,
  onClick,
}: {
  generating: boolean;
  disabled: boolean;
  onClick?: (form: HTMLFormElement | null) => void;
}) {
  return (
    <Button
      type="button"
      appearance="primary"
      icon={generating ? <Spinner size="tiny" /> : <DocumentPdf20Regular />}
      disabled={disabled || generating}
      onClick={(e) => onClick?.(e.currentTarget.form)}
    >
      {generating ? "帳票を作成中…" : "帳票を作成"}
    </Button>
  );
}

export interface SettingsEditorProps {
  negotiationId: string;
  title: string;
  settings: SettingsSource;
  documentTypes: readonly DocumentTypeOption[];
  canEdit: boolean;
  /** What the page is about, at the head of the form. */
  header: ReactNode;
  checked: readonly number[];
  onCheckedChange: (checked: number[]) => void;
  generating: boolean;
  /** Saves the values (the page knows the version and the kind). */
  onSave: (settings: SettingsInput) => Promise<SubmitOutcome>;
  /** Generates the checked types from the saved settings. */
  onGenerate: () => Promise<SubmitOutcome>;
  onCancel: () => void;
  onReload: () => void;
}

export function SettingsEditor(props: SettingsEditorProps) {
  const { settings, canEdit, checked, generating } = props;
  const styles = useStyles();
  const form = useKitForm(settingsFormSchema, settingsFormValues(settings));
  // 帳票を作成 submits the form too (to save changes first): it says so here for the one submit.
  const wantsDocuments = useRef(false);
  const { submitCount } = form.formState;
  useEffect(() => {
    // A submit the schema refused never reaches onSubmit: the next one is a plain 保存 again.
    wantsDocuments.current = false;
  }, [submitCount]);

  const submit = async (values: SettingsInput): Promise<SubmitOutcome> => {
    const generate = wantsDocuments.current;
    wantsDocuments.current = false;
    if (!generate || form.formState.isDirty) {
      const saved = await props.onSave(values);
      if (!saved.ok) return saved;
      // Saved: nothing is pending any more, even before the page has re-read the new version.
      form.reset(form.getValues());
      if (!generate) return saved;
    }
    return props.onGenerate();
  };

  const choice = (
    <DocumentTypeChoice
      options={props.documentTypes}
      checked={checked}
      onChange={props.onCheckedChange}
      disabled={generating}
    />
  );
  const cannotGenerate = !canEdit || checked.length === 0;

  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        {canEdit ? (
          <KitForm
            form={form}
            label={props.title}
            header={props.header}
            submitLabel="保存"
            onSubmit={submit}
            onCancel={props.onCancel}
            onReload={props.onReload}
            extraActions={
              <GenerateButton
                generating={generating}
                disabled={cannotGenerate}
                onClick={(el) => {
                  wantsDocuments.current = true;
                  el?.requestSubmit();
                }}
              />
            }
          >
            <SettingsFields />
            {choice}
          </KitForm>
        ) : (
          <FormProvider {...form}>
            <section className={styles.readOnly} aria-label={props.title}>
              <div className={styles.wide}>{props.header}</div>
              <SettingsFields disabled />
              {choice}
              <Text className={styles.hint}>{NO_EDIT_HINT}</Text>
              <div className={styles.wide}>
                <GenerateButton generating={false} disabled />
              </div>
            </section>
          </FormProvider>
        )}
      </div>
      <PreviewPane
        negotiationId={props.negotiationId}
        control={form.control}
        options={props.documentTypes}
      />
    </div>
  );
}
