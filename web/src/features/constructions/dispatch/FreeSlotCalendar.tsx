import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  tokens,
} from "@fluentui/react-components";
import { cellLabel, cellState, fillText, type FreeSlot, type SlotRow } from "./slot-grid";
import { dayLabel, weekdayOf } from "./week";

const useStyles = makeStyles({
  wrap: { overflowX: "auto", minWidth: 0 },
  caption: {
    textAlign: "left",
    fontWeight: tokens.fontWeightSemibold,
    paddingBottom: tokens.spacingVerticalS,
  },
  // Read by a screen reader, not shown (an empty cell says 枠なし).
  hidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    tableLayout: "fixed",
    fontSize: tokens.fontSizeBase200,
  },
  head: {
    padding: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: "center",
    verticalAlign: "bottom",
  },
  teamHead: { width: "7rem", textAlign: "left" },
  slotHead: { width: "3.5rem", textAlign: "left" },
  rowHead: {
    padding: tokens.spacingHorizontalXS,
    textAlign: "left",
    fontWeight: tokens.fontWeightRegular,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  teamName: { fontWeight: tokens.fontWeightSemibold, verticalAlign: "top" },
  cell: {
    padding: "2px",
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: "center",
    verticalAlign: "middle",
  },
  holiday: { backgroundColor: tokens.colorPaletteRedBackground1 },
  sunday: { color: tokens.colorPaletteRedForeground1 },
  saturday: { color: tokens.colorPaletteBlueForeground2 },
  holidayName: { display: "block", color: tokens.colorPaletteRedForeground1 },
  button: {
    width: "100%",
    minWidth: 0,
    flexDirection: "column",
    gap: "2px",
    padding: `${tokens.spacingVerticalXS} 2px`,
    fontWeight: tokens.fontWeightRegular,
  },
  free: { border: `1px solid ${tokens.colorPaletteGreenBorder2}` },
  still: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "2px",
    padding: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The week of a company's teams: days as columns (Monday to Sunday, holidays named), a row per
 * team and slot, each cell 予約/定員 with the places left. A free cell of today or later is a
 * button when `canBook` (Enter or a click picks it); a full one is disabled (満員); past days and
 * days without a slot are plain text.
 */
export function FreeSlotCalendar({
  caption,
  days,
  today,
  holidays,
  rows,
  canBook,
  busy,
  onPick,
}: {
  caption: string;
  days: readonly string[];
  today: string;
  holidays: ReadonlyMap<string, string>;
  rows: readonly SlotRow[];
  canBook: boolean;
  busy: boolean;
  onPick: (cell: FreeSlot, team: { id: number; name: string }) => void;
}) {
  const styles = useStyles();
  const dayClass = (day: string) => {
    const wd = weekdayOf(day);
    return mergeClasses(
      holidays.has(day) && styles.holiday,
      (wd === 0 || holidays.has(day)) && styles.sunday,
      wd === 6 && !holidays.has(day) && styles.saturday,
    );
  };

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(styles.head, styles.teamHead)}>
              班
            </th>
            <th scope="col" className={mergeClasses(styles.head, styles.slotHead)}>
              時間帯
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={mergeClasses(styles.head, dayClass(day))}
                data-day={day}
              >
                {dayLabel(day)}
                {holidays.has(day) ? (
                  <Caption1 className={styles.holidayName}>祝日 {holidays.get(day)}</Caption1>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.team.id}|${row.slot}`}>
              {index === 0 || rows[index - 1]!.team.id !== row.team.id ? (
                <th
                  scope="rowgroup"
                  rowSpan={rows.filter((r) => r.team.id === row.team.id).length}
                  className={mergeClasses(styles.rowHead, styles.teamName)}
                >
                  {row.team.name}
                </th>
              ) : null}
              <th scope="row" className={styles.rowHead}>
                {row.slot}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={days[i]}
                  className={mergeClasses(styles.cell, holidays.has(days[i]!) && styles.holiday)}
                  data-cell={`${days[i]}|${row.slot}|${row.team.id}`}
                >
                  <SlotCell
                    cell={cell}
                    team={row.team}
                    today={today}
                    canBook={canBook}
                    busy={busy}
                    onPick={onPick}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SlotCell({
  cell,
  team,
  today,
  canBook,
  busy,
  onPick,
}: {
  cell: FreeSlot | undefined;
  team: { id: number; name: string };
  today: string;
  canBook: boolean;
  busy: boolean;
  onPick: (cell: FreeSlot, team: { id: number; name: string }) => void;
}) {
  const styles = useStyles();
  const state = cellState(cell, today);
  if (!cell || state === "none")
    return (
      <span className={styles.still}>
        <span aria-hidden="true">—</span>
        <span className={styles.hidden}>枠なし</span>
      </span>
    );
  const remaining =
    state === "full" ? (
      <Badge appearance="outline" color="danger">
        満員
      </Badge>
    ) : state === "past" ? (
      <Caption1>受付終了</Caption1>
    ) : (
      <Badge appearance="filled" color="success">
        残り{cell.remaining}
      </Badge>
    );
  if (!canBook || state === "past")
    return (
      <span className={styles.still}>
        {remaining} <span>{fillText(cell)}</span>
      </span>
    );
  return (
    <Button
      className={mergeClasses(styles.button, state === "free" && styles.free)}
      aria-label={cellLabel(cell, team.name)}
      disabled={state === "full" || busy}
      onClick={() => onPick(cell, team)}
    >
      {remaining} <span>{fillText(cell)}</span>
    </Button>
  );
}
