import { Text } from "@fluentui/react-components";
import { AppLink } from "../../shared/record/AppLink";
import { useVisuallyHiddenStyles } from "../../shared/visually-hidden";
import { DashboardCard } from "./DashboardCard";
import { useDashboardStyles } from "./dashboard-styles";
import { countText } from "./figure-format";
import type { FigureItem } from "./work-cards";

/**
 * One figure of the dashboard: its title, what it counts, and the count as a link into the list
 * that shows the same records (the link's name says the title too: "今週の訪問 3件").
 * With `items` the card's figures are those links (期限切れの案件: one per project).
 */
export function FigureCard({
  title,
  note,
  count,
  href,
  items,
  emptyText,
}: {
  title: string;
  note: string;
  count: number;
  href?: string;
  items?: readonly FigureItem[];
  /** Said instead of an empty item list. */
  emptyText?: string;
}) {
  const styles = useDashboardStyles();
  const hidden = useVisuallyHiddenStyles().hidden;
  const figure = <span className={styles.figure}>{countText(count)}</span>;
  return (
    <DashboardCard title={title}>
      <Text size={200} className={styles.note}>
        {note}
      </Text>
      {href ? (
        <AppLink href={href}>
          <span className={hidden}>{title} </span>
          {figure}
        </AppLink>
      ) : (
        figure
      )}
      {items && items.length > 0 ? (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.key}>
              <AppLink href={item.href}>
                <span className={hidden}>{title} </span>
                {item.label} {countText(item.count)}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      {items && items.length === 0 && emptyText ? <Text size={200}>{emptyText}</Text> : null}
    </DashboardCard>
  );
}
