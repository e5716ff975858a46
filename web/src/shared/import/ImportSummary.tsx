import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from "@fluentui/react-components";
import { Link } from "wouter";

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

export type ImportSummaryLink = { href: string; label: string };

/** What a real import did: the title (counts), links to the first rows, the list of them. */
export function ImportSummary({
  title,
  first,
  firstLabel,
  list,
}: {
  title: string;
  first: readonly ImportSummaryLink[];
  /** The accessible name of the list of first rows, e.g. 「登録した対象物件（先頭）」. */
  firstLabel: string;
  list: ImportSummaryLink;
}) {
  const styles = useStyles();
  return (
    <MessageBar intent="success" layout="multiline" data-testid="import-summary">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        <ul className={styles.list} aria-label={firstLabel}>
          {first.map((link) => (
            <li key={link.href}>
              <Link href={link.href} asChild>
                <FluentLink>{link.label}</FluentLink>
              </Link>
            </li>
          ))}
        </ul>
        <Link href={list.href} asChild>
          <FluentLink>{list.label}</FluentLink>
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
