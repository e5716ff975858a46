import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from "@fluentui/react-components";
import { Link } from "wouter";
import { displayCode } from "../../../shared/format";

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/** What a real import did: the count, the first targets created, the list of them. */
export function ImportSummary({
  created,
  first,
  listHref,
  editHref,
}: {
  created: number;
  first: readonly { id: string; name: string }[];
  listHref: string;
  editHref: (id: string) => string;
}) {
  const styles = useStyles();
  return (
    <MessageBar intent="success" layout="multiline" data-testid="import-summary">
      <MessageBarBody>
        <MessageBarTitle>{created.toLocaleString("ja-JP")}件を登録しました</MessageBarTitle>
        <ul className={styles.list} aria-label="登録した対象物件（先頭）">
          {first.map((t) => (
            <li key={t.id}>
              <Link href={editHref(t.id)} asChild>
                <FluentLink>
                  {displayCode("TA", t.id)} {t.name}
                </FluentLink>
              </Link>
            </li>
          ))}
        </ul>
        <Link href={listHref} asChild>
          <FluentLink>登録した対象物件を一覧で見る（新しい順）</FluentLink>
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
