import { makeStyles, Spinner, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  box: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: tokens.spacingVerticalXXXL,
  },
});

/** Shown while the code of a page (or of the whole signed-in app) is fetched on first visit. */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.box} data-testid="page-loading">
      <Spinner size="large" label="読み込み中です…" labelPosition="below" />
    </div>
  );
}
