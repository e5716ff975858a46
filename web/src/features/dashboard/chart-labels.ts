// Fluent UI's charts (@fluentui/react-charts 9.3) write their screen-reader labels in English with
// no prop to replace most of them: "Vertical bar chart with 2 stacked bars. The X axis displays
// categories. …", "Total: 14", "category 1 of 2, with 2 bars", "bar 1 of 2.", "Legends". The
// dashboard's charts pass Japanese titles and data; this rewrites the library's own words, in the
// DOM it rendered, as soon as it renders them (a MutationObserver: the chart re-renders on hover,
// resize and legend clicks and writes its English again).
import { useCallback, useRef } from "react";

type Rewrite = [pattern: RegExp, japanese: (...groups: string[]) => string];

const rewrites: Rewrite[] = [
  // The <svg>'s description: the title we pass, then the kind of chart and the axes.
  [
    /^(?:(.*?)\. )?Vertical bar chart with (\d+) stacked bars(?: and (\d+) lines)?\. ([\s\S]*)$/,
    (title, bars, _lines, axes) =>
      `${title ? `${title}。` : ""}積み上げ縦棒グラフ（棒${bars}本）。${axesOf(axes ?? "")}`,
  ],
  [
    /^(?:(.*?)\. )?Vertical bar chart with (\d+) grouped bar series(?: and (\d+) line series)?\. ([\s\S]*)$/,
    (title, series, _lines, axes) =>
      `${title ? `${title}。` : ""}グループ縦棒グラフ（${series}系列）。${axesOf(axes ?? "")}`,
  ],
  [/^Chart\. ([\s\S]*)$/, (axes) => `グラフ。${axesOf(axes ?? "")}`],
  [/^Total: (.*)$/, (total) => `合計 ${total}`],
  [
    /^(.*), category (\d+) of (\d+), with (\d+) bars?$/,
    (name, index, count, bars) => `${name}（${count}件中${index}件目、棒${bars}本）`,
  ],
  [/^bar (\d+) of (\d+)\.$/, (index, count) => `${count}本中${index}本目`],
  [/^Legends$/, () => "凡例"],
  [/^Graph has no data to display$/, () => "表示するデータがありません"],
];

const AXIS_KIND: Record<string, string> = { categories: "項目", values: "数値", time: "日時" };

/** "The X axis displays categories. The Y axis displays 案件数. " → 横軸: 項目。縦軸: 案件数。 */
function axesOf(text: string): string {
  let out = "";
  for (const [, axis, what] of text.matchAll(/The (X|Y|secondary Y) axis displays (.*?)\. /g)) {
    const name = axis === "X" ? "横軸" : axis === "Y" ? "縦軸" : "第2縦軸";
    out += `${name}: ${AXIS_KIND[what!] ?? what}。`;
  }
  return out;
}

/** The Japanese for one of the library's English labels, or the label unchanged. */
export function japaneseChartLabel(label: string): string {
  for (const [pattern, japanese] of rewrites) {
    const match = pattern.exec(label);
    if (match) return japanese(...match.slice(1).map((g) => g ?? ""));
  }
  return label;
}

const ATTRIBUTES = ["aria-label"];

function rewriteLabels(root: Element): void {
  const elements = [root, ...root.querySelectorAll("[aria-label]")];
  for (const element of elements) {
    for (const attribute of ATTRIBUTES) {
      const label = element.getAttribute(attribute);
      if (!label) continue;
      const japanese = japaneseChartLabel(label);
      // Only when it changes: setting the same value would wake the observer again.
      if (japanese !== label) element.setAttribute(attribute, japanese);
    }
  }
}

/**
 * A ref for the element around a chart: its labels are Japanese from the first render on, and
 * stay so whenever the chart writes them again.
 */
export function useJapaneseChartLabels(): (element: HTMLElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    rewriteLabels(element);
    observer.current = new MutationObserver(() => rewriteLabels(element));
    observer.current.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ATTRIBUTES,
    });
  }, []);
}

/** The legends' "N more" button (a prop the charts do take). */
export const LEGENDS_OVERFLOW_TEXT = "その他";
