import { Badge, type BadgeProps } from "@fluentui/react-components";

// A run's result as the API words it: 実行中, 成功, 失敗 (一部失敗 from older runs).
const COLORS: Readonly<Record<string, BadgeProps["color"]>> = {
  成功: "success",
  失敗: "danger",
  一部失敗: "warning",
  実行中: "informative",
};

/** The result of one run (or the last run of a source); nothing when it never ran. */
export function RunStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Badge appearance="tint" color={COLORS[status] ?? "subtle"} data-testid="run-status">
      {status}
    </Badge>
  );
}
