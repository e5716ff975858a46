import { makeStyles } from "@fluentui/react-components";

// Text for screen readers only (e.g. the words that make a bare "3件" link say what it counts):
// out of sight, still in the accessibility tree. The usual clip pattern.
export const useVisuallyHiddenStyles = makeStyles({
  hidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: 0,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
  },
});
