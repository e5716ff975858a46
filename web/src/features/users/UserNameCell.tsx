import { Caption1, makeStyles, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  cell: { display: "flex", flexDirection: "column" },
  kana: { color: tokens.colorNeutralForeground3 },
});

/** 氏名 with its reading underneath: the list sorts names by the reading, so it is shown. */
export function UserNameCell({ name, kana }: { name: string; kana: string | null | undefined }) {
  const styles = useStyles();
  return (
    <span className={styles.cell}>
      <span>{name}</span>
      {kana ? <Caption1 className={styles.kana}>{kana}</Caption1> : null}
    </span>
  );
}
