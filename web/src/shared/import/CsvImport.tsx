import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { CombinedError } from "urql";
import { useInformationActions } from "../information";
import { ConfirmDialog } from "../mutation/ConfirmDialog";
import { alertFromCombinedError, errorBodyOf, statusOf } from "../result-alert";
import type { ImportColumns } from "./columns";
import { importContent, MAX_IMPORT_ROWS, MAX_REQUEST_BYTES, type ImportContent } from "./content";
import { parseCsv, type CsvTable } from "./csv";
import { decodeFile, detectEncoding, ENCODING_LABELS, type FileEncoding } from "./encoding";
import { EncodingField } from "./EncodingField";
import { FileDropZone } from "./FileDropZone";
import { PreviewTable } from "./PreviewTable";
import { rowProblems } from "./problems";
import { RowErrorTable } from "./RowErrorTable";

// The CSV import flow every import screen shares (targets, line codes): choose a file, see the
// encoding detected (and override it), preview, 検証 (the API's dry run, row errors beside the
// file's values), then 取込 (all rows or none) with progress and a summary. Each screen gives
// its mutation, columns and words.

/** What an import mutation answers, whatever its entity. */
export type ImportAnswer = {
  total: number;
  valid: number;
  created: number;
  updated?: number;
  errors: readonly { row: number; field: string; message: string }[];
  /** Ids of the rows written, in the file's order. */
  ids: readonly string[];
};

export type ImportRun = (
  request: ImportContent & { dryRun: boolean },
) => Promise<{ error?: CombinedError; answer?: ImportAnswer }>;

const useStyles = makeStyles({
  body: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  row: {
    display: "flex",
    gap: tokens.spacingHorizontalM,
    alignItems: "flex-end",
    flexWrap: "wrap",
  },
  encoding: { minWidth: "16rem" },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  note: { color: tokens.colorNeutralForeground3 },
});

type ChosenFile = { name: string; bytes: Uint8Array; detected: FileEncoding };
type Check = Pick<ImportAnswer, "total" | "valid" | "errors">;
type Busy = { label: string } | null;

/** Data rows shown decoded before anything is sent. */
const PREVIEW_ROWS = 5;

const count = (n: number) => n.toLocaleString("ja-JP");
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function CsvImport({
  columns,
  run: send,
  confirmText,
  doneText,
  uncertainText,
  summary,
  headingLevel = "h2",
}: {
  columns: ImportColumns;
  run: ImportRun;
  /** The confirmation before 取込, e.g. 「1,000件の対象物件を登録します。よろしいですか？」. */
  confirmText: (rows: number) => string;
  /** The alert after a real import, e.g. 「1,000件を登録しました。」. */
  doneText: (answer: ImportAnswer) => string;
  /** Said when the gateway gave up waiting for a real import (it may have committed). */
  uncertainText: string;
  /** What a real import did, shown below the buttons. */
  summary: (answer: ImportAnswer, table: CsvTable) => ReactNode;
  /** The level of the preview's heading (h3 inside a page section). */
  headingLevel?: "h2" | "h3";
}) {
  const styles = useStyles();
  const { openAlert, closeAlert } = useInformationActions();
  const [file, setFile] = useState<ChosenFile>();
  const [encoding, setEncoding] = useState<FileEncoding>("utf-8");
  const [check, setCheck] = useState<Check>();
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [imported, setImported] = useState<ImportAnswer>();
  // Each finished request moves the focus to its result (it may be below the fold).
  const [finished, setFinished] = useState(0);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (finished > 0) results.current?.focus();
  }, [finished]);

  const decoded = useMemo(
    () => (file ? decodeFile(file.bytes, encoding) : undefined),
    [file, encoding],
  );
  const table = useMemo(() => (decoded ? parseCsv(decoded.text) : undefined), [decoded]);
  const content = useMemo(
    () =>
      file && decoded
        ? importContent(file.bytes, decoded.text, encoding, file.detected)
        : undefined,
    [file, decoded, encoding],
  );
  const rowCount = table?.rows.length ?? 0;
  const problems = useMemo(
    () => (check && table ? rowProblems(check.errors, table, columns) : []),
    [check, table, columns],
  );

  // What keeps the file from being sent at all, said before any request.
  const blocker = !decoded
    ? undefined
    : !decoded.clean
      ? `${ENCODING_LABELS[encoding]} として読めない文字があります。文字コードを確認してください。`
      : rowCount === 0
        ? "データ行がありません。"
        : rowCount > MAX_IMPORT_ROWS
          ? `一度に取り込めるのは${count(MAX_IMPORT_ROWS)}行までです（このファイルは${count(rowCount)}行）。ファイルを分けてください。`
          : content && !content.fits
            ? `ファイルが大きすぎて一度に送信できません（約${mb(content.size)}MB、上限${mb(MAX_REQUEST_BYTES)}MB）。ファイルを分けて取り込んでください。`
            : undefined;

  const reset = () => {
    setCheck(undefined);
    setFileErrors([]);
    setImported(undefined);
    closeAlert();
  };

  const chooseFile = async (chosen: File) => {
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    const detected = detectEncoding(bytes);
    reset();
    setFile({ name: chosen.name, bytes, detected });
    setEncoding(detected);
  };

  const chooseEncoding = (next: FileEncoding) => {
    reset();
    setEncoding(next);
  };

  const run = async (dryRun: boolean) => {
    if (!content || blocker) return;
    reset();
    const rows = count(rowCount);
    setBusy({ label: dryRun ? `${rows}行を検証しています…` : `${rows}行を取り込んでいます…` });
    const { error, answer } = await send({
      content: content.content,
      contentEncoding: content.contentEncoding,
      dryRun,
    });
    setBusy(null);
    setFinished((n) => n + 1);
    if (error || !answer) {
      if (error) {
        // The file's problems in full (row and column numbers kept); the alert says the first.
        setFileErrors(errorBodyOf(error).file ?? []);
        openAlert("error", alertFromCombinedError(error).message);
        // The gateway gave up waiting, but the API's transaction may still have committed: a
        // second 取込 could write every row twice, so it stays off until the list is checked.
        if (!dryRun && statusOf(error) === 504) {
          setFileErrors([uncertainText]);
          setCheck(undefined);
        }
      }
      return;
    }
    if (dryRun) {
      setCheck({ total: answer.total, valid: answer.valid, errors: answer.errors });
      if (answer.errors.length === 0) openAlert("success", `${rows}行すべて取り込めます。`);
      else openAlert("error", `${count(answer.errors.length)}件のエラーがあります。`);
      return;
    }
    setImported(answer);
    openAlert("success", doneText(answer));
  };

  const cleanCheck = check !== undefined && check.errors.length === 0;

  return (
    <div className={styles.body}>
      <FileDropZone
        fileName={file?.name}
        disabled={busy !== null}
        onFile={(chosen) => void chooseFile(chosen)}
      />
      {file && decoded && table ? (
        <>
          <div className={styles.row}>
            <div className={styles.encoding}>
              <EncodingField
                detected={file.detected}
                value={encoding}
                disabled={busy !== null}
                onChange={chooseEncoding}
              />
            </div>
            <Text>データ行数: {count(rowCount)}行</Text>
          </div>
          {blocker ? (
            <MessageBar intent="error" data-testid="import-blocker">
              <MessageBarBody>{blocker}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.row}>
            <Button
              appearance={cleanCheck ? "secondary" : "primary"}
              disabled={busy !== null || blocker !== undefined}
              onClick={() => void run(true)}
            >
              検証
            </Button>
            <Button
              appearance="primary"
              disabled={
                busy !== null || blocker !== undefined || !cleanCheck || imported !== undefined
              }
              onClick={() => setConfirming(true)}
            >
              取込
            </Button>
            <Text size={200} className={styles.note}>
              「検証」でエラーがないことを確認すると「取込」できます。取込は全行を登録するか、1行も登録しないかのどちらかです。
            </Text>
          </div>
        </>
      ) : null}
      {busy ? (
        <Field validationMessage={busy.label} validationState="none">
          <ProgressBar aria-label={busy.label} />
        </Field>
      ) : null}
      <div ref={results} tabIndex={-1} className={styles.body} aria-label="検証・取込の結果">
        {fileErrors.length > 0 ? (
          <MessageBar intent="error" layout="multiline" data-testid="import-file-errors">
            <MessageBarBody>
              <MessageBarTitle>ファイルを取り込めません</MessageBarTitle>
              <ul className={styles.list}>
                {fileErrors.map((message, i) => (
                  <li key={i}>{message}</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {check && !imported ? (
          check.errors.length === 0 ? (
            <MessageBar intent="success" data-testid="import-check">
              <MessageBarBody>
                {count(check.total)}
                行すべてにエラーはありません。「取込」で登録できます。
              </MessageBarBody>
            </MessageBar>
          ) : (
            <>
              <MessageBar intent="error" data-testid="import-check">
                <MessageBarBody>
                  {count(check.total)}行のうち
                  {count(check.total - check.valid)}行にエラーがあります（
                  {count(problems.length)}
                  件）。修正したファイルを選び直してください。行はヘッダーの次の行を1とした番号です。
                </MessageBarBody>
              </MessageBar>
              <RowErrorTable problems={problems} />
            </>
          )
        ) : null}
        {imported && table ? summary(imported, table) : null}
      </div>
      {table ? (
        <section aria-labelledby="import-preview" className={styles.body}>
          <Text as={headingLevel} id="import-preview" size={400} weight="semibold">
            プレビュー（先頭{PREVIEW_ROWS}行）
          </Text>
          <PreviewTable table={table} rows={PREVIEW_ROWS} />
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="ファイル取込"
        confirmLabel="取込"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(false);
        }}
      >
        {confirmText(rowCount)}
      </ConfirmDialog>
    </div>
  );
}
