import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from "@fluentui/react-components";
import { targetEditPath } from "../paths";
import type { DuplicateTarget } from "./useDuplicateCheck";

const useStyles = makeStyles({
  bar: { gridColumn: "1 / -1" },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/**
 * A warning, not a block: other targets already stand at this address or carry this pole number.
 * Each links to its page in a new tab, so nothing typed here is lost.
 */
export function DuplicateWarning({ targets }: { targets: readonly DuplicateTarget[] }) {
  const styles = useStyles();
  if (targets.length === 0) return null;
  return (
    <MessageBar intent="warning" className={styles.bar} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>同じ住所または電柱番号の対象物件があります</MessageBarTitle>
        登録はできますが、重複していないか確認してください。
        <ul className={styles.list}>
          {targets.map((t) => (
            <li key={t.id}>
              <FluentLink href={targetEditPath(t.id)} target="_blank" rel="noopener">
                {t.code} {t.name}（新しいタブで開く）
              </FluentLink>
              {t.address ? `（${t.address}）` : ""}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
