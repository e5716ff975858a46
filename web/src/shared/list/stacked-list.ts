import { tokens } from "@fluentui/react-components";

/**
 * The style of a list (ul/ol) of boxes one under the other, without bullets or indent: spread
 * into a makeStyles rule (`list: stackedList`), as the work items, the contact timeline and the
 * bulk run's sources do.
 */
export const stackedList = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: tokens.spacingVerticalM,
} as const;
