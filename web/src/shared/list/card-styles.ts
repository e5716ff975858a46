import { makeStyles, tokens } from "@fluentui/react-components";

// Cards on a phone: a list's rows (CardList) and the crew's jobs (CrewJobCard) alike. A card is a
// box whose title link answers a tap anywhere on it (`cardLink`); what else it holds that can be
// tapped (a checkbox, a map link) sits above that link (`above`). Its facts are a grid of labels 6
// characters wide and values that take the rest — never a column a character wide.

export const useCardStyles = makeStyles({
  /** A plain vertical list of cards (ul/ol). */
  list: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  card: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  cardLink: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "44px",
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "none",
    overflowWrap: "anywhere",
    "::after": { content: '""', position: "absolute", inset: 0, borderRadius: "inherit" },
    ":focus-visible": { outlineStyle: "none" },
    ":focus-visible::after": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  above: { position: "relative", zIndex: 1 },
  fields: {
    display: "grid",
    gridTemplateColumns: "6.5em minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, minWidth: 0, overflowWrap: "anywhere" },
});
