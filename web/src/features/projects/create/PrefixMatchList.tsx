import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from "@fluentui/react-components";
import { projectDetailPath } from "../paths";
import { prefixTitle } from "./prefix-match";
import type { PrefixMatches } from "./usePrefixMatches";

const useStyles = makeStyles({
  bar: { gridColumn: "1 / -1" },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * A warning, not a block: projects whose name starts the same (of the chosen client) exist already.
 * Each links to its page in a new tab, so nothing typed here is lost.
 */
export function PrefixMatchList({ matches }: { matches: PrefixMatches | null }) {
  const styles = useStyles();
  if (!matches || matches.projects.length === 0) return null;
  const rest = matches.total - matches.projects.length;
  return (
    <MessageBar intent="warning" className={styles.bar} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{prefixTitle(matches.query)}</MessageBarTitle>
        登録はできますが、重複していないか確認してください。
        <ul className={styles.list} aria-label="同じ名前で始まるプロジェクト">
          {matches.projects.map((p) => (
            <li key={p.id}>
              <FluentLink href={projectDetailPath(p.id)} target="_blank" rel="noopener">
                {p.code} {p.name}（新しいタブで開く）
              </FluentLink>
              {`（${[p.client?.name, p.statusLabel].filter(Boolean).join("・")}）`}
            </li>
          ))}
        </ul>
        {rest > 0 ? <div>{`ほか${rest}件`}</div> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
