// The dashboard's three charts as a screen reader meets them: every aria-label Japanese, the
// library's English ("Vertical bar chart with …", "Total: 14", "Legends", "bar 1 of 2.") rewritten
// on the first render and again when the chart renders anew.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { japaneseChartLabel } from "./chart-labels";
import { ProjectStatusChart } from "./ProjectStatusChart";
import { TeamCapacityChart } from "./TeamCapacityChart";
import { WeekOutcomeChart } from "./WeekOutcomeChart";
import { sampleDashboard } from "./test/sample-dashboard";

afterEach(() => cleanup());

beforeAll(() => {
  // jsdom lays nothing out: the charts measure their text (SVG, canvas) and watch their size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.assign(SVGElement.prototype, {
    getComputedTextLength: () => 40,
    getBBox: () => ({ x: 0, y: 0, width: 40, height: 12 }),
  });
  HTMLCanvasElement.prototype.getContext = (() => ({
    measureText: (text: string) => ({ width: text.length * 8 }),
    font: "",
  })) as unknown as HTMLCanvasElement["getContext"];
});

const figures = sampleDashboard.manager!;

function ui(chart: ReactElement) {
  return (
    <FluentProvider theme={webLightTheme}>
      <Router hook={memoryLocation({ path: "/" }).hook}>{chart}</Router>
    </FluentProvider>
  );
}

function labelsOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label")!);
}

// A word of English (three letters or more): the sample's names and labels are all Japanese.
const ENGLISH = /[A-Za-z]{3,}/;

describe("the charts' screen-reader labels", () => {
  it.each([
    ["ProjectStatusChart", <ProjectStatusChart figures={figures} />],
    ["WeekOutcomeChart", <WeekOutcomeChart figures={figures} />],
    ["TeamCapacityChart", <TeamCapacityChart figures={figures} today="2026-11-26" />],
  ])("%s: every aria-label is Japanese", async (_name, chart) => {
    const { container } = render(ui(chart));
    await waitFor(() => {
      const labels = labelsOf(container);
      expect(labels.length).toBeGreaterThan(3);
      expect(labels.filter((l) => ENGLISH.test(l))).toEqual([]);
    });
  });

  it("the stacked chart's description, totals and legends read in Japanese", async () => {
    const { container } = render(ui(<ProjectStatusChart figures={figures} />));
    await waitFor(() => {
      const labels = labelsOf(container);
      expect(labels).toContain(
        "プロジェクト別の案件状態。積み上げ縦棒グラフ（棒2本）。横軸: 項目。縦軸: 案件数。",
      );
      expect(labels).toContain("合計 14");
      expect(labels).toContain("凡例");
    });
  });

  it("stays Japanese when the chart renders again with other figures", async () => {
    const { container, rerender } = render(ui(<ProjectStatusChart figures={figures} />));
    const fewer = { ...figures, mattersByProject: figures.mattersByProject.slice(0, 1) };
    rerender(ui(<ProjectStatusChart figures={fewer} />));
    await waitFor(() => {
      const labels = labelsOf(container);
      expect(labels.some((l) => l.includes("積み上げ縦棒グラフ（棒1本）"))).toBe(true);
      expect(labels.filter((l) => ENGLISH.test(l))).toEqual([]);
    });
  });
});

describe("japaneseChartLabel", () => {
  it.each([
    [
      "週別の交渉結果. Vertical bar chart with 2 grouped bar series. The X axis displays categories. The Y axis displays 交渉数. ",
      "週別の交渉結果。グループ縦棒グラフ（2系列）。横軸: 項目。縦軸: 交渉数。",
    ],
    [
      "Chart. The X axis displays time. The Y axis displays values. ",
      "グラフ。横軸: 日時。縦軸: 数値。",
    ],
    ["Total: 14", "合計 14"],
    ["11/16〜11/22, category 1 of 2, with 2 bars", "11/16〜11/22（2件中1件目、棒2本）"],
    ["bar 1 of 2.", "2本中1本目"],
    ["Legends", "凡例"],
    ["Graph has no data to display", "表示するデータがありません"],
    // The data's own labels are left as they are.
    ["大森光化. 未着手, 10件.", "大森光化. 未着手, 10件."],
  ])("%s", (english, japanese) => {
    expect(japaneseChartLabel(english)).toBe(japanese);
  });
});
