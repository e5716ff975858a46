import {
  DataVizPalette,
  getColorFromToken,
  GroupedVerticalBarChart,
  type GroupedVerticalBarChartData,
} from "@fluentui/react-charts";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { AppLink } from "../../shared/record/AppLink";
import { useVisuallyHiddenStyles } from "../../shared/visually-hidden";
import { AGREED_LABEL, FAILED_LABEL, weekPoints, type ManagerFigures } from "./chart-data";
import { DashboardCard } from "./DashboardCard";
import { LEGENDS_OVERFLOW_TEXT, useJapaneseChartLabels } from "./chart-labels";
import { useDashboardStyles } from "./dashboard-styles";
import { countText } from "./figure-format";

/** 週別の交渉結果: 合意 and 不成立 side by side per week, the last 8 weeks. */
export function WeekOutcomeChart({ figures }: { figures: ManagerFigures }) {
  const styles = useDashboardStyles();
  // Fluent's own screen-reader words are English: chart-labels.ts.
  const japaneseLabels = useJapaneseChartLabels();
  const hidden = useVisuallyHiddenStyles().hidden;
  const [, navigate] = useLocation();
  const weeks = useMemo(() => weekPoints(figures), [figures]);
  const data = useMemo<GroupedVerticalBarChartData[]>(
    () =>
      weeks.map((w) => ({
        name: w.label,
        series: [
          {
            key: "agreed",
            legend: AGREED_LABEL,
            data: w.agreed.count,
            color: getColorFromToken(DataVizPalette.success),
            yAxisCalloutData: countText(w.agreed.count),
            onClick: () => navigate(w.agreed.href),
          },
          {
            key: "failed",
            legend: FAILED_LABEL,
            data: w.failed.count,
            color: getColorFromToken(DataVizPalette.error),
            yAxisCalloutData: countText(w.failed.count),
            onClick: () => navigate(w.failed.href),
          },
        ],
      })),
    [weeks, navigate],
  );

  return (
    <DashboardCard
      title={
        <>
          週別の交渉結果（{AGREED_LABEL}・{FAILED_LABEL}）
        </>
      }
    >
      <div className={styles.chart} ref={japaneseLabels}>
        <GroupedVerticalBarChart
          data={data}
          height={300}
          chartTitle="週別の交渉結果"
          yAxisTitle="交渉数"
          wrapXAxisLables
          enabledLegendsWrapLines
          legendsOverflowText={LEGENDS_OVERFLOW_TEXT}
        />
      </div>
      <table className={styles.table} aria-label="週別の交渉結果（数値）">
        <thead>
          <tr>
            <th scope="col">週</th>
            <th scope="col">{AGREED_LABEL}</th>
            <th scope="col">{FAILED_LABEL}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{w.label}</th>
              {[w.agreed, w.failed].map((cell) => (
                <td key={cell.label}>
                  <AppLink href={cell.href}>
                    <span className={hidden}>
                      {w.label} {cell.label}{" "}
                    </span>
                    {countText(cell.count)}
                  </AppLink>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}
