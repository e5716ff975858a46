import { makeStyles, tokens } from "@fluentui/react-components";

// A table that cannot fit a phone (390 px) becomes one card per row below 800 px: each cell on a
// line of its own, its column's name before it (from the cell's `data-label`), the header row
// kept for screen readers but out of sight. The table stays a table in the DOM, so the desktop
// layout, the accessible names and the tests are the same at every width.
// Use: <table className={s.table}> <thead className={s.head}> <tr className={s.row}>
// <td className={s.cell} data-label="測定点"> (a cell without data-label shows no caption, e.g.
// the row's buttons). Wrap a cell's content in one element when it is more than plain text.

export const STACK_BELOW = "@media (max-width: 800px)";

export const useStackedTableStyles = makeStyles({
  table: {
    width: "100%",
    borderCollapse: "collapse",
    [STACK_BELOW]: { display: "block" },
  },
  head: {
    [STACK_BELOW]: {
      // Visually hidden, still read: the cells keep their column headers.
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
  body: {
    [STACK_BELOW]: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  },
  row: {
    [STACK_BELOW]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr)",
      rowGap: tokens.spacingVerticalXS,
      padding: tokens.spacingHorizontalM,
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusLarge,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  cell: {
    [STACK_BELOW]: {
      display: "flex",
      alignItems: "center",
      flexWrap: "wrap",
      gap: tokens.spacingHorizontalS,
      padding: 0,
      border: "none",
      minWidth: 0,
      overflowWrap: "anywhere",
      "::before": {
        content: "attr(data-label)",
        flex: "0 0 6em",
        color: tokens.colorNeutralForeground3,
        fontSize: tokens.fontSizeBase200,
      },
      "&:not([data-label])::before": { display: "none" },
      // The content takes the rest of the line beside its caption and may shrink (an input too).
      "& > *": { flex: "1 1 0", minWidth: 0 },
    },
  },
  /** A cell the card leaves out (its content repeated in another cell, or empty on this row). */
  secondary: { [STACK_BELOW]: { display: "none" } },
  /** Content only the card shows (e.g. a second column's value joined to the first cell). */
  cardOnly: { display: "none", [STACK_BELOW]: { display: "inline" } },
});
