import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from "@fluentui/react-components";

const useStyles = makeStyles({
  bar: { gridColumn: "1 / -1" },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

export interface PossibleDuplicate {
  id: string;
  href: string;
  /** Code and name: the link's text. */
  label: string;
  /** What follows the link: 「（…）」, or "". */
  detail: string;
}

/**
 * A warning, not a block, on a create form: records that may be the one being typed exist
 * already. Each links to its page in a new tab, so nothing typed here is lost; `rest` counts the
 * ones not listed.
 */
export function DuplicateNotice({
  title,
  listLabel,
  items,
  rest = 0,
}: {
  title: string;
  /** What the list is, for a screen reader. */
  listLabel?: string;
  items: readonly PossibleDuplicate[];
  rest?: number;
}) {
  const styles = useStyles();
  if (items.length === 0) return null;
  return (
    <MessageBar intent="warning" className={styles.bar} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        登録はできますが、重複していないか確認してください。
        <ul className={styles.list} aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id}>
              <FluentLink href={item.href} target="_blank" rel="noopener">
                {item.label}（新しいタブで開く）
              </FluentLink>
              {item.detail}
            </li>
          ))}
        </ul>
        {rest > 0 ? <div>{`ほか${rest}件`}</div> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
