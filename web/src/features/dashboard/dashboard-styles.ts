import { makeStyles, tokens } from "@fluentui/react-components";

// The dashboard's layout: cards in a grid that wraps (one column on a phone, never sideways), each
// card a bordered panel.

export const useDashboardStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  cards: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 190px), 1fr))",
    gap: tokens.spacingHorizontalL,
    // A card as tall as what it says: one long card (班別の空き枠) leaves its row's others short.
    alignItems: "start",
  },
  charts: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 520px), 1fr))",
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflowWrap: "anywhere",
  },
  // The grid's and the card's gaps space the headings; the browser's margins would double them.
  heading: { margin: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  items: {
    margin: 0,
    paddingLeft: 0,
    listStyleType: "none",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
  },
  inline: {
    margin: 0,
    paddingLeft: 0,
    listStyleType: "none",
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  chart: { width: "100%", minWidth: 0, overflow: "hidden" },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    "& th, & td": {
      textAlign: "left",
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
    // Counts line up on the right, under their headers.
    "& td, & thead th:not(:first-child)": { textAlign: "right" },
  },
});
