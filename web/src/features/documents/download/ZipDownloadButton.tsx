import { Button, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { FolderZip20Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useInformationActions } from "@/shared/information";
import {
  ATTACHMENTS_ZIP_LIMIT,
  attachmentsZipUrl,
  fallbackZipName,
} from "@/shared/files/attachments-zip";
import { DownloadError, downloadFile } from "@/shared/files/download";
import { formatBytes } from "@/shared/list/ExportButton";
import { GENERIC_ERROR_MESSAGE } from "@/shared/result-alert";

const useStyles = makeStyles({
  bar: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
});

/** Why the ZIP cannot be asked for now, or undefined when it can. */
export function zipRefusal(count: number): string | undefined {
  if (count > ATTACHMENTS_ZIP_LIMIT)
    return `ZIPにまとめられるのは${ATTACHMENTS_ZIP_LIMIT}件までです（${count.toLocaleString("ja-JP")}件を選択中）`;
  return undefined;
}

/**
 * ZIPでダウンロード of the selected files: one request to the gateway, saved under its Japanese
 * name (帳票_YYYYMMDD.zip). The server builds the whole archive before the first byte, so the
 * button says so and then counts what has come; a refusal opens the alert bar.
 */
export function ZipDownloadButton({ ids }: { ids: ReadonlySet<string> }) {
  const styles = useStyles();
  const { openAlert } = useInformationActions();
  const [received, setReceived] = useState<number | undefined>(undefined);
  const busy = received !== undefined;
  const refusal = zipRefusal(ids.size);

  const run = async () => {
    setReceived(0);
    try {
      await downloadFile(attachmentsZipUrl(ids), {
        fallbackName: fallbackZipName(),
        onProgress: setReceived,
      });
    } catch (error) {
      openAlert(
        "error",
        error instanceof DownloadError
          ? `ZIPをダウンロードできませんでした。${error.message}`
          : GENERIC_ERROR_MESSAGE,
      );
    } finally {
      setReceived(undefined);
    }
  };

  return (
    <div className={styles.bar}>
      {busy ? (
        <Spinner
          size="tiny"
          aria-live="polite"
          label={received > 0 ? `ZIPを受信中… ${formatBytes(received)}` : "ZIPを作成中…"}
        />
      ) : refusal ? (
        <Text className={styles.note} role="status">
          {refusal}
        </Text>
      ) : null}
      <Button
        appearance="primary"
        icon={<FolderZip20Regular />}
        disabled={busy || ids.size === 0 || refusal !== undefined}
        onClick={() => void run()}
      >
        ZIPでダウンロード{ids.size > 0 ? `（${ids.size.toLocaleString("ja-JP")}件）` : ""}
      </Button>
    </div>
  );
}
