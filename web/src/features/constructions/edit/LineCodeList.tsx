import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { AppLink } from "@/shared/record/AppLink";
import { lineCodeEditPath } from "../../linecodes/paths";

export interface LineCodeRow {
  id: string;
  lineCode: string;
  status: string;
  cableType?: string | null;
  lineKind?: string | null;
  poleNumber?: string | null;
}

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  item: { overflowWrap: "anywhere" },
  quiet: { color: tokens.colorNeutralForeground3 },
});

/** The drop lines this construction removes, each linked to its own page. */
export function LineCodeList({ lineCodes }: { lineCodes: readonly LineCodeRow[] }) {
  const styles = useStyles();
  if (lineCodes.length === 0)
    return (
      <Text role="status" className={styles.quiet}>
        撤去する引込線はありません
      </Text>
    );
  return (
    <ul className={styles.list} aria-label="撤去する引込線">
      {lineCodes.map((l) => (
        <li key={l.id} className={styles.item}>
          <AppLink href={lineCodeEditPath(l.id)}>{l.lineCode}</AppLink>
          {` ${[l.status, l.lineKind, l.cableType, l.poleNumber].filter(Boolean).join(" / ")}`}
        </li>
      ))}
    </ul>
  );
}
