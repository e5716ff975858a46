import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Field,
  Text,
  tokens,
} from "@fluentui/react-components";
import { LockClosed24Regular } from "@fluentui/react-icons";
import { useEffect, useMemo, useRef, useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "../../app/information";
import { useSession } from "../../app/session";
import { graphql } from "../../gql";
import { saveBlob } from "../../shared/files/download";
import { ConfirmDialog } from "../../shared/mutation/ConfirmDialog";
import { EmptyState, Page } from "../../shared/page";
import { alertFromCombinedError, errorBodyOf, statusOf } from "../../shared/result-alert";
import { importContent, MAX_IMPORT_ROWS, MAX_REQUEST_BYTES } from "./import/content";
import { headerField } from "./import/columns";
import { parseCsv } from "./import/csv";
import { decodeFile, detectEncoding, ENCODING_LABELS, type FileEncoding } from "./import/encoding";
import { EncodingField } from "./import/EncodingField";
import { FileDropZone } from "./import/FileDropZone";
import { ImportSummary } from "./import/ImportSummary";
import { PreviewTable } from "./import/PreviewTable";
import { rowProblems } from "./import/problems";
import { RowErrorTable } from "./import/RowErrorTable";
import { TemplateMenu } from "./import/TemplateMenu";
import { TEMPLATE_FILE_NAME, templateBytes } from "./import/template";
import { targetEditPath, TARGETS_PATH } from "./paths";

const ImportTargetsMutation = graphql(`
  mutation ImportTargets(
    $content: String!
    $contentEncoding: FileContentEncoding
    $dryRun: Boolean
  ) {
    importTargets(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {
      dryRun
      total
      valid
      created
      errors {
        row
        field
        message
      }
      targetIds
    }
  }
`);

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
type Check = {
  total: number;
  valid: number;
  errors: { row: number; field: string; message: string }[];
};
type Busy = { label: string } | null;

// The shell's message (shell/RouteView.tsx FORBIDDEN_MESSAGE; importing it would be a cycle). The
// route has no `permissions` of its own, so the page says it to users without targetEdit.
const FORBIDDEN_MESSAGE = "この画面を表示する権限がありません";

const UNKNOWN_OUTCOME =
  "サーバーの応答が時間内にありませんでした。取込が完了している可能性があります。二重登録を避けるため、対象物件一覧で登録状況を確認してから、必要な場合のみ再度「検証」「取込」を行ってください。";

/** Data rows shown decoded before anything is sent. */
const PREVIEW_ROWS = 5;
/** How many imported targets the summary links to one by one. */
const FIRST_LINKS = 5;
/** The target list, newest first: the imported targets on top. */
const NEWEST_TARGETS = `${TARGETS_PATH}?order=DESC`;

/** /targets/create/import (ファイル取込) */
export function TargetImportPage() {
  const { user } = useSession();
  if (!user?.role.targetEdit) {
    return (
      <Page title="対象物件ファイル取込">
        <EmptyState icon={<LockClosed24Regular />} title={FORBIDDEN_MESSAGE}>
          ファイル取込には対象物件の編集権限が必要です。管理者にお問い合わせください。
        </EmptyState>
      </Page>
    );
  }
  return <TargetImport />;
}

function TargetImport() {
  const styles = useStyles();
  const { openAlert, closeAlert } = useInformationActions();
  const [, execute] = useMutation(ImportTargetsMutation);
  const [file, setFile] = useState<ChosenFile>();
  const [encoding, setEncoding] = useState<FileEncoding>("utf-8");
  const [check, setCheck] = useState<Check>();
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [imported, setImported] = useState<{ created: number; ids: string[] }>();
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
    () => (check && table ? rowProblems(check.errors, table) : []),
    [check, table],
  );

  // What keeps the file from being sent at all, said before any request.
  const blocker = !decoded
    ? undefined
    : !decoded.clean
      ? `${ENCODING_LABELS[encoding]} として読めない文字があります。文字コードを確認してください。`
      : rowCount === 0
        ? "データ行がありません。"
        : rowCount > MAX_IMPORT_ROWS
          ? `一度に取り込めるのは${MAX_IMPORT_ROWS.toLocaleString("ja-JP")}行までです（このファイルは${rowCount.toLocaleString("ja-JP")}行）。ファイルを分けてください。`
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
    const rows = rowCount.toLocaleString("ja-JP");
    setBusy({ label: dryRun ? `${rows}行を検証しています…` : `${rows}行を取り込んでいます…` });
    const result = await execute(
      { content: content.content, contentEncoding: content.contentEncoding, dryRun },
      { requestPolicy: "network-only" },
    );
    setBusy(null);
    setFinished((n) => n + 1);
    const answer = result.data?.importTargets;
    if (result.error || !answer) {
      if (result.error) {
        // The file's problems in full (row and column numbers kept); the alert says the first.
        const body = errorBodyOf(result.error);
        setFileErrors(body.file ?? []);
        openAlert("error", alertFromCombinedError(result.error).message);
        // The gateway gave up waiting, but the API's transaction may still have committed: a
        // second 取込 could register every row twice, so it stays off until the list is checked.
        if (!dryRun && statusOf(result.error) === 504) {
          setFileErrors([UNKNOWN_OUTCOME]);
          setCheck(undefined);
        }
      }
      return;
    }
    if (dryRun) {
      setCheck({ total: answer.total, valid: answer.valid, errors: answer.errors });
      if (answer.errors.length === 0) openAlert("success", `${rows}行すべて取り込めます。`);
      else
        openAlert("error", `${answer.errors.length.toLocaleString("ja-JP")}件のエラーがあります。`);
      return;
    }
    setImported({ created: answer.created, ids: answer.targetIds });
    openAlert("success", `${answer.created.toLocaleString("ja-JP")}件を登録しました。`);
  };

  const cleanCheck = check !== undefined && check.errors.length === 0;
  const first = imported
    ? imported.ids
        .slice(0, FIRST_LINKS)
        .map((id, i) => ({ id, name: table?.rows[i]?.[nameIndex(table.header)] ?? "" }))
    : [];

  return (
    <Page
      title="対象物件ファイル取込"
      actions={
        <TemplateMenu
          onDownload={(enc) =>
            saveBlob(
              new Blob([templateBytes(enc) as BlobPart], { type: "text/csv" }),
              TEMPLATE_FILE_NAME,
            )
          }
        />
      }
    >
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
              <Text>データ行数: {rowCount.toLocaleString("ja-JP")}行</Text>
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
                  {check.total.toLocaleString("ja-JP")}
                  行すべてにエラーはありません。「取込」で登録できます。
                </MessageBarBody>
              </MessageBar>
            ) : (
              <>
                <MessageBar intent="error" data-testid="import-check">
                  <MessageBarBody>
                    {check.total.toLocaleString("ja-JP")}行のうち
                    {(check.total - check.valid).toLocaleString("ja-JP")}行にエラーがあります（
                    {problems.length.toLocaleString("ja-JP")}
                    件）。修正したファイルを選び直してください。行はヘッダーの次の行を1とした番号です。
                  </MessageBarBody>
                </MessageBar>
                <RowErrorTable problems={problems} />
              </>
            )
          ) : null}
          {imported ? (
            <ImportSummary
              created={imported.created}
              first={first}
              listHref={NEWEST_TARGETS}
              editHref={targetEditPath}
            />
          ) : null}
        </div>
        {table ? (
          <section aria-labelledby="import-preview" className={styles.body}>
            <Text as="h2" id="import-preview" size={400} weight="semibold">
              プレビュー（先頭{PREVIEW_ROWS}行）
            </Text>
            <PreviewTable table={table} rows={PREVIEW_ROWS} />
          </section>
        ) : null}
      </div>
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
        {rowCount.toLocaleString("ja-JP")}件の対象物件を登録します。よろしいですか？
      </ConfirmDialog>
    </Page>
  );
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The column of 物件名 in the file (the summary names the first targets). */
function nameIndex(header: readonly string[]): number {
  return header.findIndex((h) => headerField(h) === "name");
}
