import { Button, makeStyles, Spinner, Tooltip } from "@fluentui/react-components";
import { ArrowDownload16Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useInformationActions } from "../information";
import { GENERIC_ERROR_MESSAGE } from "../result-alert";
import { attachmentUrl, DownloadError, downloadFile } from "./download";

const useStyles = makeStyles({ busy: { minWidth: "7rem" } });

/**
 * ダウンロード of one stored file (an attachment): fetched with the session's token, saved under
 * the server's name; a refusal is told in the alert bar. The name also labels the button, so a
 * list of files stays distinguishable for screen readers. `compact`: the icon alone with its word
 * as a tooltip, for a wide table with no room for the word in every row (帳票一覧).
 */
export function AttachmentDownloadButton({
  file,
  compact = false,
}: {
  file: { id: string; fileName: string };
  compact?: boolean;
}) {
  const styles = useStyles();
  const { openAlert } = useInformationActions();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(attachmentUrl(file.id), { fallbackName: file.fileName });
    } catch (error) {
      openAlert("error", error instanceof DownloadError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  if (compact)
    return (
      <Tooltip content={busy ? "取得中…" : "ダウンロード"} relationship="description">
        <Button
          size="small"
          icon={busy ? <Spinner size="extra-tiny" /> : <ArrowDownload16Regular />}
          disabled={busy}
          aria-label={`${file.fileName}をダウンロード`}
          onClick={() => void run()}
        />
      </Tooltip>
    );
  return (
    <Button
      size="small"
      className={styles.busy}
      icon={<ArrowDownload16Regular />}
      disabled={busy}
      aria-label={`${file.fileName}をダウンロード`}
      onClick={() => void run()}
    >
      {busy ? "取得中…" : "ダウンロード"}
    </Button>
  );
}
