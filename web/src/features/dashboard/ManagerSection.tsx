import { Text } from "@fluentui/react-components";
import { formatDate } from "../../shared/format";
import type { ManagerFigures } from "./chart-data";
import { useDashboardStyles } from "./dashboard-styles";
import { FigureCard } from "./FigureCard";
import { failedMeasurementsHref, failedRunsHref } from "./figure-links";
import { ProjectStatusChart } from "./ProjectStatusChart";
import { TeamCapacityChart } from "./TeamCapacityChart";
import { WeekOutcomeChart } from "./WeekOutcomeChart";

/** The managers' part of the dashboard (マスタ管理): a lazy chunk of its own, with the charts. */
export function ManagerSection({ figures, today }: { figures: ManagerFigures; today: string }) {
  const styles = useDashboardStyles();
  const since = `${formatDate(figures.since)}以降（直近7日間）`;
  return (
    <section className={styles.section} aria-labelledby="dashboard-manager">
      <Text as="h2" className={styles.heading} id="dashboard-manager" size={500} weight="semibold">
        全体の状況
      </Text>
      <div className={styles.cards}>
        <FigureCard
          title="測定不合格の工事"
          note={since}
          count={figures.failedMeasurements}
          href={failedMeasurementsHref(figures.since)}
        />
        <FigureCard
          title="失敗した外部連携"
          note={since}
          count={figures.failedRuns}
          href={failedRunsHref(figures.since)}
        />
      </div>
      <div className={styles.charts}>
        <ProjectStatusChart figures={figures} />
        <WeekOutcomeChart figures={figures} />
        <TeamCapacityChart figures={figures} today={today} />
      </div>
    </section>
  );
}
