import { Text } from "@fluentui/react-components";
import {
  DataVizPalette,
  getColorFromToken,
  VerticalStackedBarChart,
  type VerticalStackedChartProps,
  type VSChartDataPoint,
} from "@fluentui/react-charts";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { AppLink } from "../../shared/record/AppLink";
import { projectBars, statusesOf, type ManagerFigures } from "./chart-data";
import { DashboardCard } from "./DashboardCard";
import { LEGENDS_OVERFLOW_TEXT, useJapaneseChartLabels } from "./chart-labels";
import { useDashboardStyles } from "./dashboard-styles";
import { countText } from "./figure-format";

// The palette's entries are token names ("qualitative.1"); the bars want the colour itself.
const PALETTE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) =>
  getColorFromToken(DataVizPalette[`color${i}` as keyof typeof DataVizPalette]),
);

/** プロジェクト別の案件状態: one stacked bar per open project, a segment per matter status. */
export function ProjectStatusChart({ figures }: { figures: ManagerFigures }) {
  const styles = useDashboardStyles();
  // Fluent's own screen-reader words are English: chart-labels.ts.
  const japaneseLabels = useJapaneseChartLabels();
  const [, navigate] = useLocation();
  const bars = useMemo(() => projectBars(figures), [figures]);
  // A status keeps its colour across the bars (the same legend entry).
  const colorOf = useMemo(() => {
    const statuses = statusesOf(bars);
    return new Map(statuses.map((s, i) => [s.status, PALETTE[i % PALETTE.length]]));
  }, [bars]);
  // The clicked segment is the object given to the chart: its link is looked up by identity.
  const { data, hrefOf } = useMemo(() => {
    const hrefOf = new WeakMap<object, string>();
    const data: VerticalStackedChartProps[] = bars.map((bar) => ({
      xAxisPoint: bar.projectName,
      chartData: bar.segments.map((s) => {
        const point: VSChartDataPoint = {
          legend: s.label,
          data: s.count,
          color: colorOf.get(s.status),
          xAxisCalloutData: bar.projectName,
          yAxisCalloutData: countText(s.count),
        };
        hrefOf.set(point, s.href);
        return point;
      }),
    }));
    return { data, hrefOf };
  }, [bars, colorOf]);

  return (
    <DashboardCard title="プロジェクト別の案件状態">
      {bars.length === 0 ? (
        <Text>進行中のプロジェクトはありません</Text>
      ) : (
        <>
          <div className={styles.chart} ref={japaneseLabels}>
            <VerticalStackedBarChart
              data={data}
              height={300}
              chartTitle="プロジェクト別の案件状態"
              yAxisTitle="案件数"
              // The bars share the whole width (not 16 px bars bunched in the middle-right), and
              // a project's name wraps under its bar, whole (issue #37.19: names were cut).
              barWidth="auto"
              maxBarWidth={56}
              xAxisInnerPadding={0.35}
              xAxisOuterPadding={0.15}
              wrapXAxisLables
              enabledLegendsWrapLines
              legendsOverflowText={LEGENDS_OVERFLOW_TEXT}
              onBarClick={(_, point) => {
                const href = hrefOf.get(point);
                if (href) navigate(href);
              }}
            />
          </div>
          <ul className={styles.items} aria-label="プロジェクト別の案件状態（数値）">
            {bars.map((bar) => (
              <li key={bar.projectId}>
                <Text weight="semibold">
                  {bar.projectName}（{countText(bar.total)}）
                </Text>
                <ul className={styles.inline}>
                  {bar.segments.map((s) => (
                    <li key={s.status}>
                      <AppLink href={s.href}>
                        {s.label} {countText(s.count)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
