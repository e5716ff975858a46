import {
  Checkbox,
  Field,
  makeStyles,
  mergeClasses,
  Select,
  tokens,
} from "@fluentui/react-components";
import { Link } from "wouter";
import { useCardStyles } from "./card-styles";
import type { Column } from "./columns";
import { toggled, type DataTableProps } from "./DataTable";
import type { SortOrder } from "./list-state";

// A list on a phone (under 600 px): one card per row instead of a table whose columns would be a
// character wide. The list's own column definitions make the card: the primary column is its
// title and link (the whole card is the link's target, a finger's size), the others are its lines
// with their label, except those marked `card: false`. The headers that sorted the table become
// one 並び替え select.

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  titleRow: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, minWidth: 0 },
  title: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: 0,
    overflowWrap: "anywhere",
  },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: "center",
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** A table's props, but the sort is chosen with its order (one select instead of headers). */
export type CardListProps<Row, S extends string> = Omit<DataTableProps<Row, S>, "onSort"> & {
  onSort?: (sort: S, order: SortOrder) => void;
};

const ORDER_LABEL: Record<SortOrder, string> = { ASC: "昇順", DESC: "降順" };

/** The rows of a list as cards, with a select for the server's sort. */
export function CardList<Row, S extends string>(props: CardListProps<Row, S>) {
  const { label, columns, rows, rowKey, rowHref, selection } = props;
  const styles = useStyles();
  const cards = useCardStyles();
  const title = columns.find((c) => c.primary) ?? columns[0];
  const lines = columns.filter((c) => c !== title && c.card !== false);

  const toggle = (key: string) => selection?.onChange(toggled(selection.selected, key));

  return (
    <div className={styles.stack}>
      <SortSelect {...props} />
      {rows.length === 0 ? (
        <p className={styles.empty}>{props.emptyText ?? "条件に一致するデータはありません"}</p>
      ) : (
        <ul className={cards.list} aria-label={label}>
          {rows.map((row) => {
            const key = rowKey(row);
            const titleText = title ? title.value(row) : key;
            const titleBody = title?.cell ? title.cell(row) : titleText;
            const isSelected = selection?.selected.has(key) ?? false;
            return (
              <li
                key={key}
                className={mergeClasses(cards.card, isSelected && styles.selected)}
                aria-label={titleText}
              >
                <div className={styles.titleRow}>
                  {selection ? (
                    <Checkbox
                      className={cards.above}
                      aria-label={`${titleText} を選択`}
                      checked={isSelected}
                      onChange={() => toggle(key)}
                    />
                  ) : null}
                  <span className={styles.title}>
                    {rowHref ? (
                      <Link href={rowHref(row)} className={cards.cardLink}>
                        {titleBody}
                      </Link>
                    ) : (
                      titleBody
                    )}
                  </span>
                </div>
                {lines.length ? (
                  <dl className={cards.fields}>
                    {lines.map((col) => (
                      <Line key={col.id} col={col} row={row} />
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Line<Row, S extends string>({ col, row }: { col: Column<Row, S>; row: Row }) {
  const cards = useCardStyles();
  const text = col.value(row);
  // Nothing to say (no value on this row): no line, rather than a label with nothing beside it.
  if (text === "") return null;
  return (
    <>
      <dt className={cards.label}>{col.label}</dt>
      {/* Links and buttons in a line stay tappable over the card's own link. */}
      <dd className={mergeClasses(cards.value, cards.above)}>{col.cell ? col.cell(row) : text}</dd>
    </>
  );
}

/** The table headers' sorting as one select: each sortable column, ascending or descending. */
function SortSelect<Row, S extends string>(props: CardListProps<Row, S>) {
  const { columns, sort, order, onSort } = props;
  if (!onSort) return null;
  const sortable = columns.filter((c): c is Column<Row, S> & { sort: S } => Boolean(c.sort));
  if (sortable.length === 0) return null;
  const current = sort && order ? `${sort}:${order}` : "";
  const known = sortable.some((c) => c.sort === sort);
  return (
    <Field label="並び替え">
      <Select
        value={current}
        onChange={(_, d) => {
          const [s, o] = d.value.split(":") as [S, SortOrder];
          onSort(s, o);
        }}
      >
        {/* A list's own order that no column shows (e.g. a crew's 今日の工事を先に). */}
        {known ? null : <option value={current}>標準の並び順</option>}
        {sortable.flatMap((c) =>
          (["ASC", "DESC"] as const).map((o) => (
            <option key={`${c.sort}:${o}`} value={`${c.sort}:${o}`}>
              {`${c.label}（${ORDER_LABEL[o]}）`}
            </option>
          )),
        )}
      </Select>
    </Field>
  );
}
