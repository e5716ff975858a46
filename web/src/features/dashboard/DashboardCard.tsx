import { Text } from "@fluentui/react-components";
import { useId, type ReactNode } from "react";
import { useDashboardStyles } from "./dashboard-styles";

/** A panel of the dashboard: a region named by its heading (a figure card, a chart). */
export function DashboardCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const styles = useDashboardStyles();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Text as="h3" className={styles.heading} id={titleId} size={400} weight="semibold">
        {title}
      </Text>
      {children}
    </section>
  );
}
