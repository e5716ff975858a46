import { makeStyles, tokens } from "@fluentui/react-components";

/** The sign-in page's layout: a centred column with the brand, the step's card and a footer. */
export const useSignInStyles = makeStyles({
  page: {
    minHeight: "100vh",
    display: "flex",
    flexDirection: "column",
    backgroundColor: tokens.colorNeutralBackground2,
  },
  alert: { flexShrink: 0 },
  center: {
    flexGrow: 1,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  column: {
    width: "100%",
    maxWidth: "420px",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalL,
  },
  brand: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: tokens.spacingVerticalXS,
  },
  brandCode: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: "0.12em",
    color: tokens.colorBrandForeground1,
  },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  card: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxShadow: tokens.shadow8,
  },
  heading: { margin: 0 },
  lead: {
    color: tokens.colorNeutralForeground2,
    display: "block",
    marginTop: tokens.spacingVerticalXS,
  },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  submit: { width: "100%", marginTop: tokens.spacingVerticalS },
  links: {
    display: "flex",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalM,
  },
  backLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXXS },
  footer: { textAlign: "center", color: tokens.colorNeutralForeground3 },
});
