import {
  Badge,
  Button,
  Input,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Delete20Regular } from "@fluentui/react-icons";
import type { RefObject } from "react";
import { listLabel } from "@cfx/domain/fields/define";
import { measurementFields as m } from "@cfx/domain/fields/constructions";
import { formatDateTime } from "@/shared/format";
import { ENTER_STOP, useEnterNavigation } from "@/shared/form/useEnterNavigation";
import { STACK_BELOW, useStackedTableStyles } from "@/shared/list/stacked-table";
import { formatDbm } from "./dbm";
import { rowState, rowText, type ReadingRow } from "./reading-rows";

const useStyles = makeStyles({
  wrap: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    [STACK_BELOW]: { backgroundColor: "transparent", boxShadow: "none" },
  },
  th: {
    textAlign: "start",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: "nowrap",
  },
  td: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: "middle",
  },
  point: { fontWeight: tokens.fontWeightSemibold },
  value: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  input: { width: "9em", [STACK_BELOW]: { width: "100%", minWidth: 0 } },
  error: { color: tokens.colorPaletteRedForeground1 },
  judgement: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: {
    width: "48px",
    [STACK_BELOW]: { width: "auto", justifyContent: "flex-end", "& > *": { flex: "0 0 auto" } },
  },
});

export interface ReadingTableProps {
  rows: readonly ReadingRow[];
  edits: Readonly<Record<string, string>>;
  /** Row key → why 保存 refused it (client check or the API's word). */
  errors: Readonly<Record<string, string>>;
  /** Inputs and remove buttons; without it the saved values as text. */
  editable: boolean;
  onEdit?: (key: string, text: string) => void;
  /** The input was left: show the value as it will be saved (`ー12.5` → `-12.50`). */
  onLeave?: (key: string) => void;
  onRemove?: (row: ReadingRow) => void;
  /** Where the last Enter goes (保存). */
  after?: RefObject<HTMLElement | null>;
}

export const readingName = (r: { point: string; wavelengthNm: number }) =>
  `${r.point} ${r.wavelengthNm}nm`;

/**
 * The readings of a construction: point, wavelength, the value (typed with a phone's decimal
 * keyboard), the judgement with its range (live while typing, the API's once saved), who measured
 * and when. One card per reading on a phone.
 */
export function ReadingTable({
  rows,
  edits,
  errors,
  editable,
  onEdit,
  onLeave,
  onRemove,
  after,
}: ReadingTableProps) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const { groupRef, onKeyDown } = useEnterNavigation<HTMLTableSectionElement>(after);
  const td = mergeClasses(styles.td, stacked.cell);
  return (
    <div className={styles.wrap}>
      <table className={stacked.table} aria-label="測定値一覧">
        <thead className={stacked.head}>
          <tr>
            <th className={styles.th} scope="col">
              {m.point.label}
            </th>
            <th className={styles.th} scope="col">
              {listLabel(m.wavelengthNm)}
            </th>
            <th className={styles.th} scope="col">
              {m.powerDbm.label}
            </th>
            <th className={styles.th} scope="col">
              {m.judgement.label}
            </th>
            <th className={styles.th} scope="col">
              {m.measuredBy.label}
            </th>
            <th className={styles.th} scope="col">
              {m.measuredAt.label}
            </th>
            {editable ? (
              <th className={styles.th} scope="col">
                操作
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={groupRef} className={stacked.body}>
          {rows.map((row) => {
            const state = rowState(row, edits);
            const error = errors[row.key];
            const errorId = `reading-error-${row.key}`;
            const name = readingName(row);
            const removable = editable && onRemove && (row.saved || !row.expected);
            return (
              <tr key={row.key} className={stacked.row} data-reading={name}>
                <td className={mergeClasses(td, styles.point)} data-label={m.point.label}>
                  <span>
                    {row.point}
                    {/* The card has no 波長 line: the wavelength follows the point. */}
                    <span className={stacked.cardOnly}> {row.wavelengthNm}nm</span>
                  </span>
                </td>
                <td
                  className={mergeClasses(td, stacked.secondary)}
                  data-label={listLabel(m.wavelengthNm)}
                >
                  {row.wavelengthNm}nm
                </td>
                <td className={td} data-label={listLabel(m.powerDbm)}>
                  {editable ? (
                    <span className={styles.value}>
                      <Input
                        className={styles.input}
                        value={rowText(row, edits)}
                        inputMode="decimal"
                        autoComplete="off"
                        enterKeyHint="next"
                        aria-label={`${name}の測定値（dBm）`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(_, data) => onEdit?.(row.key, data.value)}
                        onBlur={() => onLeave?.(row.key)}
                        onKeyDown={onKeyDown}
                        {...{ [ENTER_STOP]: "" }}
                      />
                      {error ? (
                        <Text id={errorId} size={200} className={styles.error} role="alert">
                          {error}
                        </Text>
                      ) : null}
                    </span>
                  ) : row.saved ? (
                    formatDbm(row.saved.powerDbm)
                  ) : (
                    "—"
                  )}
                </td>
                <td className={td} data-label={m.judgement.label}>
                  <span className={styles.judgement}>
                    {state.judgement ? (
                      <Badge
                        appearance="filled"
                        color={state.judgement === "合格" ? "success" : "danger"}
                      >
                        {state.judgement}
                      </Badge>
                    ) : (
                      <Text className={styles.muted}>未測定</Text>
                    )}
                    <Text className={styles.muted}>{state.range}</Text>
                    {state.live && state.judgement ? (
                      <Text className={styles.muted}>（未保存）</Text>
                    ) : null}
                  </span>
                </td>
                <td
                  className={mergeClasses(td, !row.saved && stacked.secondary)}
                  data-label={m.measuredBy.label}
                >
                  {row.saved?.measuredByUser?.name ?? "—"}
                </td>
                <td
                  className={mergeClasses(td, !row.saved && stacked.secondary)}
                  data-label={m.measuredAt.label}
                >
                  {row.saved ? formatDateTime(row.saved.measuredAt) : "—"}
                </td>
                {editable ? (
                  <td className={mergeClasses(td, styles.actions, !removable && stacked.secondary)}>
                    {removable ? (
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        aria-label={`${name}の行を削除`}
                        title="行を削除"
                        onClick={() => onRemove(row)}
                      />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
