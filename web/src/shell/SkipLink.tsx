import { makeStyles, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  // Out of sight until it has the focus (the first Tab of every page), then over the top bar.
  link: {
    position: "absolute",
    left: tokens.spacingHorizontalS,
    top: "-10rem",
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    ":focus": { top: tokens.spacingVerticalS },
  },
});

/**
 * 「メインコンテンツへスキップ」 (#37.19): first in the tab order, so a keyboard user reaches the
 * page in one Tab and Enter instead of Tabbing through the top bar and the menu on every page.
 * It focuses `targetId` (a `tabIndex={-1}` element) without touching the URL.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const styles = useStyles();
  return (
    <a
      className={styles.link}
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      メインコンテンツへスキップ
    </a>
  );
}
