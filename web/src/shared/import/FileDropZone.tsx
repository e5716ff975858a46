import { Button, makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { DocumentArrowUp24Regular } from "@fluentui/react-icons";
import { useId, useRef, useState, type DragEvent } from "react";

const useStyles = makeStyles({
  zone: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalL,
    flexWrap: "wrap",
    padding: tokens.spacingVerticalL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  over: {
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  icon: { display: "flex", color: tokens.colorNeutralForeground3 },
  text: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { overflowWrap: "anywhere" },
  // The real input stays in the page (labels, tests) but is reached through the button.
  input: { position: "absolute", width: "1px", height: "1px", opacity: 0, overflow: "hidden" },
});

/**
 * Chooses one CSV file: the button (keyboard) or a file dropped on the box. `fileName` is the
 * file chosen so far.
 */
export function FileDropZone({
  fileName,
  disabled,
  onFile,
}: {
  fileName: string | undefined;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
    >
      <span className={styles.icon} aria-hidden>
        <DocumentArrowUp24Regular />
      </span>
      <div className={styles.text}>
        <Text weight="semibold" className={styles.name}>
          {fileName ?? "ファイルが選択されていません"}
        </Text>
        <Text id={hintId} size={200}>
          CSVファイルをここにドラッグ＆ドロップするか、「ファイルを選択」を押してください。
        </Text>
      </div>
      <input
        ref={input}
        className={styles.input}
        type="file"
        accept=".csv,text/csv"
        aria-label="取込ファイル"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again (after fixing it) is read again.
          event.target.value = "";
        }}
      />
      <Button
        appearance="primary"
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        ファイルを選択
      </Button>
    </div>
  );
}
