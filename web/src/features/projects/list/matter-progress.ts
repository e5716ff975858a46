import { matterStatusLabels } from "@cfx/domain/enumerations";
import { tokens } from "@fluentui/react-components";

// A project's matters by status as one stacked bar. Each status keeps its colour everywhere (the
// legend over the list uses the same table), and the bar's text says what the colours show.

export interface MatterCount {
  status: number;
  statusLabel: string;
  count: number;
}

/** One colour per matter status (docs/DOMAIN.md Workflows), from Fluent's palette. */
export const MATTER_STATUS_COLORS: Readonly<Record<number, string>> = {
  1: tokens.colorNeutralStroke1Pressed, // 未着手
  2: tokens.colorPaletteBlueBorderActive, // 交渉中
  3: tokens.colorPaletteTealBorderActive, // 合意
  4: tokens.colorPaletteRedBorderActive, // 不成立
  5: tokens.colorPaletteMarigoldBorderActive, // 工事手配中
  6: tokens.colorPaletteLightGreenBorderActive, // 工事完了
  7: tokens.colorPaletteGreenForeground1, // 完了
  9: tokens.colorPalettePurpleBorderActive, // 保留
};

/** The legend: every status in status order, with its colour. */
export const MATTER_STATUS_LEGEND = Object.entries(matterStatusLabels).map(([status, label]) => ({
  status: Number(status),
  label,
  color: MATTER_STATUS_COLORS[Number(status)] ?? tokens.colorNeutralStroke1,
}));

export const matterTotal = (counts: readonly MatterCount[]) =>
  counts.reduce((sum, c) => sum + c.count, 0);

/** 「案件 120件: 未着手 30・交渉中 50・…」 (statuses without matters are left out). */
export function matterCountsText(counts: readonly MatterCount[]): string {
  const total = matterTotal(counts);
  const parts = counts.filter((c) => c.count > 0).map((c) => `${c.statusLabel} ${c.count}`);
  return parts.length > 0 ? `案件 ${total}件: ${parts.join("・")}` : "案件 0件";
}
