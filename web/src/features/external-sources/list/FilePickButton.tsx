import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { DocumentArrowUp20Regular } from "@fluentui/react-icons";
import { useRef } from "react";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  name: { overflowWrap: "anywhere" },
  // The browser's own control speaks the browser's language: it stays for labels and tests only.
  input: { position: "absolute", width: "1px", height: "1px", opacity: 0, overflow: "hidden" },
});

/** One CSV file per row of a list (the run dialog): a Japanese button and the chosen file's name. */
export function FilePickButton({
  label,
  fileName,
  disabled,
  onFile,
}: {
  /** The input's accessible name (〇〇のファイル). */
  label: string;
  fileName: string | undefined;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={styles.root}>
      <input
        ref={input}
        className={styles.input}
        type="file"
        accept=".csv,text/csv"
        aria-label={label}
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <Button
        size="small"
        icon={<DocumentArrowUp20Regular />}
        disabled={disabled}
        aria-label={`${label}を選択`}
        onClick={() => input.current?.click()}
      >
        ファイルを選択
      </Button>
      <Text size={200} className={styles.name}>
        {fileName ?? "ファイルが選択されていません"}
      </Text>
    </span>
  );
}
