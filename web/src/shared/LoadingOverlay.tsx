import { makeStyles, Spinner, tokens } from "@fluentui/react-components";
import { useInformation } from "./information";

const useStyles = makeStyles({
  overlay: {
    position: "fixed",
    inset: 0,
    zIndex: 1000000,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: "rgba(255, 255, 255, 0.6)",
    cursor: "progress",
  },
  box: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
  },
});

/** Full-screen spinner while a load is in progress (docs/spec.md §2); it also blocks double submits. */
export function LoadingOverlay() {
  const styles = useStyles();
  const { isLoading } = useInformation();
  if (!isLoading) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay" aria-busy="true">
      <div className={styles.box}>
        <Spinner size="large" label="処理中です…" labelPosition="below" />
      </div>
    </div>
  );
}
