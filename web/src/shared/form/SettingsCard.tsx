import { makeStyles, Text, tokens } from "@fluentui/react-components";
import type { FormEvent, ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { commitFocusedField } from "./submit-focus";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    alignItems: "start",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  wide: { gridColumn: "1 / -1", margin: 0 },
  hint: { gridColumn: "1 / -1", margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * The settings a bulk action applies to every selected row (追加する案件の設定, 交渉指示の設定): a
 * titled form card whose submit button lives elsewhere — in the list's selection bar, which
 * names this form by `id` (`<Button type="submit" form={id}>`).
 */
export function SettingsCard<V extends FieldValues, C, T extends FieldValues>({
  id,
  title,
  form,
  onSubmit,
  hint,
  children,
}: {
  id: string;
  title: string;
  form: UseFormReturn<V, C, T>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A line under the fields (how the settings are applied). */
  hint?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <FormProvider {...form}>
      <form
        id={id}
        className={styles.card}
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          commitFocusedField(e.currentTarget);
          onSubmit(e);
        }}
      >
        <Text as="h2" weight="semibold" className={styles.wide}>
          {title}
        </Text>
        {children}
        {hint ? (
          <Text as="p" size={200} className={styles.hint}>
            {hint}
          </Text>
        ) : null}
      </form>
    </FormProvider>
  );
}
