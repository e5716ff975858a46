import { makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  head: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    flexWrap: "wrap",
  },
});

/** A titled block of an edit page (住戸, 案件, 引込線…), its heading a real h2 for screen readers. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          {title}
        </Text>
        {actions}
      </div>
      {children}
    </section>
  );
}
