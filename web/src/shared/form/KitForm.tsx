import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { Save20Regular } from "@fluentui/react-icons";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type { CombinedError } from "urql";
import type { z } from "zod";
import { useEditDialogs } from "./edit-dialogs";
import { fieldErrorsForForm, isConflict } from "./server-errors";
import { commitFocusedField, keepFocus } from "./submit-focus";
import { useConflictChoice } from "./useConflictChoice";

/** A form whose values the schema checks (and turns into what the page sends). */
export function useKitForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: "onChange",
  });
}

const useStyles = makeStyles({
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXL,
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: "start",
  },
  actions: {
    display: "flex",
    gap: tokens.spacingHorizontalM,
    flexWrap: "wrap",
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
});

/** What onSubmit reports back (useMutationAction's outcome fits). */
export interface SubmitOutcome {
  ok: boolean;
  error?: CombinedError | undefined;
}

/**
 * A form card on the kit: the fields (children) in a responsive grid, キャンセル and the submit button,
 * the server's field errors on their fields, the conflict dialog on a stale version, and the
 * unsaved-changes question when the person leaves with changes.
 */
export function KitForm<Values extends FieldValues, Output>({
  form,
  label,
  header,
  children,
  submitLabel,
  onSubmit,
  onCancel,
  onReload,
  extraActions,
  errorAliases,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's accessible name. */
  label: string;
  header?: ReactNode;
  children: ReactNode;
  submitLabel: string;
  onSubmit: (values: Output) => Promise<SubmitOutcome | void>;
  onCancel: () => void;
  /** Fetches the record again after a conflict (the page remounts or resets the form with it). */
  onReload?: () => void;
  /** Left of the action bar, e.g. 削除. */
  extraActions?: ReactNode;
  /** API error keys whose form field has another name. */
  errorAliases?: Readonly<Record<string, string>>;
}) {
  const styles = useStyles();
  // A save that succeeds leaves through withoutGuard (useMutationAction): no question then.
  const { showConflict, dialogs } = useEditDialogs({
    dirty: form.formState.isDirty,
    onReload: () => {
      form.reset();
      onReload?.();
    },
    onDiscard: () => form.reset(),
  });

  // A stale save (409): the typing is kept while the page loads the latest record.
  const { formRef, keep, dialog: conflictDialog } = useConflictChoice(form, label);

  const submit = form.handleSubmit(async (values, event) => {
    const outcome = await onSubmit(values);
    if (!outcome || outcome.ok) return;
    const names = Object.keys(form.getValues());
    const found = Object.entries(fieldErrorsForForm(outcome.error, names, errorAliases));
    found.forEach(([name, message], i) =>
      form.setError(name as Path<Values>, { type: "server", message }, { shouldFocus: i === 0 }),
    );
    if (!isConflict(outcome.error)) return;
    const element = event?.target;
    if (!onReload || !(element instanceof HTMLFormElement)) return showConflict();
    keep(element);
    onReload();
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.card}
        onSubmit={(e) => {
          commitFocusedField(e.currentTarget);
          void submit(e);
        }}
        noValidate
        aria-label={label}
      >
        {header}
        <div className={styles.grid}>{children}</div>
        <div className={styles.actions}>
          {extraActions}
          <span className={styles.spacer} />
          <Button type="button" appearance="secondary" onClick={onCancel}>
            キャンセル
          </Button>
          <Button
            type="submit"
            appearance="primary"
            icon={<Save20Regular />}
            onMouseDown={keepFocus}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
      {dialogs}
      {conflictDialog}
    </FormProvider>
  );
}
