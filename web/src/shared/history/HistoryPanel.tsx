import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useId } from "react";
import { getFragmentData, graphql, type FragmentType } from "../../gql";
import type { HistoryPanel_EntryFragment as HistoryEntry } from "../../gql/graphql";
import { formatDateTime } from "../format";

/** One change of the record as the panel shows it; the page's query spreads this fragment. */
export const HistoryPanel_EntryFragment = graphql(`
  fragment HistoryPanel_Entry on HistoryEntry {
    id
    actionLabel
    at
    user {
      id
      name
    }
    changes {
      field
      label
      from
      to
      masked
    }
  }
`);

export type HistoryEntryRef = FragmentType<typeof HistoryPanel_EntryFragment>;

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalL,
  },
  heading: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalM,
    margin: `0 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  quiet: { color: tokens.colorNeutralForeground3 },
  field: { width: "28%" },
});

const NOT_SET = "（未設定）";
const HIDDEN = "（表示権限がありません）";

/**
 * The change history of one record for its edit page: who changed which field from what to
 * what, and when (JST), newest first. Collapsible; takes the entries, never fetches.
 */
export function HistoryPanel({
  entries,
  loading = false,
  error,
  defaultOpen = true,
}: {
  entries: readonly HistoryEntryRef[] | undefined;
  loading?: boolean;
  /** A message when the history could not be read (shown in place of the list). */
  error?: string;
  defaultOpen?: boolean;
}) {
  const styles = useStyles();
  const items = getFragmentData(HistoryPanel_EntryFragment, entries ?? []);
  return (
    <Accordion
      className={styles.root}
      collapsible
      defaultOpenItems={defaultOpen ? ["history"] : []}
    >
      <AccordionItem value="history">
        <AccordionHeader as="h2" size="large">
          変更履歴
        </AccordionHeader>
        <AccordionPanel>
          {error ? (
            <Text role="status">{error}</Text>
          ) : loading && !entries ? (
            <Spinner size="small" label="変更履歴を読み込み中…" />
          ) : items.length === 0 ? (
            <Text role="status" className={styles.quiet}>
              変更履歴はありません
            </Text>
          ) : (
            <ol className={styles.list} aria-label="変更履歴（新しい順）">
              {items.map((entry) => (
                <HistoryItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const styles = useStyles();
  const headingId = useId();
  const who = entry.user?.name ?? "システム";
  return (
    <li>
      <h3 id={headingId} className={styles.heading}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <span>{entry.actionLabel}</span>
        <span>{who}</span>
      </h3>
      {entry.changes.length === 0 ? (
        <Text className={styles.quiet}>変更された項目はありません</Text>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col" className={styles.field}>
                項目
              </TableHeaderCell>
              <TableHeaderCell scope="col">変更前</TableHeaderCell>
              <TableHeaderCell scope="col">変更後</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entry.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell>{change.label}</TableCell>
                <TableCell>{change.masked ? HIDDEN : (change.from ?? NOT_SET)}</TableCell>
                <TableCell>{change.masked ? HIDDEN : (change.to ?? NOT_SET)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </li>
  );
}
