import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { ChevronLeft20Regular, ChevronRight20Regular } from "@fluentui/react-icons";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    flexWrap: "wrap",
    paddingTop: tokens.spacingVerticalS,
  },
  pages: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground2, fontVariantNumeric: "tabular-nums" },
});

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
}

/** `全 123 件中 21〜40 件を表示` and previous/next page buttons. */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
}) {
  const styles = useStyles();
  const pages = pageCount(totalCount, pageSize);
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  return (
    <nav className={styles.bar} aria-label="ページ送り">
      <Text className={styles.count} role="status">
        全 {totalCount.toLocaleString("ja-JP")} 件中 {from.toLocaleString("ja-JP")}〜
        {to.toLocaleString("ja-JP")} 件を表示
      </Text>
      <div className={styles.pages}>
        <Button
          appearance="subtle"
          icon={<ChevronLeft20Regular />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          前へ
        </Button>
        <Text className={styles.count}>
          {page} / {pages} ページ
        </Text>
        <Button
          appearance="subtle"
          icon={<ChevronRight20Regular />}
          iconPosition="after"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          次へ
        </Button>
      </div>
    </nav>
  );
}
