import { Button, makeStyles, Select, Text, tokens } from "@fluentui/react-components";
import {
  ChevronDoubleLeft20Regular,
  ChevronDoubleRight20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
} from "@fluentui/react-icons";
import { useId } from "react";
import { pageRange, rangeLabel } from "./paging";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    flexWrap: "wrap",
    paddingTop: tokens.spacingVerticalS,
  },
  group: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    flexWrap: "wrap",
  },
  count: { color: tokens.colorNeutralForeground2, fontVariantNumeric: "tabular-nums" },
});

export interface PaginationProps {
  page: number;
  pageSize: number;
  totalCount: number;
  /** `totalCount` is the database's estimate: written 約…, and so is the number of pages. */
  totalCountIsEstimate?: boolean;
  onPageChange: (page: number) => void;
  /** Sizes to choose from; with `onPageSizeChange`, a 表示件数 select. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * 「1〜20 件 / 全 123 件」, first/previous/next/last page and, if declared, the page size. With an
 * estimated total the last page is the estimate's: near the end a page may be short or empty.
 */
export function Pagination(props: PaginationProps) {
  const { pageSize, totalCount, totalCountIsEstimate, onPageChange, pageSizes, onPageSizeChange } =
    props;
  const styles = useStyles();
  const sizeId = useId();
  const range = pageRange(props.page, pageSize, totalCount, totalCountIsEstimate);
  const { page, pages } = range;
  const jump = (label: string, to: number, icon: React.ReactElement, disabled: boolean) => (
    <Button
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onPageChange(to)}
    />
  );
  return (
    <nav className={styles.bar} aria-label="ページ送り">
      <Text className={styles.count} role="status">
        {rangeLabel(range, totalCount, totalCountIsEstimate)}
      </Text>
      <div className={styles.group}>
        {pageSizes && onPageSizeChange ? (
          <>
            <label htmlFor={sizeId}>表示件数</label>
            <Select
              id={sizeId}
              value={String(pageSize)}
              onChange={(_, d) => onPageSizeChange(Number(d.value))}
            >
              {pageSizes.map((s) => (
                <option key={s} value={String(s)}>
                  {s} 件
                </option>
              ))}
            </Select>
          </>
        ) : null}
        {jump("最初のページ", 1, <ChevronDoubleLeft20Regular />, page <= 1)}
        {jump("前のページ", page - 1, <ChevronLeft20Regular />, page <= 1)}
        <Text className={styles.count}>
          {page} / {totalCountIsEstimate ? `約${pages}` : pages} ページ
        </Text>
        {jump("次のページ", page + 1, <ChevronRight20Regular />, page >= pages)}
        {jump("最後のページ", pages, <ChevronDoubleRight20Regular />, page >= pages)}
      </div>
    </nav>
  );
}
