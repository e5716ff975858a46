import { makeStyles, ProgressBar } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

const SHOW_MS = 450;

const useStyles = makeStyles({
  bar: { position: "fixed", top: 0, left: 0, right: 0, zIndex: 1000001 },
});

/** The thin bar at the very top while the page changes (docs/spec.md §2). */
export function RouteProgress() {
  const styles = useStyles();
  const [location] = useLocation();
  const first = useRef(true);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), SHOW_MS);
    return () => clearTimeout(timer);
  }, [location]);
  if (!visible) return null;
  return (
    <ProgressBar
      className={styles.bar}
      thickness="medium"
      aria-label="ページを読み込み中"
      data-testid="route-progress"
    />
  );
}
