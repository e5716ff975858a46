import { Text } from "@fluentui/react-components";
import {
  DataVizPalette,
  getColorFromToken,
  HorizontalBarChart,
  type ChartProps,
} from "@fluentui/react-charts";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { AppLink } from "../../shared/record/AppLink";
import { teamLabel, teamsByRemaining, type ManagerFigures } from "./chart-data";
import { DashboardCard } from "./DashboardCard";
import { LEGENDS_OVERFLOW_TEXT, useJapaneseChartLabels } from "./chart-labels";
import { useDashboardStyles } from "./dashboard-styles";
import { countText } from "./figure-format";
import { teamBookingsHref } from "./figure-links";

/** 班別の空き枠: each team's places left of its capacity from today for 14 days. */
export function TeamCapacityChart({
  figures,
  today,
}: {
  figures: ManagerFigures;
  /** The dashboard's day: the 14 days of the bookings' link start from it. */
  today: string;
}) {
  const styles = useDashboardStyles();
  // Fluent's own screen-reader words are English: chart-labels.ts.
  const japaneseLabels = useJapaneseChartLabels();
  const [, navigate] = useLocation();
  const teams = useMemo(() => teamsByRemaining(figures), [figures]);
  const data = useMemo<ChartProps[]>(
    () =>
      teams.map((t) => ({
        chartTitle: teamLabel(t),
        chartData: [
          {
            legend: "空き",
            horizontalBarChartdata: { x: t.remaining, total: t.capacity },
            color: getColorFromToken(DataVizPalette.color1),
            xAxisCalloutData: teamLabel(t),
            yAxisCalloutData: `空き ${countText(t.remaining)}／枠 ${countText(t.capacity)}`,
            onClick: () => navigate(teamBookingsHref(t.teamId, today)),
          },
        ],
      })),
    [teams, navigate, today],
  );

  return (
    <DashboardCard title="班別の空き枠（今日から2週間）">
      {teams.length === 0 ? (
        <Text>今後2週間の工事枠はありません</Text>
      ) : (
        <>
          <div className={styles.chart} ref={japaneseLabels}>
            <HorizontalBarChart data={data} legendsOverflowText={LEGENDS_OVERFLOW_TEXT} />
          </div>
          <ul className={styles.items} aria-label="班別の空き枠（数値）">
            {teams.map((t) => (
              <li key={t.teamId}>
                <AppLink href={teamBookingsHref(t.teamId, today)}>
                  {teamLabel(t)} 空き {countText(t.remaining)}／枠 {countText(t.capacity)}・予約{" "}
                  {countText(t.booked)}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
